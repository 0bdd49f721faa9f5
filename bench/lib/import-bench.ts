import { startPrivateAuthEmulator } from '../../scripts/lib/private-auth-emulator.js';
import type { BenchPartResult, BrowserPartOptions } from './bench-part.js';
import { RunningSet } from './import-bench-stack.js';
import { importRows } from './import-bench-table.js';
import type { ImportBenchFigures } from './import-bench-table.js';
import { runImportInBrowser } from './import-browser-runs.js';
import { catalogueMovies } from './import-catalogue-movies.js';
import { rowsIn, writeLetterboxdExport } from './import-letterboxd-export.js';
import type { LetterboxdExport } from './import-letterboxd-export.js';
import { runImportOverHttp } from './import-http-runs.js';
import { trackerShows, writeTraktExport, writeTvTimeExport } from './import-tracker-exports.js';
import { runTrackerImports } from './import-tracker-runs.js';
import { BENCH_PROJECT, benchIdentity, startMarquee } from './marquee-process.js';

// The default catalogue's movies, all of them: the export names each once.
const MOVIES = 5_000;

export interface ImportBenchOptions extends BrowserPartOptions {
  quick: boolean;
  /** Without the runs in Chromium (`--skip-web`): only the requests over HTTP. */
  skipBrowser: boolean;
}

/**
 * The import of a 10,000-row Letterboxd export: in Chromium on /settings (timed from the clicks,
 * with the main thread's long tasks, and clicks on another page meanwhile), then the same file's
 * requests over HTTP on SQLite and PostgreSQL. Each run is a new member on a fresh server, so no
 * title of the file is remembered yet; its own private emulator, servers and browsers.
 */
export async function runImportBench(
  options: ImportBenchOptions,
): Promise<BenchPartResult<ImportBenchFigures>> {
  const { log, port } = options;
  const runs = options.quick ? 1 : 3;
  const notes: string[] = [];
  const running = new RunningSet();
  options.registerCleanup(() => running.stopAll());
  try {
    const emulator = running.keep(
      await startPrivateAuthEmulator(options.emulatorPort, BENCH_PROJECT),
    );
    const identity = benchIdentity(options.emulatorPort);
    const freshMarquee = () => startMarquee(port, options.catalogueDb, identity);
    let members = 0;
    const newMember = () =>
      emulator.signUp(`bench-import-${Date.now()}-${(members += 1)}@example.com`);

    const exported: LetterboxdExport = await running.using(freshMarquee(), async (marquee) => {
      const headers = { authorization: `Bearer ${await newMember()}` };
      return writeLetterboxdExport(await catalogueMovies(marquee.origin, headers, MOVIES));
    });
    const sizes = exported.files.map(
      (file) => `${file.name} ${(file.buffer.length / 1024).toFixed(0)} KB`,
    );
    log(`  import: ${rowsIn(exported).toLocaleString('en')} rows (${sizes.join(', ')})`);

    const figures: ImportBenchFigures = { rows: rowsIn(exported), http: {} };
    if (options.skipBrowser) notes.push('Import in Chromium skipped (--skip-web).');
    else
      figures.browser = await runImportInBrowser({
        runs,
        running,
        freshMarquee,
        chromePath: options.chromePath,
        debuggingPort: port + 1,
        emulatorOrigin: `http://${emulator.host}`,
        files: exported.files,
        log,
        notes,
      });
    if (!options.skipBrowser) {
      const [trakt, tvtime] = await running.using(freshMarquee(), async (marquee) => {
        const headers = { authorization: `Bearer ${await newMember()}` };
        const shows = await trackerShows(marquee.origin, headers);
        const movies = await catalogueMovies(marquee.origin, headers, MOVIES);
        return [await writeTraktExport(shows, movies), await writeTvTimeExport(shows)];
      });
      log(
        `  tracker imports: ${trakt.name} ${(trakt.buffer.length / 1024).toFixed(0)} KB, ${tvtime.name} ${(tvtime.buffer.length / 1024).toFixed(0)} KB`,
      );
      figures.trackers = await runTrackerImports({
        runs,
        running,
        freshMarquee,
        chromePath: options.chromePath,
        debuggingPort: port + 1,
        emulatorOrigin: `http://${emulator.host}`,
        trakt,
        tvtime,
        log,
        notes,
      });
    }
    figures.http = await runImportOverHttp({
      runs,
      running,
      port,
      catalogueDb: options.catalogueDb,
      identity,
      freshMarquee,
      newMember,
      exported,
      log,
      notes,
    });
    notes.push(importNote(exported, figures));
    return { rows: importRows(figures), notes, data: figures };
  } finally {
    await running.stopAll();
  }
}

function importNote(exported: LetterboxdExport, figures: ImportBenchFigures): string {
  const preview = figures.browser?.page[0]?.preview;
  const http = figures.http.sqlite?.[0];
  const found = preview
    ? ` The preview said "${preview.matched}", with ${preview.ambiguous} ambiguous titles and ${preview.notFound} not found`
    : http
      ? ` The server matched ${http.matched} of its ${http.titles} titles, ${http.ambiguous} ambiguous and ${http.notFound} not found`
      : '';
  const count = (rows: readonly unknown[]) => rows.length.toLocaleString('en');
  return (
    `Import: Letterboxd's diary.csv, ratings.csv and watchlist.csv (${count(exported.diary)}, ` +
    `${count(exported.ratings)} and ${count(exported.watchlist)} rows), written by the bench from the ` +
    `${MOVIES.toLocaleString('en')} movies of the catalogue's /3/movie/popular, by title and year, ` +
    'an eighth of the diary rewatches.' +
    (found === ''
      ? ''
      : `${found} (the catalogue has namesakes of the same year; none was picked).`) +
    ' Each run: a fresh server (no title remembered yet), a fresh Chromium and a new member ' +
    'logged in through the app; each time from the click event to the first frame that shows ' +
    'the outcome, long tasks by PerformanceObserver. The clicks elsewhere are a second run of ' +
    'the same kind, leaving /settings by the navbar while the titles are matched and again ' +
    'while the import saves. Over HTTP: the match requests of 500 titles, one at a time, and ' +
    'the one import request, as the web app sends them, from Node.'
  );
}
