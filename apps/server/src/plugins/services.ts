import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { CatalogService } from '../services/catalog.ts';
import { MandiService } from '../services/mandi.ts';
import { NewsService } from '../services/news.ts';

export interface Services {
  catalog: CatalogService;
  news: NewsService;
  mandi: MandiService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The app's own capabilities, decorated on the instance: routes receive them, never import them. */
export default fp<{ db: Db }>(async (app, { db }) => {
  app.decorate('services', {
    catalog: new CatalogService(db),
    news: new NewsService(db),
    mandi: new MandiService(db),
  });
});
