import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { MessageId } from '../i18n/load-messages';
import type { TitlesOfKind } from '../lib/titles-of-thing-query';

/*
 * The pages of a thing's titles: a company's movies and shows, a network's shows, the titles with
 * a keyword. The thing's id is in the path, and the media type when there is a choice:
 * /company/{id} (its movies) and /company/{id}/tv, /network/{id}, /keyword/{id}/{movie|tv}; the
 * page in the query, as on browse.
 */

interface KindRules {
  /** What the thing is, in a word a reader knows. */
  label: MessageId;
  /** "Couldn't load this studio." */
  loadError: MessageId;
  /** The discover parameter that keeps only its titles. */
  filter: 'with_companies' | 'with_networks' | 'with_keywords';
  /** The media types it has titles of; the first is shown when the address names none. */
  mediaTypes: readonly TitleMediaType[];
  /** Browse's URL parameter for it, where more filters narrow its titles. */
  browseParam: 'companies' | 'networks' | 'keywords';
}

export const titlesOfKinds: Record<TitlesOfKind, KindRules> = {
  company: {
    label: 'titlesOf.kind.company',
    loadError: 'titlesOf.error.company',
    filter: 'with_companies',
    mediaTypes: ['movie', 'tv'],
    browseParam: 'companies',
  },
  network: {
    label: 'titlesOf.kind.network',
    loadError: 'titlesOf.error.network',
    filter: 'with_networks',
    mediaTypes: ['tv'],
    browseParam: 'networks',
  },
  keyword: {
    label: 'titlesOf.kind.keyword',
    loadError: 'titlesOf.error.keyword',
    filter: 'with_keywords',
    mediaTypes: ['movie', 'tv'],
    browseParam: 'keywords',
  },
};

export interface TitlesOfAddress {
  kind: TitlesOfKind;
  id: number;
  mediaType: TitleMediaType;
}

/** The path's thing and media type; undefined is Not Found. */
export function parseTitlesOfAddress(
  kind: TitlesOfKind,
  params: { id?: string | undefined; mediaType?: string | undefined },
): TitlesOfAddress | undefined {
  const { id, mediaType } = params;
  if (id === undefined || !/^\d{1,15}$/.test(id)) return undefined;
  const { mediaTypes } = titlesOfKinds[kind];
  const chosen = mediaType === undefined ? mediaTypes[0] : mediaTypes.find((m) => m === mediaType);
  return chosen === undefined ? undefined : { kind, id: Number(id), mediaType: chosen };
}

/** The address of a thing's titles of one media type: a company's movies are its own address. */
export function titlesOfPath(kind: TitlesOfKind, id: number, mediaType: TitleMediaType): string {
  if (kind === 'network' || (kind === 'company' && mediaType === 'movie')) return `/${kind}/${id}`;
  return `/${kind}/${id}/${mediaType}`;
}

/** Browse's list of the thing's titles of one media type, where more filters narrow them. */
export function browsePathOf({ kind, id, mediaType }: TitlesOfAddress): string {
  return `/${mediaType === 'movie' ? 'movies' : 'tv'}?${titlesOfKinds[kind].browseParam}=${id}`;
}
