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
export default fp<{ db: Db; newsCacheSeconds: number }>(async (app, { db, newsCacheSeconds }) => {
  const catalog = new CatalogService(db);
  app.decorate('services', {
    catalog,
    news: new NewsService(db, catalog, newsCacheSeconds),
    mandi: new MandiService(db),
  });
});
