import { isServerRendered, scriptsToAnnounce } from './lib/server-state';
import './styles/tokens.css';
import './styles/global.css';

/*
 * index.html's script (about 1.4 KB compressed): it decides when the app's scripts (main.tsx) load.
 *
 * On the app shell (a members' page the server left to the scripts, or no server render) at once:
 * nothing is on screen until they run. On a page the server rendered, once the page's images are
 * in (the load event) and drawn: the visitor already sees the page, and on a slow link the scripts
 * would only take bandwidth from the images on screen. Then every file the app and the page's
 * route need is announced together, so they arrive in one round, not one import after another.
 */

/** However slow an image is, the page does not stay without its scripts longer than this. */
const LONGEST_WAIT_MS = 3000;

function loadApp(): void {
  for (const url of scriptsToAnnounce(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
  void import('./main');
}

/** After the next frame is painted: a loaded image is on screen only once a frame draws it. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

function whenPageLoaded(then: () => void): void {
  if (document.readyState === 'complete') return afterNextPaint(then);
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    then();
  };
  window.addEventListener('load', () => afterNextPaint(once), { once: true });
  setTimeout(once, LONGEST_WAIT_MS);
}

if (isServerRendered(document)) whenPageLoaded(loadApp);
else loadApp();
