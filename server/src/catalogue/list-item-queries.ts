import type Database from 'better-sqlite3';
import type { MovieDetails, PersonDetails, TvDetails } from '@marquee/tmdb-types/details';
import type {
  AnyListItem,
  MediaType,
  MovieListItem,
  PersonListItem,
  TitleMediaType,
  TvListItem,
} from '@marquee/tmdb-types/media';
import type { Catalogue, MediaRef } from './catalogue.js';
import type { KnownForRef } from './catalogue-writer.js';
import { toMovieListItem, toPersonListItem, toTvListItem } from './list-items.js';

export interface ListItemQueries extends Pick<Catalogue, 'detailsJson' | 'listItems'> {
  /** The list shape of a title from its stored details. */
  titleItem(media: TitleMediaType, json: string): MovieListItem | TvListItem;
  personItem(id: number): PersonListItem | undefined;
  listItem(ref: MediaRef): AnyListItem | undefined;
}

/** Details as stored, and the list items every other query builds its pages from. */
export function createListItemQueries(db: Database.Database): ListItemQueries {
  const details: Record<MediaType, Database.Statement<[number], string>> = {
    movie: db.prepare<[number], string>('SELECT json FROM movie WHERE id = ?').pluck(),
    tv: db.prepare<[number], string>('SELECT json FROM tv WHERE id = ?').pluck(),
    person: db.prepare<[number], string>('SELECT json FROM person WHERE id = ?').pluck(),
  };
  const personRow = db.prepare<
    [number],
    { json: string; original_name: string | null; known_for: string | null }
  >('SELECT json, original_name, known_for FROM person WHERE id = ?');
  // People imported without known_for, and every generated person, are known for their most popular titles.
  const derivedKnownFor = db.prepare<[number], { media_type: TitleMediaType; media_id: number }>(
    `SELECT c.media_type, c.media_id, MAX(COALESCE(m.popularity, t.popularity)) AS score FROM credit c
     LEFT JOIN movie m ON c.media_type = 'movie' AND m.id = c.media_id
     LEFT JOIN tv t ON c.media_type = 'tv' AND t.id = c.media_id
     WHERE c.person_id = ? AND COALESCE(m.id, t.id) IS NOT NULL
     GROUP BY c.media_type, c.media_id ORDER BY score DESC, c.media_id LIMIT 3`,
  );

  function titleItem(media: TitleMediaType, json: string): MovieListItem | TvListItem {
    return media === 'movie'
      ? toMovieListItem(JSON.parse(json) as MovieDetails)
      : toTvListItem(JSON.parse(json) as TvDetails);
  }

  function knownFor(personId: number, stored: string | null): Array<MovieListItem | TvListItem> {
    const refs: KnownForRef[] =
      stored === null
        ? derivedKnownFor
            .all(personId)
            .map((row) => ({ media_type: row.media_type, id: row.media_id }))
        : (JSON.parse(stored) as KnownForRef[]);
    const items: Array<MovieListItem | TvListItem> = [];
    for (const ref of refs) {
      const json = details[ref.media_type].get(ref.id);
      if (json !== undefined)
        items.push({ ...titleItem(ref.media_type, json), media_type: ref.media_type } as
          MovieListItem | TvListItem);
    }
    return items;
  }

  function personItem(id: number): PersonListItem | undefined {
    const row = personRow.get(id);
    if (row === undefined) return undefined;
    return toPersonListItem(
      JSON.parse(row.json) as PersonDetails,
      row.original_name,
      knownFor(id, row.known_for),
    );
  }

  function listItem(ref: MediaRef): AnyListItem | undefined {
    if (ref.media_type === 'person') return personItem(ref.id);
    const json = details[ref.media_type].get(ref.id);
    return json === undefined ? undefined : titleItem(ref.media_type, json);
  }

  return {
    titleItem,
    personItem,
    listItem,
    detailsJson(media, id) {
      return details[media].get(id);
    },
    listItems(refs) {
      const items: AnyListItem[] = [];
      for (const ref of refs) {
        const item = listItem(ref);
        if (item !== undefined) items.push(item);
      }
      return items;
    },
  };
}
