import type { Row } from './report-table.js';

/** What run-bench gives a part that runs its own Marquee, private auth emulator and Chromium. */
export interface BrowserPartOptions {
  /** The Marquee server's port; the next one is Chromium's debugging port. */
  port: number;
  /** The bench's private auth emulator (not the launcher's 9099). */
  emulatorPort: number;
  catalogueDb: string;
  chromePath: string;
  log: (line: string) => void;
  registerCleanup: (cleanup: () => Promise<void>) => void;
}

/** What a part gives back: rows of the table, notes under it, and its figures for the JSON. */
export interface BenchPartResult<Data = unknown> {
  rows: Row[];
  notes: string[];
  data: Data;
}
