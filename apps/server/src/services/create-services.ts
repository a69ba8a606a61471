import { siteUrl, vapidKeysOf, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Counters } from '../lib/counters.ts';
import type { HashSlots } from '../lib/hash-slots.ts';
import type { JobQueue } from '../lib/job-queue.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { MediaStore } from '../lib/media/media-store.ts';
import { OutboundGuard } from '../lib/outbound-guard.ts';
import type { PasswordHasher } from '../lib/password-hasher.ts';
import { AccountService } from './accounts.ts';
import { AuditService } from './audit.ts';
import { CatalogService } from './catalog.ts';
import { EngagementService } from './engagement.ts';
import { EpaperService } from './epapers.ts';
import { MediaAccessService } from './media-access.ts';
import { KnownDevices } from './known-devices.ts';
import { MandiImportService } from './mandi-import.ts';
import { MandiFetchService } from './mandi-fetch.ts';
import { MandiService } from './mandi.ts';
import { FeedService } from './feeds.ts';
import { NewsSearchService } from './news-search.ts';
import { NewsService } from './news.ts';
import { PublicLists } from './public-lists.ts';
import { SitemapService } from './sitemaps.ts';
import { EpaperDeskService } from './newsroom/epaper-desk.ts';
import { IngestService } from './newsroom/ingest.ts';
import { MandiCommoditiesService } from './newsroom/mandi-commodities.ts';
import { MandiDeskService } from './newsroom/mandi-desk.ts';
import { StoryMediaService } from './newsroom/media.ts';
import { ModerationService } from './newsroom/moderation.ts';
import { PeopleService } from './newsroom/people.ts';
import { RevisionService } from './newsroom/revisions.ts';
import { StoryService } from './newsroom/stories.ts';
import { PasswordResetService } from './password-reset.ts';
import { BreakingPushService } from './push/breaking-push.ts';
import { deliverPush } from './push/push-delivery.ts';
import { PushSubscriptionService } from './push/push-subscriptions.ts';
import { RoleService } from './roles.ts';
import { SubscriptionService } from './subscriptions.ts';

export interface Services {
  catalog: CatalogService;
  news: NewsService;
  newsSearch: NewsSearchService;
  publicLists: PublicLists;
  sitemaps: SitemapService;
  feeds: FeedService;
  mandi: MandiService;
  mandiImport: MandiImportService;
  roles: RoleService;
  accounts: AccountService;
  knownDevices: KnownDevices;
  passwordReset: PasswordResetService;
  engagement: EngagementService;
  subscriptions: SubscriptionService;
  epapers: EpaperService;
  mediaAccess: MediaAccessService;
  audit: AuditService;
  people: PeopleService;
  stories: StoryService;
  storyMedia: StoryMediaService;
  moderation: ModerationService;
  ingest: IngestService;
  epaperDesk: EpaperDeskService;
  mandiDesk: MandiDeskService;
  mandiCommodities: MandiCommoditiesService;
  mandiFetch: MandiFetchService;
  pushSubscriptions: PushSubscriptionService;
  breakingPush: BreakingPushService;
}

/** What the services are built from: the capabilities the server's plugins or a job provide. */
export interface ServiceDeps {
  db: Db;
  passwords: PasswordHasher;
  /** Queues password hashing per core on the server; a job hashes at once. */
  hashSlots?: HashSlots | undefined;
  mailer: Mailer;
  counters: Counters;
  /** Where photos, covers and e-paper PDFs are kept: files or the database. */
  media: MediaStore;
  config: Config;
  /** The shared queue that carries out scheduled stories (jobs/server-jobs.ts). */
  jobs: Pick<JobQueue, 'send'>;
  /** Where a failure the caller does not see is logged in full (a feed item that failed, say). */
  logFailure: (error: unknown, what: string) => void;
  /** Tells the other servers that the news changed, so they drop their caches. */
  announceChange?: () => void;
}

/**
 * The one place the services are built and wired to each other: the server's services plugin and
 * every command-line job call it, so a job runs the same rules the API does. Nothing starts here:
 * the job queue's workers are the server's (jobs/server-jobs.ts).
 */
export function createServices(deps: ServiceDeps): Services {
  const { db, passwords, mailer, counters, media, config } = deps;
  const catalog = new CatalogService(db);
  const audit = new AuditService(db);
  const accounts = new AccountService(db, passwords, deps.hashSlots ?? null, audit);
  const news = new NewsService(db, catalog, config.NEWS_CACHE_SECONDS, deps.announceChange);
  const newsSearch = new NewsSearchService(db, catalog);
  news.onChange(() => newsSearch.newsChanged());
  const publicLists = new PublicLists(catalog);
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
    jobs: deps.jobs,
    pushes: breakingPush,
  });
  return {
    catalog,
    news,
    newsSearch,
    publicLists,
    sitemaps: new SitemapService(db, publicLists),
    feeds: new FeedService(news),
    mandi: new MandiService(db),
    mandiImport: new MandiImportService(db),
    roles: new RoleService(db),
    accounts,
    knownDevices: new KnownDevices(config.KNOWN_DEVICE_SECRET),
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
    mediaAccess: new MediaAccessService(db),
    audit,
    people: new PeopleService({ db, catalog, accounts, audit, passwords }),
    stories,
    storyMedia: new StoryMediaService({ db, media, stories, audit }),
    moderation: new ModerationService({ db, stories, audit }),
    ingest: new IngestService({
      db,
      catalog,
      audit,
      revisions,
      guard: new OutboundGuard(config.FETCH_ALLOWED_PRIVATE_NETWORKS),
      logFailure: deps.logFailure,
    }),
    epaperDesk: new EpaperDeskService({ db, media, catalog, news, audit }),
    mandiDesk: new MandiDeskService({ db, catalog, news, audit }),
    mandiCommodities: new MandiCommoditiesService({ db, audit, news }),
    mandiFetch: new MandiFetchService(db, {
      apiKey: config.MANDI_API_KEY,
      resourceId: config.MANDI_API_RESOURCE_ID,
      baseUrl: config.MANDI_API_URL,
      states: config.MANDI_API_STATES,
      stateField: config.MANDI_API_STATE_FIELD,
    }),
    pushSubscriptions: new PushSubscriptionService({
      db,
      catalog,
      allowAnyService: config.PUSH_ALLOW_ANY_SERVICE,
    }),
    breakingPush,
  };
}
