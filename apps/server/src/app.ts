import Fastify, { type FastifySchemaCompiler, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { noControlCharacters } from '@vaarta/core/control-characters';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './lib/job-queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { PasswordHasher } from './lib/password-hasher.ts';
import auth from './plugins/app/auth.ts';
import changes from './plugins/app/changes.ts';
import configPlugin from './plugins/app/config.ts';
import counters from './plugins/app/counters.ts';
import database from './plugins/app/db.ts';
import drain from './plugins/app/drain.ts';
import epaperFiles from './plugins/app/epaper-files.ts';
import errors from './plugins/app/errors.ts';
import health from './plugins/app/health.ts';
import jobs from './plugins/app/jobs.ts';
import mailer from './plugins/app/mailer.ts';
import media from './plugins/app/media.ts';
import metrics from './plugins/app/metrics.ts';
import passwords from './plugins/app/passwords.ts';
import proofOfWork from './plugins/app/proof-of-work.ts';
import redis from './plugins/app/redis.ts';
import serverTiming from './plugins/app/server-timing.ts';
import services from './plugins/app/services.ts';
import webApp from './plugins/app/web-app/web-app.ts';
import compression from './plugins/external/compression.ts';
import etag from './plugins/external/etag.ts';
import openapi from './plugins/external/openapi.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import securityHeaders from './plugins/external/security-headers.ts';
import staticFiles from './plugins/external/static-files.ts';
import authRoutes from './routes/auth/index.ts';
import devRoutes from './routes/dev/index.ts';
import engagementRoutes from './routes/engagement/index.ts';
import epaperRoutes from './routes/epapers/index.ts';
import lookupRoutes from './routes/lookups/index.ts';
import mandiRoutes from './routes/mandi/index.ts';
import discoveryRoutes from './routes/discovery/index.ts';
import newsRoutes from './routes/news/index.ts';
import newsroomRoutes from './routes/newsroom/index.ts';
import pushRoutes from './routes/push/index.ts';
import rolesRoutes from './routes/roles/index.ts';
import subscriptionRoutes from './routes/subscriptions/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  filesDir: string;
  /** Hears other servers' changes (coherent caches); without it, this process is alone. */
  listen?: Database['listen'];
  /** The shared queue of background work, started; `jobs/server-jobs.ts` says what runs on it. */
  jobs: JobQueue;
  logger?: FastifyServerOptions['logger'];
  /** Swapped in tests: a cheaper argon2id cost, a mailer that records. */
  hasher?: PasswordHasher;
  mailer?: Mailer;
  /** The proof-of-work challenges' range of work (tests ask for less). */
  proofOfWork?: { min: number; max: number };
  /** The web app's build folder; `apps/web/build` unless a test points elsewhere. */
  webBuildDir?: string;
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** Fastify types its compiler factories for Ajv; ours make the same compilers for zod schemas. */
type CompilersFactory = NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Whether a validator's answer is a refusal (`{ error }`). */
const failed = (result: unknown) =>
  typeof result === 'object' && result !== null && Boolean((result as { error?: unknown }).error);

/**
 * The whole server: third-party plugins (`plugins/external/`), the app's own capabilities and
 * services decorated on the instance (`plugins/app/`), the API under /api, media files and the
 * web pages.
 */
export async function buildApp(deps: AppDeps) {
  const { config, db, filesDir, logger } = deps;
  const trustProxy = config.TRUST_PROXY;
  // Control characters are refused in every body, query and path, after the route's own rules
  // (which may say it in their own words): a NUL would otherwise reach PostgreSQL.
  const validate: FastifySchemaCompiler<ZodType> = (route) => {
    const own = validatorCompiler(route);
    const controls = validatorCompiler({ ...route, schema: noControlCharacters });
    return (data: unknown) => {
      const checked = own(data);
      if (failed(checked)) return checked;
      const refused = controls(data);
      return failed(refused) ? refused : checked;
    };
  };
  // Replies are checked against their schemas in development and tests; in production the
  // types already guarantee their shape and the check would cost a third of a list's CPU time.
  const serialize =
    config.NODE_ENV === 'production'
      ? () => (data: unknown) => JSON.stringify(data)
      : serializerCompiler;
  const app = Fastify({
    logger: logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest to us; nothing is trusted by default.
    trustProxy:
      typeof trustProxy === 'number' ? (_: string, hop: number) => hop < trustProxy : trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every schema is zod's: Fastify's own JSON Schema compilers (Ajv, fast-json-stringify) are
    // never used, and given as factories they are never loaded (docs/decisions/0143).
    schemaController: {
      compilersFactory: {
        buildValidator: () => validate,
        buildSerializer: () => serialize,
      } as unknown as CompilersFactory,
    },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(configPlugin, { config });
  await app.register(drain);
  await app.register(errors);
  await app.register(serverTiming);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(etag);
  await app.register(openapi);
  await app.register(database, { db });
  await app.register(media, { filesDir });
  await app.register(metrics);
  await app.register(jobs, { jobs: deps.jobs });
  await app.register(changes, { listen: deps.listen });
  await app.register(redis);
  await app.register(health);
  await app.register(passwords, { hasher: deps.hasher });
  await app.register(mailer, { mailer: deps.mailer });
  await app.register(counters);
  await app.register(proofOfWork, { work: deps.proofOfWork });
  await app.register(services);
  await app.register(auth);
  await app.register(rateLimit, { redis: app.redis });
  await app.register(staticFiles);
  await app.register(epaperFiles);

  await app.register(
    async (api) => {
      await api.register(lookupRoutes);
      await api.register(newsRoutes);
      await api.register(mandiRoutes);
      await api.register(rolesRoutes);
      await api.register(authRoutes);
      await api.register(engagementRoutes);
      await api.register(subscriptionRoutes);
      await api.register(epaperRoutes);
      await api.register(pushRoutes);
      await api.register(newsroomRoutes, { prefix: '/newsroom' });
      if (config.NODE_ENV !== 'production' && app.mailer.outbox) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(discoveryRoutes);
  await app.register(webApp, { buildDir: deps.webBuildDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
