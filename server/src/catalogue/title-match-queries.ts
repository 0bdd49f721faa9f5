import type Database from 'better-sqlite3';
import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import type { Catalogue } from './catalogue.js';
import { foldText } from './fold-text.js';
import { generatedSeed } from './generated-seed.js';
import {
  episodeOfTvdbId,
  generatedEpisodeTvdbId,
  generatedShowTvdbId,
  showOfTvdbId,
} from './generated-tvdb-id.js';
import type { ListItemQueries } from './list-item-queries.js';

type NamedRow = { json: string };

/**
 * The titles named `@key` (and released within a year of `@year`, when `withYear`), best first, at
 * most `@limit`. Title and original title each have their own index, so this is two index range
 * lookups however large the catalogue; the union keeps a title named both ways once.
 */
export function titlesNamedSql(media: TitleMediaType, withYear: boolean): string {
  const years = withYear ? 'AND year BETWEEN @year - 1 AND @year + 1' : '';
  return `SELECT json FROM ${media} WHERE id IN (
      SELECT id FROM ${media} WHERE search_key = @key ${years}
      UNION SELECT id FROM ${media} WHERE original_key = @key ${years})
    ORDER BY ${withYear ? 'year = @year DESC, ' : ''}popularity DESC, id LIMIT @limit`;
}

/** Statements over one title table, prepared once. */
function prepareFor(db: Database.Database, media: TitleMediaType) {
  return {
    imdbId: db
      .prepare<[number], string | null>(`SELECT imdb_id FROM ${media} WHERE id = ?`)
      .pluck(),
    byImdbId: db
      .prepare<[string], string>(
        `SELECT json FROM ${media} WHERE imdb_id = ? ORDER BY popularity DESC, id LIMIT 1`,
      )
      .pluck(),
    named: db.prepare(titlesNamedSql(media, false)),
    namedInYears: db.prepare(titlesNamedSql(media, true)),
  };
}

/**
 * IMDb and TheTVDB ids and exact names: how imported rows from elsewhere find their titles. The
 * TheTVDB ids are a generated catalogue's own (generated-tvdb-id.ts), given while its shows have
 * plans; a catalogue anything was imported into keeps none (TMDB's are in the external_ids the
 * importer reads for IMDb ids alone, and the file has no column for them), so there they are null.
 */
export function createTitleMatchQueries(
  db: Database.Database,
  items: Pick<ListItemQueries, 'titleItem' | 'detailsJson'>,
  seasons: Pick<Catalogue, 'tvSeasonEpisodes'>,
): Pick<
  Catalogue,
  'externalIds' | 'episodeTvdbId' | 'findByImdbId' | 'findByTvdbId' | 'titlesNamed'
> {
  const statements = { movie: prepareFor(db, 'movie'), tv: prepareFor(db, 'tv') };
  const generated = generatedSeed(db) !== undefined;

  return {
    externalIds(media, id) {
      const imdbId = statements[media].imdbId.get(id);
      if (imdbId === undefined) return undefined;
      return {
        imdb_id: imdbId,
        tvdb_id: generated && media === 'tv' ? generatedShowTvdbId(id) : null,
      };
    },

    episodeTvdbId(id, season, episode) {
      return generated ? generatedEpisodeTvdbId(id, season, episode) : null;
    },

    findByTvdbId(tvdbId, day) {
      if (!generated) return undefined;
      const showId = showOfTvdbId(tvdbId);
      if (showId !== undefined) {
        const json = items.detailsJson('tv', showId);
        return json === undefined
          ? undefined
          : { media_type: 'tv', item: items.titleItem('tv', json) as TvListItem };
      }
      const ref = episodeOfTvdbId(tvdbId);
      if (ref === undefined) return undefined;
      // Only an episode the season lists that day: the same as its own path answers.
      const episode = seasons
        .tvSeasonEpisodes(ref.showId, ref.season, day)
        ?.find((listed) => listed.episode_number === ref.episode);
      return episode === undefined ? undefined : { media_type: 'tv_episode', item: episode };
    },

    findByImdbId(imdbId) {
      const movie = statements.movie.byImdbId.get(imdbId);
      if (movie !== undefined)
        return { media_type: 'movie', item: items.titleItem('movie', movie) as MovieListItem };
      const tv = statements.tv.byImdbId.get(imdbId);
      if (tv !== undefined)
        return { media_type: 'tv', item: items.titleItem('tv', tv) as TvListItem };
      return undefined;
    },

    titlesNamed(media, title, year, limit) {
      const key = foldText(title);
      if (key === '' || limit < 1) return [];
      const rows = (
        year === undefined
          ? statements[media].named.all({ key, limit })
          : statements[media].namedInYears.all({ key, year, limit })
      ) as NamedRow[];
      return rows.map((row) => items.titleItem(media, row.json));
    },
  };
}
