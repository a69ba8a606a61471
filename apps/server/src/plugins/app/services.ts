import fp from 'fastify-plugin';
import { OutboundGuard } from '../../lib/outbound-guard.ts';
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
import { PublishTimer } from '../../services/newsroom/publish-timer.ts';
import { RevisionService } from '../../services/newsroom/revisions.ts';
import { StoryService } from '../../services/newsroom/stories.ts';
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
  audit: AuditService;
  people: PeopleService;
  stories: StoryService;
  storyMedia: StoryMediaService;
  publishTimer: PublishTimer;
  moderation: ModerationService;
  ingest: IngestService;
  epaperDesk: EpaperDeskService;
  mandiDesk: MandiDeskService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * The rules of each area, built once from the app's capabilities (database, password hasher,
 * mailer, counters, the files folder) and decorated on the instance: routes and other plugins use
 * them from there, never construct their own. The timer of scheduled stories is armed when the
 * server is ready and stopped when it closes.
 */
export default fp<{ filesDir: string }>(
  async (app, { filesDir }) => {
    const { db, passwords, mailer, counters, config } = app;
    const catalog = new CatalogService(db);
    const audit = new AuditService(db);
    const accounts = new AccountService(db, passwords, app.hashSlots, audit);
    const news = new NewsService(db, catalog, config.NEWS_CACHE_SECONDS);
    const revisions = new RevisionService(db);
    const publishTimer = new PublishTimer({
      db,
      due: () => news.newsChanged(),
      onError: (error) => app.log.error({ err: error }, 'scheduled stories: the timer failed'),
    });
    const stories = new StoryService({ db, catalog, news, audit, revisions, timer: publishTimer });
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
      publishTimer,
      moderation: new ModerationService({ db, stories, audit }),
      ingest: new IngestService({
        db,
        catalog,
        audit,
        revisions,
        guard: new OutboundGuard(config.FETCH_ALLOWED_PRIVATE_NETWORKS),
        logFailure: (error, what) => app.log.error({ err: error }, `feeds: ${what} failed`),
      }),
      epaperDesk: new EpaperDeskService({ db, filesDir, catalog, news, audit }),
      mandiDesk: new MandiDeskService({ db, catalog, news, audit }),
    });
    app.addHook('onReady', () => publishTimer.arm());
    app.addHook('onClose', async () => publishTimer.stop());
  },
  { name: 'services', dependencies: ['config', 'db', 'passwords', 'mailer', 'counters'] },
);
