import type { CreditRow } from './catalogue-writer.js';
import { titleCredits } from './generated-credits.js';
import type { CastingPool } from './generated-people.js';
import { seededRandom } from './seeded-random.js';

// The first part's leads come back in every later part, in the same roles: as many as this.
const RECURRING_LEADS = 3;

/** Movie `id`'s cast and crew, as the generator draws them from its own stream. */
export function movieCredits(context: CastingPool, id: number, popularity: number): CreditRow[] {
  return titleCredits(
    context,
    seededRandom(`${context.seed}:movie-credits:${id}`),
    'movie',
    id,
    popularity,
  ).rows;
}

/**
 * A later part's credits with its first part's leads in its first roles: each keeps its row's
 * credit id and order and takes the lead and the character. A lead the part had cast elsewhere
 * is not listed twice.
 */
export function withRecurringLeads(rows: CreditRow[], firstPartRows: CreditRow[]): CreditRow[] {
  const leads = firstPartRows
    .filter((row) => row.kind === 'cast')
    .sort((a, b) => a.ord - b.ord)
    .slice(0, RECURRING_LEADS);
  const leadIds = new Set(leads.map((lead) => lead.person_id));
  let castIndex = 0;
  const result: CreditRow[] = [];
  for (const row of rows) {
    if (row.kind !== 'cast') {
      result.push(row);
      continue;
    }
    const lead = leads[castIndex];
    castIndex += 1;
    if (lead !== undefined)
      result.push({ ...row, person_id: lead.person_id, character: lead.character });
    else if (!leadIds.has(row.person_id)) result.push(row);
  }
  return result;
}
