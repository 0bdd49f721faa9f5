import { discoverPageQueryOptions } from '../lib/discover-query';
import { titlesOfKinds, type TitlesOfAddress } from './titles-of-address';

/** A page of the thing's titles of one media type, most popular first. */
export function titlesOfListQueryOptions({ kind, id, mediaType }: TitlesOfAddress, page: number) {
  return discoverPageQueryOptions(
    mediaType,
    { sort_by: 'popularity.desc', [titlesOfKinds[kind].filter]: id },
    page,
  );
}
