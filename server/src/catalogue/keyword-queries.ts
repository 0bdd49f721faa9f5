import type Database from 'better-sqlite3';
import type { Keyword } from '@marquee/tmdb-types/keyword';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import type { ListItemQueries } from './list-item-queries.js';
import { createNameSearch } from './name-search.js';

/** A title's keywords, a keyword, its titles, and keyword search. */
export function createKeywordQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson' | 'titleItem'>,
): Pick<Catalogue, 'titleKeywords' | 'keyword' | 'keywordTitles' | 'searchKeywords'> {
  const ofTitle = (media: TitleMediaType) =>
    db.prepare<[number], Keyword>(
      `SELECT k.id, k.name FROM ${media}_keyword p JOIN keyword k ON k.id = p.keyword_id
       WHERE p.title_id = ? ORDER BY p.keyword_id`,
    );
  const titleKeywords = { movie: ofTitle('movie'), tv: ofTitle('tv') };
  const keyword = db.prepare<[number], Keyword>('SELECT id, name FROM keyword WHERE id = ?');
  // The posting index is in popularity order: a page is 20 steps along it, not a sort.
  const titles = (media: TitleMediaType) => ({
    ids: db
      .prepare<[number, number, number], number>(
        `SELECT title_id FROM ${media}_keyword WHERE keyword_id = ?
         ORDER BY popularity DESC, title_id LIMIT ? OFFSET ?`,
      )
      .pluck(),
    count: db
      .prepare<[number], number>(`SELECT count(*) FROM ${media}_keyword WHERE keyword_id = ?`)
      .pluck(),
  });
  const keywordTitles = { movie: titles('movie'), tv: titles('tv') };
  const search = createNameSearch(db, 'keyword');

  return {
    titleKeywords(media, id) {
      return titleKeywords[media].all(id);
    },
    keyword(id) {
      return keyword.get(id);
    },
    keywordTitles(media, keywordId, page) {
      const { ids, count } = keywordTitles[media];
      const results = ids
        .all(keywordId, PAGE_SIZE, (page - 1) * PAGE_SIZE)
        .map((id) => items.detailsJson(media, id))
        .filter((json): json is string => json !== undefined)
        .map((json) => items.titleItem(media, json));
      return pageOfResults(page, results, count.get(keywordId) ?? 0);
    },
    searchKeywords(match, exactKey, page) {
      const { ids, total } = search.page(match, exactKey, page);
      const results = ids
        .map((id) => keyword.get(id))
        .filter((found): found is Keyword => found !== undefined);
      return pageOfResults(page, results, total);
    },
  };
}
