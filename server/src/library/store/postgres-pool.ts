import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { isDatabaseUnavailable } from './database-unavailable.js';
import type { PoolUse } from './library-observer.js';

/** How long PostgreSQL may take before a library call fails as 'unavailable' instead of hanging. */
export interface PostgresTimeouts {
  /** To get a connection, new or from the pool. */
  connectMs: number;
  /** For one statement on the server (statement_timeout), and to wait for a row lock (lock_timeout). */
  statementMs: number;
  /** For any answer: a server or network that went silent without closing the connection. */
  answerMs: number;
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 5_000,
  answerMs: 10_000,
};

// bigint columns (ids, times in milliseconds) and count(*) come as strings by default; every one
// of them is far below 2^53, so a number is exact.
const INT8_OID = 20;
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** "PostgreSQL db.internal:5432/marquee": where, without who or their password. */
export function describePostgresUrl(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname === '' ? 'local socket' : parsed.host}${parsed.pathname}`;
}

// An error PostgreSQL sent (it has a SQLSTATE) leaves the connection usable; a silent or lost one does not.
function breaksConnection(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return !(typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) && isDatabaseUnavailable(error);
}

/**
 * A client whose connection failed is thrown away when released, instead of going back to the pool.
 * node-postgres keeps a connection whose query timed out ("Query read timeout") as if it were
 * fine, with the unanswered query still on it; the next user would wait behind it.
 */
function discardingBroken(client: pg.PoolClient): PostgresPoolClient {
  let broken: unknown;
  function query<R>(
    sql: string,
    parameters: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string')
      return client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    // The rollback after a failed statement would only queue behind the unanswered one.
    if (broken !== undefined) return Promise.reject(broken);
    return (
      client.query(sqlOrCursor, parameters as unknown[]) as unknown as Promise<
        PostgresQueryResult<R>
      >
    ).catch((error: unknown) => {
      if (breaksConnection(error)) broken = error;
      throw error;
    });
  }
  return {
    query,
    release: () => client.release(broken === undefined ? undefined : (broken as Error)),
  };
}

/**
 * node-postgres's pool with time-outs on every wait, for Kysely. The pool reconnects by itself:
 * a connection that fails is dropped, and the next call opens a new one.
 */
export function openPostgresPool(
  url: string,
  options: { timeouts: PostgresTimeouts; size: number; warn: (message: string) => void },
): PostgresPool & { use(): PoolUse } {
  const { timeouts } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.size,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.statementMs,
    query_timeout: timeouts.answerMs,
    // A transaction left open by a client that died must not hold its locks for long.
    idle_in_transaction_session_timeout: timeouts.answerMs,
    keepAlive: true,
    types: typeParsers,
  });
  // Without a listener, an idle connection that PostgreSQL closes (a restart, a fail-over) would
  // end the process; the pool has dropped it already and opens another when one is needed.
  pool.on('error', (error) => options.warn(`an idle connection was lost (${error.message})`));
  return {
    connect: async () => discardingBroken(await pool.connect()),
    end: () => pool.end(),
    use: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
