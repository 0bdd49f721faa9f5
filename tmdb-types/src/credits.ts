import type { MovieListItem, TvListItem } from './media.js';

interface CreditPerson {
  adult: boolean;
  gender: number;
  id: number;
  known_for_department: string;
  name: string;
  original_name: string;
  popularity: number;
  profile_path: string | null;
  credit_id: string;
}

export interface CastMember extends CreditPerson {
  /** Movies only; TV cast has no cast_id. */
  cast_id?: number;
  character: string;
  order: number;
}

export interface CrewMember extends CreditPerson {
  department: string;
  job: string;
}

/** `/movie/{id}/credits`, `/tv/{id}/credits`, or `credits` appended to details. */
export interface Credits {
  id?: number;
  cast: CastMember[];
  crew: CrewMember[];
}

/** `/tv/{id}/season/{n}/episode/{e}/credits`: the regular cast and the episode's own guests. */
export interface EpisodeCredits extends Credits {
  guest_stars: CastMember[];
}

type CreditTitle =
  | (Omit<MovieListItem, 'media_type'> & { media_type: 'movie' })
  | (Omit<TvListItem, 'media_type'> & { media_type: 'tv' });

export type CombinedCastCredit = CreditTitle & {
  character: string;
  credit_id: string;
  order?: number;
  episode_count?: number;
};
export type CombinedCrewCredit = CreditTitle & {
  credit_id: string;
  department: string;
  job: string;
  episode_count?: number;
};

/** `/person/{id}/combined_credits`. */
export interface CombinedCredits {
  id?: number;
  cast: CombinedCastCredit[];
  crew: CombinedCrewCredit[];
}
