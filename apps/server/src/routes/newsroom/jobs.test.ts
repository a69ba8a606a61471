import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '@vaarta/core/entities/background-jobs';
import { JobQueue, type JobDefinition } from '../../lib/job-queue.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signedInReader } from '../../test/readers.ts';
import { callApi, signedInStaff, type SignedInStaff } from '../../test/staff.ts';

let server: TestServer;
/** A second server's queue on the same database. */
let other: JobQueue;
let editor: SignedInStaff;

beforeAll(async () => {
  server = await startTestServer();
  other = new JobQueue(server.database.jobQueueConnection, (error) => {
    throw error;
  });
  await other.start();
  editor = await signedInStaff(server, 'editor');
});
afterAll(async () => {
  await other?.stop();
  await server?.close();
});

const settled = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function job(name: string, run: JobDefinition['run']): JobDefinition {
  return {
    name,
    policy: 'short',
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    run,
  };
}

async function statusOf(name: string): Promise<BackgroundJob> {
  const response = await callApi(server, 'GET', '/newsroom/jobs', editor);
  expect(response.statusCode).toBe(200);
  const items = response.json().result.items as BackgroundJob[];
  return items.find((item) => item.name === name)!;
}

describe('background jobs', () => {
  it('runs each job sent once, whichever of two servers takes it', async () => {
    const runs: string[] = [];
    const counting = (where: string) =>
      job('test-once', async (data) => {
        runs.push(`${where}:${(data as { n: number }).n}`);
      });
    await server.jobs.define(counting('first'));
    await other.define(counting('second'));
    for (let n = 0; n < 20; n++) {
      await server.jobs.send('test-once', { n }, { singletonKey: String(n) });
    }
    await expect.poll(() => runs.length, { timeout: 15_000, interval: 200 }).toBe(20);
    await settled(1500);
    const numbers = runs.map((run) => Number(run.split(':')[1])).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array(20).keys()]);
    const status = await statusOf('test-once');
    expect(status.lastRun?.state).toBe('completed');
    expect(status.failures).toBe(0);
  });

  it('retries a failed run, and shows the newsroom the failure and the next run', async () => {
    let attempts = 0;
    await server.jobs.define(
      job('test-flaky', async () => {
        attempts += 1;
        if (attempts < 2) throw new Error('the feed did not answer');
      }),
    );
    await server.jobs.send('test-flaky', {});
    await expect.poll(() => attempts, { timeout: 15_000, interval: 200 }).toBe(2);
    await expect
      .poll(async () => (await statusOf('test-flaky')).lastRun?.state, { timeout: 5_000 })
      .toBe('completed');

    await server.jobs.define(
      job('test-broken', async () => {
        throw new Error('the printer is out of paper');
      }),
    );
    await server.jobs.send('test-broken', {});
    await expect
      .poll(async () => (await statusOf('test-broken')).failures, { timeout: 20_000 })
      .toBe(1);
    const broken = await statusOf('test-broken');
    expect(broken.lastRun).toMatchObject({
      state: 'failed',
      error: 'the printer is out of paper',
    });

    const at = new Date(Date.now() + 3_600_000);
    await server.jobs.send('test-broken', {}, { startAfter: at });
    expect((await statusOf('test-broken')).nextRun).toBe(at.toISOString());
  }, 40_000);

  it('shows a recurring job its next occurrence', async () => {
    await server.jobs.define({
      ...job('test-daily', async () => {}),
      every: { rule: '0 5 * * *', tz: 'Asia/Kolkata' },
    });
    const status = await statusOf('test-daily');
    expect(status.every).toBe('0 5 * * *');
    // 05:00 India time is 23:30 UTC.
    expect(status.nextRun).toMatch(/T23:30:00\.000Z$/);
  });

  it('is for staff only', async () => {
    expect((await callApi(server, 'GET', '/newsroom/jobs')).statusCode).toBe(401);
    const reader = await signedInReader(server);
    expect((await callApi(server, 'GET', '/newsroom/jobs', reader)).statusCode).toBe(403);
  });
});
