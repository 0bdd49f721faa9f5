import { startPrivateAuthEmulator } from '../scripts/lib/private-auth-emulator.js';
import { ensureCatalogue } from './lib/catalogue-files.js';
import { parseMode } from './lib/bench-mode.js';
import { RunningSet } from './lib/import-bench-stack.js';
import { inFreshBrowser } from './lib/import-browser-runs.js';
import { catalogueMovies } from './lib/import-catalogue-movies.js';
import { timeImportPage } from './lib/import-page-timing.js';
import { trackerShows, writeTraktExport, writeTvTimeExport, TV_TIME_PASSWORD } from './lib/import-tracker-exports.js';
import { BENCH_PROJECT, benchIdentity, startMarquee } from './lib/marquee-process.js';
import { writeFileSync } from 'node:fs';

const mode = parseMode(['--quick']);
const port = mode.ports.web + 5;
const running = new RunningSet();
const db = ensureCatalogue('default', undefined, console.log);
const emulator = running.keep(await startPrivateAuthEmulator(mode.ports.authEmulator, BENCH_PROJECT));
const identity = benchIdentity(mode.ports.authEmulator);
const freshMarquee = () => startMarquee(port, db, identity);
let n = 0;
const newMember = () => emulator.signUp(`dbg-${Date.now()}-${(n += 1)}@example.com`);
const [trakt, tvtime] = await running.using(freshMarquee(), async (marquee) => {
  const headers = { authorization: `Bearer ${await newMember()}` };
  const shows = await trackerShows(marquee.origin, headers);
  const ids = shows.map((s) => s.id);
  console.log('shows', shows.length, 'distinct', new Set(ids).size);
  const movies = await catalogueMovies(marquee.origin, headers, 5000);
  return [await writeTraktExport(shows, movies), await writeTvTimeExport(shows)];
});
writeFileSync('/tmp/trakt-bench.zip', trakt.buffer);
writeFileSync('/tmp/tvtime-bench.zip', tvtime.buffer);
const which = process.argv[2] === 'trakt' ? trakt : tvtime;
try {
  await inFreshBrowser(
    { running, freshMarquee, chromePath: '/usr/bin/chromium', debuggingPort: port + 1, emulatorOrigin: `http://${emulator.host}` },
    async ({ context }, origin) => {
      context.on('page', (page) => {
        page.on('console', (m) => console.log('console:', m.text()));
        page.on('pageerror', (e) => console.log('pageerror:', e.message));
      });
      try {
        const page = await context.newPage();
        await page.goto(`${origin}/settings`);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => {
          (window as any).lt = [];
          new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask' });
        });
        const section = page.getByRole('region', { name: 'Import' });
        await section.getByLabel('Import file').setInputFiles([which]);
        if (which === tvtime) await section.getByLabel('Zip password (if it has one)').fill(TV_TIME_PASSWORD);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        const t0 = await page.evaluate(() => performance.now());
        await section.getByRole('button', { name: 'Preview' }).click();
        await section.getByText(/^Matched: /).waitFor({ timeout: 60000 });
        const t1 = await page.evaluate(() => performance.now());
        await section.getByRole('button', { name: 'Import', exact: true }).click();
        await section.getByText(/^(Added|Nothing)/).waitFor({ timeout: 60000 });
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
        console.log('t0', Math.round(t0), 'preview shown', Math.round(t1), 'long tasks', JSON.stringify(await page.evaluate(() => (window as any).lt)));
      } catch (e) {
        console.log('failed', (e as Error).message);
        for (const page of context.pages()) await page.screenshot({ path: '/tmp/shots/tv.png', fullPage: true });
      }
    },
  );
} finally {
  await running.stopAll();
}
process.exit(0);
