import type Database from 'better-sqlite3';
import type {
  CastMember,
  CombinedCastCredit,
  CombinedCrewCredit,
  CrewMember,
} from '@marquee/tmdb-types/credits';
import type { PersonDetails } from '@marquee/tmdb-types/details';
import type { TitleMediaType } from '@marquee/tmdb-types/media';
import type { Catalogue } from './catalogue.js';
import type { CreditRow } from './catalogue-writer.js';
import type { ListItemQueries } from './list-item-queries.js';

/** A credit row with the stored details of the other side: the person of a title, the title of a person. */
interface CreditJoinRow extends Omit<CreditRow, 'media_type'> {
  media_type: TitleMediaType;
  json: string;
  original_name: string | null;
}

/** Cast and crew of a title, and a person's combined credits. */
export function createCreditQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'titleItem'>,
): Pick<Catalogue, 'titleCredits' | 'personCombinedCredits'> {
  const titleCreditRows = db.prepare<[TitleMediaType, number], CreditJoinRow>(
    `SELECT c.*, p.json, p.original_name FROM credit c JOIN person p ON p.id = c.person_id
     WHERE c.media_type = ? AND c.media_id = ? ORDER BY c.kind, c.ord, c.rowid`,
  );
  const personCreditRows = db.prepare<[number], CreditJoinRow>(
    `SELECT c.*, COALESCE(m.json, t.json) AS json, NULL AS original_name FROM credit c
     LEFT JOIN movie m ON c.media_type = 'movie' AND m.id = c.media_id
     LEFT JOIN tv t ON c.media_type = 'tv' AND t.id = c.media_id
     WHERE c.person_id = ? AND COALESCE(m.id, t.id) IS NOT NULL ORDER BY c.kind, c.rowid`,
  );

  function creditPerson(row: CreditJoinRow): Omit<CastMember, 'character' | 'order' | 'credit_id'> {
    const person = JSON.parse(row.json) as PersonDetails;
    return {
      adult: person.adult,
      gender: person.gender,
      id: person.id,
      known_for_department: person.known_for_department,
      name: person.name,
      original_name: row.original_name ?? person.name,
      popularity: person.popularity,
      profile_path: person.profile_path,
    };
  }

  return {
    titleCredits(media, id) {
      const cast: CastMember[] = [];
      const crew: CrewMember[] = [];
      for (const row of titleCreditRows.all(media, id)) {
        if (row.kind === 'cast') {
          const castIdField =
            media === 'movie' && row.cast_id !== null ? { cast_id: row.cast_id } : {};
          cast.push({
            ...creditPerson(row),
            ...castIdField,
            character: row.character ?? '',
            credit_id: row.credit_id,
            order: row.ord,
          });
        } else {
          crew.push({
            ...creditPerson(row),
            credit_id: row.credit_id,
            department: row.department ?? '',
            job: row.job ?? '',
          });
        }
      }
      return { cast, crew };
    },

    personCombinedCredits(id) {
      const cast: CombinedCastCredit[] = [];
      const crew: CombinedCrewCredit[] = [];
      for (const row of personCreditRows.all(id)) {
        const item = items.titleItem(row.media_type, row.json);
        const tvFields =
          row.media_type === 'tv' && row.episode_count !== null
            ? { episode_count: row.episode_count }
            : {};
        if (row.kind === 'cast') {
          const orderField = row.media_type === 'movie' ? { order: row.ord } : {};
          cast.push({
            ...item,
            character: row.character ?? '',
            credit_id: row.credit_id,
            ...orderField,
            ...tvFields,
            media_type: row.media_type,
          } as CombinedCastCredit);
        } else {
          crew.push({
            ...item,
            credit_id: row.credit_id,
            department: row.department ?? '',
            job: row.job ?? '',
            ...tvFields,
            media_type: row.media_type,
          } as CombinedCrewCredit);
        }
      }
      return { cast, crew };
    },
  };
}
