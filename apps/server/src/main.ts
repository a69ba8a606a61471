import { filesDir, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { isEmpty, seed } from './jobs/seed/index.ts';
import { startServerJobs } from './jobs/server-jobs.ts';
import { JobQueue } from './lib/job-queue.ts';
import { loggerOptions } from './logging.ts';
import { withDevelopmentVapidKeys } from './services/push/development-vapid-keys.ts';
import { ensureStandardRoles } from './services/roles.ts';

/** `npm start`: migrate, seed an empty database, serve, and stop cleanly on SIGTERM/SIGINT. */
const { config, made: madeVapidKeys } = await withDevelopmentVapidKeys(loadConfig());
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
});
await database.migrate();
await ensureStandardRoles(database.db);

const logger = loggerOptions(config);
const jobs = new JobQueue(database.jobQueueConnection, (error) =>
  console.error(`jobs: ${error.message}`),
);
await jobs.start();
const app = await buildApp({
  config,
  db: database.db,
  filesDir: filesDir(config),
  jobs,
  listen: database.listen,
  logger,
});
if (madeVapidKeys) {
  app.log.info(
    `web push: made VAPID keys for development, kept in ${config.DATA_DIR}/vapid-keys.json; ` +
      `elsewhere set VAPID_PUBLIC_KEY=${config.VAPID_PUBLIC_KEY} VAPID_PRIVATE_KEY=${config.VAPID_PRIVATE_KEY}`,
  );
}

if (config.SEED_ON_START && (await isEmpty(database.db))) {
  app.log.info('empty database: seeding content (first start only)');
  // The e-papers are printed by the schedule below, while the site already serves.
  const log = (m: string) => app.log.info(m);
  await seed({ db: database.db, media: app.media, log, epapers: false });
}

await app.listen({ host: config.HOST, port: config.PORT });
const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
app.log.info(`Vaarta is serving on http://${shownHost}:${config.PORT} (${database.kind} database)`);

// E-paper builds, feed imports, scheduled stories: once across all servers (jobs/server-jobs.ts).
await startServerJobs(app, { config, media: app.media });

/**
 * A graceful stop, so a rolling restart behind a proxy drops nothing: the listener closes at once
 * (the proxy's next connection goes to another server), requests under way finish, a request
 * that still arrives on an open connection gets 503 (which the proxy tries elsewhere), the job
 * runs under way finish or are left for another server, then the database closes.
 */
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await Promise.all([app.drained(10_000), jobs.stop(10_000)]);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
