/** One of a title's videos (`/movie/{id}/videos`, `/tv/{id}/videos`): a trailer, a teaser, a clip… */
export interface Video {
  iso_639_1: string;
  iso_3166_1: string;
  name: string;
  /** The video's id on its `site` (a YouTube video id). */
  key: string;
  site: string;
  size: number;
  /** "Trailer", "Teaser", "Clip", "Featurette", "Behind the Scenes", "Bloopers", "Opening Credits". */
  type: string;
  official: boolean;
  published_at: string;
  id: string;
}

/** `/movie/{id}/videos` and `/tv/{id}/videos`; appended to details it comes without the `id`. */
export interface VideoList {
  id: number;
  results: Video[];
}
