import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import compression from './plugins/compression.ts';
import errors from './plugins/errors.ts';
import etag from './plugins/etag.ts';
import openapi from './plugins/openapi.ts';
import securityHeaders from './plugins/security-headers.ts';
import serverTiming from './plugins/server-timing.ts';
import services from './plugins/services.ts';
import staticFiles from './plugins/static-files.ts';
import epaperFiles from './plugins/epaper-files.ts';
import lookupRoutes from './routes/lookups/index.ts';
import mandiRoutes from './routes/mandi/index.ts';
import newsRoutes from './routes/news/index.ts';
import rolesRoutes from './routes/roles/index.ts';
import webRoutes from './routes/web/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  filesDir: string;
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole server: plugins, the API under /api, media files and the web pages. */
export async function buildApp({ config, db, filesDir, logger }: AppDeps) {
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

  await app.register(errors);
  await app.register(serverTiming);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(etag);
  await app.register(openapi);
  await app.register(services, { db, newsCacheSeconds: config.NEWS_CACHE_SECONDS });
  await app.register(staticFiles, { filesDir });
  await app.register(epaperFiles, { filesDir });

  await app.register(
    async (api) => {
      await api.register(lookupRoutes);
      await api.register(newsRoutes);
      await api.register(mandiRoutes);
      await api.register(rolesRoutes, { db });
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
