import fp from 'fastify-plugin';
import { createServices, type Services } from '../../services/create-services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The rules of each area, built once by `createServices` from the app's capabilities (database,
 * password hasher, mailer, counters, the media store) and decorated on the instance: routes and
 * other plugins use them from there, never construct their own. A change to the news is announced
 * to the other servers, and theirs drop this server's caches (plugins/app/changes.ts).
 */
export default fp(
  async (app) => {
    const services = createServices({
      db: app.db,
      passwords: app.passwords,
      hashSlots: app.hashSlots,
      mailer: app.mailer,
      counters: app.counters,
      media: app.media,
      config: app.config,
      jobs: app.jobs,
      announceChange: () => app.changes.announce(),
      logFailure: (error, what) => app.log.error({ err: error }, `${what} failed`),
    });
    app.changes.onOthers(() => services.news.dropCaches());
    app.decorate('services', services);
  },
  {
    name: 'services',
    dependencies: ['config', 'db', 'media', 'passwords', 'mailer', 'counters', 'jobs', 'changes'],
  },
);
