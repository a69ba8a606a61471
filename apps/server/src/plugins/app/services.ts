import fp from 'fastify-plugin';
import { AccountService } from '../../services/accounts.ts';
import { CatalogService } from '../../services/catalog.ts';
import { EngagementService } from '../../services/engagement.ts';
import { EpaperService } from '../../services/epapers.ts';
import { MandiService } from '../../services/mandi.ts';
import { NewsService } from '../../services/news.ts';
import { PasswordResetService } from '../../services/password-reset.ts';
import { RoleService } from '../../services/roles.ts';
import { SubscriptionService } from '../../services/subscriptions.ts';

export interface Services {
  catalog: CatalogService;
  news: NewsService;
  mandi: MandiService;
  roles: RoleService;
  accounts: AccountService;
  passwordReset: PasswordResetService;
  engagement: EngagementService;
  subscriptions: SubscriptionService;
  epapers: EpaperService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The rules of each area, built once from the app's capabilities (database, password hasher,
 * mailer, counters) and decorated on the instance: routes and other plugins use them from there,
 * never construct their own.
 */
export default fp(
  async (app) => {
    const { db, passwords, mailer, counters } = app;
    const catalog = new CatalogService(db);
    const accounts = new AccountService(db, passwords);
    app.decorate('services', {
      catalog,
      news: new NewsService(db, catalog, app.config.NEWS_CACHE_SECONDS),
      mandi: new MandiService(db),
      roles: new RoleService(db),
      accounts,
      passwordReset: new PasswordResetService({ db, accounts, mailer, counters }),
      engagement: new EngagementService(db),
      subscriptions: new SubscriptionService(db, mailer),
      epapers: new EpaperService(db),
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'passwords', 'mailer', 'counters'] },
);
