import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import { seed } from '../jobs/seed/index.ts';
import { JobQueue } from '../lib/job-queue.ts';
import { adminQuery, databaseUrl } from './postgres-admin.ts';

/**
 * The migrated, seeded state every test file starts from, made once per run: the seed's files
 * (its pictures) and the database, as a PostgreSQL template database when TEST_DATABASE_URL
 * names a server, else as a dump of the embedded PGlite's data directory.
 */
export interface SeededTemplate {
  filesDir: string;
  /** The database to copy: `CREATE DATABASE … TEMPLATE postgres`, or a PGlite dump to load. */
  postgres?: string;
  pgliteDump?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

let removeTemplate = async () => {};

export async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vaarta-seeded-'));
  const filesDir = path.join(dir, 'files');
  const url = process.env.TEST_DATABASE_URL;
  const template: SeededTemplate = { filesDir };
  let database: Database;
  if (url) {
    const name = `vaarta_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    database = await openDatabase({ url: databaseUrl(url, name), dataDir: null });
    template.postgres = name;
  } else {
    database = await openDatabase({ dataDir: null });
    template.pgliteDump = path.join(dir, 'pglite.tar');
  }
  removeTemplate = async () => {
    if (template.postgres) await adminQuery(url!, `drop database if exists ${template.postgres}`);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await database.migrate();
    await seed({ db: database.db, filesDir, epapers: false });
    // The job queue's own tables, so each test file's copy only starts it.
    const jobs = new JobQueue(database.jobQueueConnection, (error) => {
      throw error;
    });
    await jobs.start();
    await jobs.stop();
    if (template.pgliteDump) {
      const dump = await database.dumpDataDir!();
      await writeFile(template.pgliteDump, Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    // A template database must have no connections left when it is copied.
    await database.close();
  }
  project.provide('seededTemplate', template);
}

export async function teardown() {
  await removeTemplate();
}
