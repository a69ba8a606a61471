import fp from 'fastify-plugin';
import { AccountService } from '../../services/accounts.ts';
import { AuditService } from '../../services/audit.ts';
import { CatalogService } from '../../services/catalog.ts';
import { EngagementService } from '../../services/engagement.ts';
import { EpaperService } from '../../services/epapers.ts';
import { MandiService } from '../../services/mandi.ts';
import { NewsService } from '../../services/news.ts';
import { EpaperDeskService } from '../../services/newsroom/epaper-desk.ts';
import { IngestService } from '../../services/newsroom/ingest.ts';
import { MandiDeskService } from '../../services/newsroom/mandi-desk.ts';
import { StoryMediaService } from '../../services/newsroom/media.ts';
import { ModerationService } from '../../services/newsroom/moderation.ts';
import { PeopleService } from '../../services/newsroom/people.ts';
import { RevisionService } from '../../services/newsroom/revisions.ts';
import { StoryService } from '../../services/newsroom/stories.ts';
import { PasswordResetService } from '../../services/password-reset.ts';
import { RoleService } from '../../services/roles.ts';
import { BreakingPushService } from '../../services/push/breaking-push.ts';
import { deliverPush } from '../../services/push/push-delivery.ts';
import { PushSubscriptionService } from '../../services/push/push-subscriptions.ts';
import { SubscriptionService } from '../../services/subscriptions.ts';
import { siteUrl, vapidKeysOf } from '../../config.ts';

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
  audit: AuditService;
  people: PeopleService;
  stories: StoryService;
  storyMedia: StoryMediaService;
  moderation: ModerationService;
  ingest: IngestService;
  epaperDesk: EpaperDeskService;
  mandiDesk: MandiDeskService;
  pushSubscriptions: PushSubscriptionService;
  breakingPush: BreakingPushService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The rules of each area, built once from the app's capabilities (database, password hasher,
 * mailer, counters, the files folder) and decorated on the instance: routes and other plugins use
 * them from there, never construct their own.
 */
export default fp<{ filesDir: string }>(
  async (app, { filesDir }) => {
    const { db, passwords, mailer, counters, config } = app;
    const catalog = new CatalogService(db);
    const accounts = new AccountService(db, passwords, app.hashSlots);
    const news = new NewsService(db, catalog, config.NEWS_CACHE_SECONDS);
    const audit = new AuditService(db);
    const revisions = new RevisionService(db);
    const vapid = vapidKeysOf(config);
    const breakingPush = new BreakingPushService({
      db,
      news,
      delivery: vapid ? { vapid, allowAnyService: config.PUSH_ALLOW_ANY_SERVICE } : null,
      deliver: deliverPush,
      siteUrl: siteUrl(config),
      sendsPerSecond: config.PUSH_SENDS_PER_SECOND,
    });
    const stories = new StoryService({
      db,
      catalog,
      news,
      audit,
      revisions,
      jobs: app.jobs,
      pushes: breakingPush,
    });
    app.decorate('services', {
      catalog,
      news,
      mandi: new MandiService(db),
      roles: new RoleService(db),
      accounts,
      passwordReset: new PasswordResetService({
        db,
        accounts,
        mailer,
        counters,
        resendCooldownSeconds: config.OTP_RESEND_COOLDOWN_SECONDS,
      }),
      engagement: new EngagementService(db),
      subscriptions: new SubscriptionService(db, mailer),
      epapers: new EpaperService(db),
      audit,
      people: new PeopleService({ db, catalog, accounts, audit, passwords }),
      stories,
      storyMedia: new StoryMediaService({ db, filesDir, stories, audit }),
      moderation: new ModerationService({ db, stories, audit }),
      ingest: new IngestService({
        db,
        catalog,
        audit,
        revisions,
        allowPrivateAddresses: config.INGEST_ALLOW_PRIVATE_ADDRESSES,
      }),
      epaperDesk: new EpaperDeskService({ db, filesDir, catalog, news, audit }),
      mandiDesk: new MandiDeskService({ db, catalog, news, audit }),
      pushSubscriptions: new PushSubscriptionService({
        db,
        catalog,
        allowAnyService: config.PUSH_ALLOW_ANY_SERVICE,
      }),
      breakingPush,
    });
  },
  { name: 'services', dependencies: ['config', 'db', 'passwords', 'mailer', 'counters', 'jobs'] },
);
