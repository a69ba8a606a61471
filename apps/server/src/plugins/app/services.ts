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
 * other plugins use them from there, never construct their own. The timer of scheduled stories is
 * armed when the server is ready and stopped when it closes.
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
      onTimerError: (error) => app.log.error({ err: error }, 'scheduled stories: the timer failed'),
    });
    app.decorate('services', services);
    app.addHook('onReady', () => services.publishTimer.arm());
    app.addHook('onClose', async () => services.publishTimer.stop());
  },
  { name: 'services', dependencies: ['config', 'db', 'media', 'passwords', 'mailer', 'counters'] },
);
