import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildMissingEditions } from '../services/epaper-print/build-editions.ts';
import { JobQueue } from '../lib/job-queue.ts';
import type { Mailer } from '../lib/mailer.ts';
import { FileMediaStore } from '../lib/media/file-media-store.ts';
import { createMailer } from '../plugins/app/mailer.ts';
import { argon2Hasher, TEST_COST } from '../lib/password-hasher.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

export interface TestServer {
  app: App;
  /**
   * Another app on the same database with more settings (TRUST_PROXY, PUBLIC_URL…), sharing
   * the outbox; closed with the server.
   */
  withSettings(env: Record<string, string>, logger?: AppDeps['logger']): Promise<App>;
  /** Mails the app sent, newest first. */
  outbox: NonNullable<Mailer['outbox']>;
  database: Database;
  /** The database's job queue, started, with no jobs defined (a test defines those it needs). */
  jobs: JobQueue;
  filesDir: string;
  close(): Promise<void>;
}

/**
 * A migrated, seeded database and app for one test file, copied from the state the global setup
 * seeded once (global-setup.ts): in-memory PGlite, or a database of its own on the PostgreSQL
 * server named by TEST_DATABASE_URL (so files can run side by side).
 */
export async function startTestServer(
  options: { epapers?: boolean; env?: Record<string, string>; mailer?: Mailer } = {},
): Promise<TestServer> {
  const template = inject('seededTemplate');
  let database: Database;
  let dropDatabase = async () => {};
  if (template.postgres) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `vaarta_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template.postgres}`);
    // The test database is dropped with its connections at the end; that is expected.
    database = await openDatabase({
      url: databaseUrl(url, name),
      dataDir: null,
      onConnectionLost: () => {},
    });
    dropDatabase = () => adminQuery(url, `drop database if exists ${name} with (force)`);
  } else {
    const dump = new Blob([await readFile(template.pgliteDump!)]);
    database = await openDatabase({ dataDir: null, from: dump });
  }
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-files-'));
  await cp(template.filesDir, filesDir, { recursive: true });
  // The seed's last step, which the shared state leaves out: e-papers take a few seconds.
  if (options.epapers) {
    await buildMissingEditions({ db: database.db, media: new FileMediaStore(filesDir) });
  }
  // The queue's connection errors are expected when a test restarts the database under it (the
  // server logs them, main.ts); a job's own failure shows in the test that runs the job.
  const jobs = new JobQueue(database.jobQueueConnection, () => {});
  await jobs.start();
  const mailer =
    options.mailer ?? createMailer({ from: 'Vaarta <no-reply@vaarta.local>', log: () => {} });
  const startApp = async (env: Record<string, string> = {}, logger?: AppDeps['logger']) => {
    const app = await buildApp({
      logger,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: filesDir, ...options.env, ...env }),
      db: database.db,
      filesDir,
      jobs,
      listen: database.listen,
      hasher: argon2Hasher(TEST_COST),
      mailer,
      // Proofs of work take a test a few milliseconds, not a browser's half second.
      proofOfWork: { min: 500, max: 2_000 },
      // The API alone, whether or not the web app is built: pages are the browser suite's.
      webBuildDir: path.join(filesDir, 'no-web-build'),
    });
    await app.ready();
    return app;
  };
  const app = await startApp();
  const others: App[] = [];
  return {
    app,
    async withSettings(env, logger) {
      const other = await startApp(env, logger);
      others.push(other);
      return other;
    },
    outbox: mailer.outbox ?? [],
    database,
    jobs,
    filesDir,
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await app.close();
      await jobs.stop();
      await database.close();
      await dropDatabase();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
