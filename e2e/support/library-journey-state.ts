import type { Page } from '@playwright/test';
import type { LibraryServer } from './library-server.js';
import type { JourneyTitle } from './library-ui.js';

/** What the journey did, for the later steps to check. */
export interface Journey {
  page: Page;
  server: LibraryServer;
  /** Watchlisted from its card by keyboard; later in the list. */
  keyboardMovie: JourneyTitle;
  /** Favourited from its card by hover; later in the list. */
  hoverMovie: JourneyTitle;
  /** Everything done on its details page. */
  detailsMovie: JourneyTitle;
  /** Watchlisted from its card by hover. */
  show: JourneyTitle;
  /** The browser's today and a day in an earlier month, the two watches' days. */
  today: string;
  earlier: string;
  listName: string;
}
