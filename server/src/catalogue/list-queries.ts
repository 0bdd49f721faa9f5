import type Database from 'better-sqlite3';
import type { MediaType, PersonListItem } from '@marquee/tmdb-types/media';
import { PAGE_SIZE, pageOfResults, type Catalogue } from './catalogue.js';
import type { ListItemQueries } from './list-item-queries.js';
import type { StatementCache } from './statement-cache.js';

type Leader = { id: number; popularity: number };

/** Pages of titles and people: similar titles, popular people; the title lists are title-lists.ts. */
export function createListQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson' | 'titleItem' | 'personItem'>,
  { statement, cachedCount }: StatementCache,
): Pick<Catalogue, 'similar' | 'popularPeople' | 'popularityLeaders'> {
  const leaders: Record<MediaType, Database.Statement<[number], Leader>> = {
    movie: db.prepare<[number], Leader>(
      'SELECT id, popularity FROM movie ORDER BY popularity DESC, id LIMIT ?',
    ),
    tv: db.prepare<[number], Leader>(
      'SELECT id, popularity FROM tv ORDER BY popularity DESC, id LIMIT ?',
    ),
    person: db.prepare<[number], Leader>(
      'SELECT id, popularity FROM person ORDER BY popularity DESC, id LIMIT ?',
    ),
  };
  const popularPeopleIds = db
    .prepare<[number, number], number>(
      'SELECT id FROM person ORDER BY popularity DESC, id LIMIT ? OFFSET ?',
    )
    .pluck();
  const personCount = db.prepare<[], number>('SELECT count(*) FROM person').pluck();

  return {
    similar(media, id, page) {
      const mask = statement(`SELECT genre_mask FROM ${media} WHERE id = ?`).pluck().get(id) as
        number | undefined;
      if (mask === undefined || mask === 0) return pageOfResults(page, [], 0);
      const where = `FROM ${media} WHERE id != ? AND (genre_mask & ?) != 0`;
      const total = cachedCount(`SELECT count(*) ${where}`, [id, mask]);
      const rows = statement(`SELECT json ${where} ORDER BY popularity DESC, id LIMIT ? OFFSET ?`)
        .pluck()
        .all(id, mask, PAGE_SIZE, (page - 1) * PAGE_SIZE) as string[];
      return pageOfResults(
        page,
        rows.map((json) => items.titleItem(media, json)),
        total,
      );
    },

    popularPeople(page) {
      const ids = popularPeopleIds.all(PAGE_SIZE, (page - 1) * PAGE_SIZE);
      const results = ids
        .map((id) => items.personItem(id))
        .filter((item): item is PersonListItem => item !== undefined);
      return pageOfResults(page, results, personCount.get() ?? 0);
    },

    popularityLeaders(media, limit) {
      return leaders[media].all(limit);
    },
  };
}
