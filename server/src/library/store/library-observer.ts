/** The PostgreSQL pool's connections at one moment (node-postgres's own counters). */
export interface PoolUse {
  /** Open connections, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection, the pool being full. */
  waiting: number;
}

/** What the library database tells the metrics; it knows nothing of how they are kept. */
export interface LibraryObserver {
  /** Every statement the store runs, through Kysely's log: how long it took, and whether it failed. */
  queried(durationMs: number, failed: boolean): void;
  /** The pool's use, read whenever the metrics are (once, as a PostgreSQL library opens; SQLite has no pool). */
  watchPool(use: () => PoolUse): void;
}
