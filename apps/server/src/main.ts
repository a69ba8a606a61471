import { filesDir, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { buildMissingEditions } from './jobs/epaper/build-editions.ts';
import { scheduleEditions } from './jobs/epaper/schedule.ts';
import { isEmpty, seed } from './jobs/seed/index.ts';
import { loggerOptions } from './logging.ts';
import { scheduleIngest } from './services/newsroom/ingest-schedule.ts';
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
const app = await buildApp({ config, db: database.db, filesDir: filesDir(config), logger });
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
  await seed({ db: database.db, filesDir: filesDir(config), log, epapers: false });
}

await app.listen({ host: config.HOST, port: config.PORT });
const shownHost = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
app.log.info(`Vaarta is serving on http://${shownHost}:${config.PORT} (${database.kind} database)`);

const editions = scheduleEditions({
  at: config.EPAPER_BUILD_AT,
  build: (signal) =>
    buildMissingEditions({
      db: database.db,
      filesDir: filesDir(config),
      log: (m) => app.log.info(m),
      signal,
    }),
  onError: (error) => app.log.error({ err: error }, 'e-paper: the build failed'),
});

// The newsroom's feeds: new items come in as drafts (docs/product/newsroom.md).
const feeds =
  config.INGEST_INTERVAL_MINUTES > 0
    ? scheduleIngest({
        everyMs: config.INGEST_INTERVAL_MINUTES * 60_000,
        run: async (signal) => {
          const runs = await app.services.ingest.runAll(signal);
          const created = runs.reduce((sum, run) => sum + run.created, 0);
          if (created > 0) app.log.info(`feeds: ${created} new drafts from ${runs.length} feeds`);
        },
        onError: (error) => app.log.error({ err: error }, 'feeds: the import failed'),
      })
    : null;

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await Promise.all([app.drained(10_000), editions.stop(), feeds?.stop()]);
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
