import type { ImportMatchRow } from '@marquee/tmdb-types/library-transfer';
import type { ImportRecord, ImportShowProgress, RowSource } from './import-records';

/*
 * The shows of a TV Time export, gathered from every file that names one (by TheTVDB id, or by
 * name in the oldest files), then turned into records once all are read: one `show` record per
 * show watched or followed, whose match row every play of the show shares.
 *
 * What TV Time says of a show, and what Marquee makes of it:
 * - followed → progress "watching", even with nothing watched yet: TV Time listed such a show in
 *   its watch list with its first episode to watch, as Up next does. (trakt-web puts it on the
 *   watchlist instead, having no progress to put it in.)
 * - archived → progress "dropped": the person stopped watching it. Not on the watchlist.
 * - "for later" → the watchlist; with episodes watched, the progress is "paused", since the
 *   person put it aside; without any, no progress, as Up next would otherwise offer it.
 * - favourite (user_tv_show_data.csv) → favourites.
 * Several files say whether a show is followed: v2's user-series rows first, then
 * followed_tv_show.csv (follows older than v2's flags), user_tv_show_data.csv, and v1's follow
 * rows; the first that says anything decides.
 */

/** The files that say a show is followed, the one trusted most first. */
export type TvTimeFollowFile =
  'tracking-v2' | 'followed-shows' | 'user-show-data' | 'tracking-v1' | 'my-data-series';

const followRank: Record<TvTimeFollowFile, number> = {
  'tracking-v2': 0,
  'followed-shows': 1,
  'user-show-data': 2,
  'tracking-v1': 3,
  'my-data-series': 4,
};

export interface TvTimeFollow {
  file: TvTimeFollowFile;
  archived: boolean;
  /** When it was followed. */
  at?: string;
  /** When the follow last changed (archived, for instance). */
  updatedAt?: string;
  source: RowSource;
}

export interface TvTimeShow {
  /** Shared by the show's record and every play of it, so the show is matched once. */
  match: ImportMatchRow;
  /** The first row that named it. */
  source: RowSource;
  plays: number;
  /** An episode of it is rated: the show is matched even with no play. */
  rated?: boolean;
  firstPlay?: string;
  lastPlay?: string;
  follow?: TvTimeFollow;
  forLater?: { source: RowSource; at?: string };
  favorite?: RowSource;
}

/** The earlier of two instants (ISO 8601 in UTC compare as text). */
function earlier(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a <= b ? a : b;
}

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a >= b ? a : b;
}

function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export class TvTimeShows {
  private readonly byKey = new Map<string, TvTimeShow>();
  private readonly idsByName = new Map<string, number>();

  private get(key: string, match: ImportMatchRow, source: RowSource): TvTimeShow {
    let show = this.byKey.get(key);
    if (!show) {
      show = { match, source, plays: 0 };
      this.byKey.set(key, show);
    }
    return show;
  }

  /** The show of this TheTVDB id; the first name a file gives it is its title. */
  byTvdbId(tvdbId: number, name: string, source: RowSource): TvTimeShow {
    const show = this.get(`tvdb:${tvdbId}`, { media_type: 'tv', tvdb_id: tvdbId }, source);
    if (name !== '') {
      if (show.match.title === undefined) show.match.title = name;
      if (!this.idsByName.has(nameKey(name))) this.idsByName.set(nameKey(name), tvdbId);
    }
    return show;
  }

  /** IMDb's id, which "export my data" gives some shows: matched before TheTVDB's. */
  withImdbId(show: TvTimeShow, imdbId: string): TvTimeShow {
    if (/^tt\d{7,}$/.test(imdbId) && show.match.imdb_id === undefined) show.match.imdb_id = imdbId;
    return show;
  }

  /** A show the oldest files name only by its name: by the id another file gives that name. */
  byName(name: string, source: RowSource): TvTimeShow {
    const tvdbId = this.idsByName.get(nameKey(name));
    if (tvdbId !== undefined) return this.byTvdbId(tvdbId, name, source);
    return this.get(`name:${nameKey(name)}`, { media_type: 'tv', title: name }, source);
  }

  played(show: TvTimeShow, at: string): void {
    show.plays += 1;
    show.firstPlay = earlier(show.firstPlay, at);
    show.lastPlay = later(show.lastPlay, at);
  }

  rated(show: TvTimeShow): void {
    show.rated = true;
  }

  /** A file's word on the follow; a file trusted more than the one heard before replaces it. */
  followed(show: TvTimeShow, follow: TvTimeFollow): void {
    if (!show.follow || followRank[follow.file] < followRank[show.follow.file])
      show.follow = follow;
  }

  /** The records the shows bring, once every file is read. `now` dates a follow no file dates. */
  records(now: string): ImportRecord[] {
    const records: ImportRecord[] = [];
    for (const show of this.byKey.values()) {
      const title = { match: show.match, source: show.source };
      const archived = show.follow?.archived === true;
      if (show.forLater && !archived) {
        const entry: ImportRecord = {
          kind: 'watchlist',
          title: { match: show.match, source: show.forLater.source },
        };
        if (show.forLater.at !== undefined) entry.added_at = show.forLater.at;
        records.push(entry);
      }
      const progress = showProgress(show, now);
      if (progress) records.push({ kind: 'show', title, progress });
      else if (show.plays > 0 || show.rated) records.push({ kind: 'show', title });
      if (show.favorite)
        records.push({ kind: 'favorites', title: { match: show.match, source: show.favorite } });
    }
    return records;
  }
}

function showProgress(show: TvTimeShow, now: string): ImportShowProgress | undefined {
  const { follow } = show;
  if (!follow) return undefined;
  if (follow.archived) return progress('dropped', show, follow, now);
  if (show.forLater) return show.plays > 0 ? progress('paused', show, follow, now) : undefined;
  return progress('watching', show, follow, now);
}

function progress(
  status: ImportShowProgress['status'],
  show: TvTimeShow,
  follow: TvTimeFollow,
  now: string,
): ImportShowProgress {
  const started = earlier(follow.at, show.firstPlay) ?? now;
  const updated = later(later(follow.updatedAt, show.lastPlay), started) ?? started;
  return { status, cycle: 1, started_at: started, updated_at: updated };
}
