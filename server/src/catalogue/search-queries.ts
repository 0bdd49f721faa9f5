import type { AnyListItem } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import type { ListItemQueries } from './list-item-queries.js';
import type { SearchRanking } from './search-ranking.js';

/** A page of search results: the ranking picks the refs, the items are built for that page only. */
export function createSearchQueries(
  ranking: SearchRanking,
  items: Pick<ListItemQueries, 'listItem'>,
): Pick<Catalogue, 'search'> {
  return {
    search(kind, match, exactKey, page) {
      const kinds = kind === 'multi' ? (['movie', 'tv', 'person'] as const) : [kind];
      const { refs, total } = ranking.page(
        kinds,
        match,
        exactKey,
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
      );
      const results = refs.map((ref) => {
        const item = items.listItem(ref);
        return kind === 'multi' && item !== undefined
          ? ({ ...item, media_type: ref.media_type } as AnyListItem)
          : item;
      });
      return pageOfResults(
        page,
        results.filter((item): item is AnyListItem => item !== undefined),
        total,
      );
    },
  };
}
