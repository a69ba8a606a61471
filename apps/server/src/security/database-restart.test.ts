import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { SERVICE_UNAVAILABLE } from '../plugins/app/errors.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { clientAddress, signedInReader } from '../test/readers.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * The database drops every connection while readers read and write (what a PostgreSQL restart
 * does to a running server): nobody gets a 500, the process keeps running, it recovers within
 * 5 s, and every write acknowledged with a 2xx is in the database afterwards. On PostgreSQL
 * only; only this test file's own database has its connections ended.
 */
describe.skipIf(!url)('the database drops its connections under load', () => {
  let server: TestServer;
  let endConnections: () => Promise<void>;
  beforeAll(async () => {
    server = await startTestServer();
    const [{ name }] = rowsOf<{ name: string }>(
      await server.database.db.execute(sql`select current_database() as name`),
    ) as [{ name: string }];
    endConnections = async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
    };
  });
  afterAll(() => server?.close());

  it('answers 503 meanwhile, recovers by itself and loses no acknowledged write', async () => {
    const reader = await signedInReader(server);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    let sent = 0;
    const worker = async () => {
      while (running) {
        sent += 1;
        const subject = `restart check ${sent}`;
        const [write, read] = await Promise.all([
          server.app.inject({
            method: 'POST',
            url: '/api/feedback',
            payload: { subject, message: 'Still there?' },
            remoteAddress: clientAddress(),
          }),
          server.app.inject({ method: 'GET', url: '/api/auth/profile', headers: reader.auth }),
        ]);
        for (const response of [write, read]) {
          statuses.push(response.statusCode);
          if (response.statusCode === 503) {
            if (response.json().message !== SERVICE_UNAVAILABLE) failures.push(response.body);
          } else if (response.statusCode >= 300) failures.push(response.body);
        }
        if (write.statusCode === 201) acknowledged.push(subject);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    for (let round = 0; round < 3; round++) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await endConnections();
    }
    const lastBlow = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 300));
    running = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(statuses).not.toContain(500);

    let recovered = false;
    while (!recovered && Date.now() - lastBlow < 5_000) {
      const probe = await server.app.inject({
        method: 'GET',
        url: '/api/auth/profile',
        headers: reader.auth,
      });
      recovered = probe.statusCode === 200;
    }
    expect(recovered).toBe(true);

    const stored = rowsOf<{ subject: string }>(
      await server.database.db.execute(
        sql`select subject from feedback where subject like 'restart check %'`,
      ),
    ).map((row) => row.subject);
    expect(acknowledged.filter((subject) => !stored.includes(subject))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);
  });
});
