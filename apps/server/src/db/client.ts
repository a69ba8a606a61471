import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { ConstructorOptions as JobQueueConnection } from 'pg-boss';
import { timePgliteQueries, timeQueries } from './query-timing.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute`, which both drivers answer as `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Ends a pool and waits until every connection is really closed: `pool.end()` alone resolves
 * while connections are still saying goodbye, which a dropped database then interrupts.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** How the job queue (lib/job-queue.ts) reaches the same database. */
  jobQueueConnection: JobQueueConnection;
  /** The embedded database's data directory as a tarball, for `from` (PGlite only). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/**
 * PGlite's buffer cache, held in the process's own memory (PostgreSQL's default is 128 MB). Pages
 * it does not hold are read from the operating system's file cache, which is not the process's.
 */
const PGLITE_SHARED_BUFFERS = '16MB';
/** The job queue's connections per server: its workers, its upkeep and one to LISTEN on. */
const JOB_QUEUE_POOL_SIZE = 3;

/**
 * PostgreSQL through a connection pool when a URL is given; otherwise the embedded PGlite,
 * file-backed in `dataDir` (or in memory when `dataDir` is null, for tests). Same schema and
 * migrations either way; only the driver differs.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  /** A PGlite data directory to start from, as `dumpDataDir` gave it (tests start seeded). */
  from?: Blob;
  poolSize?: number;
  /**
   * Called when a pooled connection dies, idle or in use (the server restarted, an administrator
   * ended it). Without a listener such an error would stop the process; the pool reconnects.
   */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the database is away, a request waits this long for a connection, then answers
      // 503 rather than hanging; the pool keeps trying, so it recovers by itself.
      connectionTimeoutMillis: 3_000,
    });
    const connectionLost =
      options.onConnectionLost ??
      ((error: Error) => console.error(`database: a connection was lost: ${error.message}`));
    pool.on('error', connectionLost);
    pool.on('connect', (client) => {
      // A connection in use can die between two queries (a restart): without a listener its
      // 'error' event would end the process. The query waiting on it fails and the pool drops it.
      client.on('error', connectionLost);
      timeQueries(client);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrate(db as never, { migrationsFolder }),
      // A small pool of its own: workers polling never wait behind readers' queries.
      jobQueueConnection: { connectionString: options.url, max: JOB_QUEUE_POOL_SIZE },
      close: () => endPool(pool),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { fromPglite } = await import('pg-boss');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.from,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  timePgliteQueries(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    jobQueueConnection: { db: fromPglite(client), backend: 'pglite' },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
