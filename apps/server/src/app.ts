import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import compression from './plugins/compression.ts';
import drain from './plugins/drain.ts';
import errors from './plugins/errors.ts';
import etag from './plugins/etag.ts';
import openapi from './plugins/openapi.ts';
import securityHeaders from './plugins/security-headers.ts';
import serverTiming from './plugins/server-timing.ts';
import services from './plugins/services.ts';
import staticFiles from './plugins/static-files.ts';
import auth from './plugins/auth.ts';
import counters, { memoryCounters, redisCounters } from './plugins/counters.ts';
import epaperFiles from './plugins/epaper-files.ts';
import mailer, { createMailer, type Mailer } from './plugins/mailer.ts';
import passwords, {
  argon2Hasher,
  PRODUCTION_COST,
  type PasswordHasher,
} from './plugins/passwords.ts';
import rateLimit from './plugins/rate-limit.ts';
import authRoutes from './routes/auth/index.ts';
import devRoutes from './routes/dev/index.ts';
import engagementRoutes from './routes/engagement/index.ts';
import epaperRoutes from './routes/epapers/index.ts';
import subscriptionRoutes from './routes/subscriptions/index.ts';
import { AccountService } from './services/accounts.ts';
import { EngagementService } from './services/engagement.ts';
import { EpaperService } from './services/epapers.ts';
import { PasswordResetService } from './services/password-reset.ts';
import { SubscriptionService } from './services/subscriptions.ts';
import lookupRoutes from './routes/lookups/index.ts';
import mandiRoutes from './routes/mandi/index.ts';
import newsRoutes from './routes/news/index.ts';
import rolesRoutes from './routes/roles/index.ts';
import webApp from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  filesDir: string;
  logger?: FastifyServerOptions['logger'];
  /** Swapped in tests: a cheaper argon2id cost, a mailer that records. */
  hasher?: PasswordHasher;
  mailer?: Mailer;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole server: plugins, the API under /api, media files and the web pages. */
export async function buildApp({ config, db, filesDir, logger, ...deps }: AppDeps) {
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Replies are checked against their schemas in development and tests; in production the
  // types already guarantee their shape and the check would cost a third of a list's CPU time.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );

  await app.register(drain);
  await app.register(errors);
  await app.register(serverTiming);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(etag);
  await app.register(openapi);
  await app.register(services, { db, newsCacheSeconds: config.NEWS_CACHE_SECONDS });
  const redis = config.REDIS_URL ? new (await import('ioredis')).Redis(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const hasher = deps.hasher ?? argon2Hasher(PRODUCTION_COST);
  const mail =
    deps.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      // Without SMTP a mail's text (a reset code) is logged only in development, beside the
      // outbox; a production log says that mail is not configured and never shows the code.
      log: (m) =>
        config.NODE_ENV === 'production'
          ? app.log.warn({ to: m.to, subject: m.subject }, 'mail not sent: SMTP_URL is not set')
          : app.log.info(
              { to: m.to, subject: m.subject, text: m.text },
              'dev outbox: mail not sent (no SMTP_URL)',
            ),
    });
  await app.register(passwords, { hasher });
  await app.register(mailer, { mailer: mail });
  await app.register(counters, { counters: redis ? redisCounters(redis) : memoryCounters() });
  const accounts = new AccountService(db, hasher);
  await app.register(auth, { accounts });
  await app.register(rateLimit, { redis });
  await app.register(staticFiles, { filesDir });
  await app.register(epaperFiles, { filesDir, requiresLogin: config.EPAPER_REQUIRES_LOGIN });

  await app.register(
    async (api) => {
      await api.register(lookupRoutes);
      await api.register(newsRoutes);
      await api.register(mandiRoutes);
      await api.register(rolesRoutes, { db });
      await api.register(authRoutes, {
        accounts,
        passwordReset: new PasswordResetService({
          db,
          accounts,
          mailer: mail,
          counters: app.counters,
        }),
      });
      await api.register(engagementRoutes, { engagement: new EngagementService(db) });
      await api.register(subscriptionRoutes, {
        subscriptions: new SubscriptionService(db, mail),
        publicUrl: config.PUBLIC_URL,
      });
      await api.register(epaperRoutes, {
        epapers: new EpaperService(db),
        requiresLogin: config.EPAPER_REQUIRES_LOGIN,
      });
      if (config.NODE_ENV !== 'production' && mail.outbox)
        await api.register(devRoutes, { mailer: mail });
    },
    { prefix: '/api' },
  );
  await app.register(webApp, {
    publicUrl: config.PUBLIC_URL,
    pageCacheSeconds: config.NEWS_CACHE_SECONDS,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
