import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * What a fresh process loads while the app is built and ready, as `npm start` builds it (SMTP
 * configured): the packages of every module Node resolved, one line each.
 */
const STARTS_THE_APP = `
import { registerHooks } from 'node:module';
const packages = new Set();
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    const match = /node_modules\\/((@[^/]+\\/)?[^/]+)/.exec(resolved.url);
    if (match) packages.add(match[1]);
    return resolved;
  },
});
const { buildApp } = await import('./src/app.ts');
const { loadConfig } = await import('./src/config.ts');
const { openDatabase } = await import('./src/db/client.ts');
const { JobQueue } = await import('./src/lib/job-queue.ts');
const database = await openDatabase({ dataDir: null });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:9' });
const jobs = new JobQueue(database.jobQueueConnection, () => {});
const app = await buildApp({ config, db: database.db, filesDir: '/nonexistent', jobs });
await app.ready();
await app.close();
await database.close();
console.log([...packages].join('\\n'));
`;

describe('libraries loaded on demand', () => {
  it('are not loaded by building the app', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', STARTS_THE_APP],
      { cwd: `${import.meta.dirname}/../..` },
    );
    const loaded = stdout.trim().split('\n');
    expect(loaded).toContain('fastify');
    for (const library of [
      'sharp',
      'pdfjs-dist',
      'pdfkit',
      '@napi-rs/canvas',
      'nodemailer',
      '@rowanmanning/feed-parser',
      'sanitize-html',
      'htmlparser2',
      'postcss',
      '@fastify/swagger',
      '@fastify/swagger-ui',
      'yaml',
      // Every schema is zod's: Fastify's JSON Schema compilers are never needed.
      '@fastify/ajv-compiler',
      'ajv',
    ]) {
      expect(loaded).not.toContain(library);
    }
  }, 60_000);
});
