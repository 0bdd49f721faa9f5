import type { ImportMatchRow, MarqueeExport } from '@marquee/tmdb-types/library-transfer';
import { z } from '../../lib/zod';
import { isDay } from './csv-columns';
import { ImportFileError } from './import-file-error';
import { parseJson, pathText } from './json-file';
import {
  emptyImport,
  type ImportListHead,
  type ParsedImport,
  type RowSource,
} from './import-records';

/*
 * Marquee's own JSON export (GET /3/account/{id}/export), checked whole before anything is read
 * from it: it imports back exactly, titles by their catalogue id, with every date kept.
 */

const moment = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'not a date and time (ISO 8601)',
  });
const day = z.string().refine(isDay, { message: 'not a date (YYYY-MM-DD)' });
const rating = z
  .number()
  .refine((value) => value >= 0.5 && value <= 10 && Number.isInteger(value * 2), {
    message: 'not a rating from 0.5 to 10 in steps of 0.5',
  });

const exportTitle = z.object({
  media_type: z.enum(['movie', 'tv']),
  media_id: z.number().int().positive(),
  title: z.string(),
  year: z.number().int().nullable(),
});

const markedTitle = exportTitle.extend({ added_at: moment });

const wholeNumber = (least: number) => z.number().int().min(least);

const marqueeExportSchema = z.object({
  format: z.literal('marquee-library'),
  version: z.literal(1),
  exported_at: moment,
  // Checked, not imported (docs/library-api.md); an export made before My services has none of
  // them, and one made before the display settings none of those: not chosen.
  settings: z.object({
    display_name: z.string().nullable(),
    hide_watched: z.boolean(),
    watch_region: z.string().nullable().default(null),
    watch_providers: z.array(z.number().int().positive()).default([]),
    count_rent_buy: z.boolean().default(false),
    only_my_services: z.boolean().default(false),
    language: z.string().nullable().default(null),
    theme: z.enum(['dark', 'light', 'system']).nullable().default(null),
    keyboard_shortcuts: z.boolean().nullable().default(null),
  }),
  watchlist: z.array(markedTitle),
  favorites: z.array(markedTitle),
  ratings: z.array(exportTitle.extend({ rating, rated_at: moment })),
  diary: z.array(
    exportTitle.extend({
      watched_on: day,
      rating: rating.nullable(),
      note: z.string().nullable(),
      logged_at: moment,
    }),
  ),
  lists: z.array(
    z.object({
      name: z.string().min(1),
      description: z.string(),
      public: z.boolean(),
      created_at: moment,
      items: z.array(markedTitle),
    }),
  ),
  // An export made before episode progress has neither.
  shows: z
    .array(
      exportTitle.extend({
        media_type: z.literal('tv'),
        status: z.enum(['watching', 'paused', 'dropped']),
        cycle: wholeNumber(1),
        started_at: moment,
        updated_at: moment,
      }),
    )
    .default([]),
  episode_watches: z
    .array(
      z.object({
        show_id: z.number().int().positive(),
        season_number: wholeNumber(0),
        episode_number: wholeNumber(1),
        cycle: wholeNumber(1),
        rewatch: wholeNumber(0),
        watched_on: day,
        logged_at: moment,
      }),
    )
    .default([]),
  // An export made before episode ratings were carried has none.
  episode_ratings: z
    .array(
      z.object({
        show_id: z.number().int().positive(),
        season_number: wholeNumber(0),
        episode_number: wholeNumber(1),
        rating,
        rated_at: moment,
      }),
    )
    .default([]),
  // Checked, not imported, like the settings; an export made before saved filters has none.
  saved_filters: z
    .array(
      z.object({
        name: z.string().min(1),
        media_type: z.enum(['movie', 'tv']),
        query: z.string(),
        pinned: z.boolean(),
        created_at: moment,
      }),
    )
    .default([]),
}) satisfies z.ZodType<MarqueeExport>;

export function isMarqueeExportFile(file: string, text: string): boolean {
  return file.toLowerCase().endsWith('.json') || text.trimStart().startsWith('{');
}

export function readMarqueeExport(text: string, file: string): ParsedImport {
  const json = parseJson(text, file);
  if (
    typeof json !== 'object' ||
    json === null ||
    (json as { format?: unknown }).format !== 'marquee-library'
  )
    throw new ImportFileError(
      file,
      undefined,
      "not a Marquee export (no format 'marquee-library').",
    );
  const checked = marqueeExportSchema.safeParse(json);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    const where = issue && issue.path.length > 0 ? `${pathText(issue.path)}: ` : '';
    throw new ImportFileError(
      file,
      undefined,
      `${where}${issue?.message ?? 'not a Marquee export'}.`,
    );
  }
  const data = checked.data;
  const parsed = emptyImport();

  function title(
    entry: z.infer<typeof exportTitle>,
    at: string,
  ): { match: ImportMatchRow; source: RowSource } {
    return {
      match: {
        tmdb_id: entry.media_id,
        media_type: entry.media_type,
        ...(entry.title === '' ? {} : { title: entry.title }),
        ...(entry.year === null ? {} : { year: entry.year }),
      },
      source: { file, at },
    };
  }

  for (const kind of ['watchlist', 'favorites'] as const) {
    data[kind].forEach((entry, index) => {
      parsed.records.push({
        kind,
        title: title(entry, `${kind}[${index}]`),
        added_at: entry.added_at,
      });
    });
  }
  data.ratings.forEach((entry, index) => {
    parsed.records.push({
      kind: 'ratings',
      title: title(entry, `ratings[${index}]`),
      rating: entry.rating,
      rated_at: entry.rated_at,
    });
  });
  data.diary.forEach((entry, index) => {
    parsed.records.push({
      kind: 'diary',
      title: title(entry, `diary[${index}]`),
      watched_on: entry.watched_on,
      rating: entry.rating,
      note: entry.note,
      logged_at: entry.logged_at,
    });
  });
  data.lists.forEach((entry, listIndex) => {
    const list: ImportListHead = {
      name: entry.name,
      description: entry.description,
      created_at: entry.created_at,
    };
    parsed.lists.push(list);
    entry.items.forEach((item, index) => {
      parsed.records.push({
        kind: 'list-item',
        title: title(item, `lists[${listIndex}].items[${index}]`),
        list,
        added_at: item.added_at,
      });
    });
  });
  const shows = new Set<number>();
  data.shows.forEach((entry, index) => {
    shows.add(entry.media_id);
    parsed.records.push({
      kind: 'show',
      title: title(entry, `shows[${index}]`),
      progress: {
        status: entry.status,
        cycle: entry.cycle,
        started_at: entry.started_at,
        updated_at: entry.updated_at,
      },
    });
  });
  // A show only its watches or episode ratings name is matched by its id, where first named.
  function namedShow(showId: number, at: string): void {
    if (shows.has(showId)) return;
    shows.add(showId);
    parsed.records.push({
      kind: 'show',
      title: { match: { tmdb_id: showId, media_type: 'tv' }, source: { file, at } },
    });
  }
  data.episode_watches.forEach((watch, index) => {
    namedShow(watch.show_id, `episode_watches[${index}]`);
  });
  // Numbered as the catalogue numbers them, so asking for their numbers keeps them.
  data.episode_ratings.forEach((entry, index) => {
    const at = `episode_ratings[${index}]`;
    namedShow(entry.show_id, at);
    parsed.episodeRatings.push({
      show: { tmdb_id: entry.show_id, media_type: 'tv' },
      season_number: entry.season_number,
      episode_number: entry.episode_number,
      rating: entry.rating,
      rated_at: entry.rated_at,
      source: { file, at },
    });
  });
  parsed.episodeWatches = data.episode_watches;
  return parsed;
}
