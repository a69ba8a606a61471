import { filesDir, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { openMediaStore } from '../lib/media/open-media-store.ts';
import { JobQueue } from '../lib/job-queue.ts';
import { argon2Hasher, PRODUCTION_COST } from '../lib/password-hasher.ts';
import { memoryCounters } from '../plugins/app/counters.ts';
import { createMailer } from '../plugins/app/mailer.ts';
import { createServices, type Services } from '../services/create-services.ts';

/**
 * A command-line job's database, migrated, and the services built on it as the server builds
 * them (`createServices`): the same rules, the production password cost, mail as configured (or
 * printed), counters of its own, and the servers' job queue (to send to it; its workers are the
 * servers'). The caller calls `close`.
 */
export async function openJobServices(
  config: Config,
): Promise<{ database: Database; services: Services; close: () => Promise<void> }> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const jobs = new JobQueue(database.jobQueueConnection, (error) => {
    console.error('job queue:', error.message);
  });
  try {
    await jobs.start();
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices({
    db: database.db,
    passwords: argon2Hasher(PRODUCTION_COST),
    mailer: createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: (mail) => console.log(`mail not sent (no SMTP_URL): "${mail.subject}" to ${mail.to}`),
    }),
    counters: memoryCounters(),
    media: openMediaStore(config.MEDIA_STORE, { db: database.db, filesDir: filesDir(config) }),
    config,
    jobs,
    logFailure: (error, what) => console.error(`${what} failed`, error),
  });
  const close = async () => {
    await jobs.stop();
    await database.close();
  };
  return { database, services, close };
}
