import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseNetworks } from './lib/outbound-guard.ts';
import {
  INGEST_INTERVAL_MINUTES_DEFAULT,
  OTP_RESEND_COOLDOWN_SECONDS,
} from '@vaarta/core/constants';

/** The repository root: `./data` and the built web app are found from here. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The names proxy-addr gives to address ranges, usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const width = Number(bits);
  return /^\d+$/.test(bits) && width <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (X-Forwarded-For): none by default, so a client can
 * never choose its own address; a hop count, or addresses, CIDR ranges and `loopback`.
 */
const trustProxy = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx): false | number | string => {
      if (value === undefined) return false;
      const trimmed = value.trim();
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const entries = trimmed.split(',').map((entry) => entry.trim());
      const wrong = entries.filter((entry) => !isAddressOrRange(entry));
      if (wrong.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be \`loopback\`, a hop count, or addresses and CIDR ranges (not ${wrong.join(', ')})`,
        });
        return z.NEVER;
      }
      return entries.join(',');
    }),
);

const settings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Where photos, covers and e-paper PDFs are kept: files in DATA_DIR, or the database. */
  MEDIA_STORE: z.enum(['files', 'database']).default('files'),
  SEED_ON_START: flag(true),
  /** How long readers share a news list or an article; 0 turns these caches off. */
  NEWS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  /**
   * How long readers of one page share its rendering; 0 renders every request. At most a minute:
   * a change another server failed to announce shows within it (docs/decisions/0173-pages-shared-longer-than-lists.md).
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(30),
  EPAPER_REQUIRES_LOGIN: flag(true),
  /** When the day's e-newspaper editions are printed, India time (HH:MM). */
  EPAPER_BUILD_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (India time)')
    .default('05:00'),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('Vaarta <no-reply@vaarta.local>'),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Signs proof-of-work challenges; instances behind one site must share it. */
  PROOF_OF_WORK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** Lets a scraper that is not on this machine read GET /metrics as a bearer token. */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  /** Signs the cookie of devices an account has logged in from; servers of a site share it. */
  KNOWN_DEVICE_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  UPSTREAM_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** How often the server fetches the newsroom's feeds; 0 leaves it to `npm run ingest`. */
  INGEST_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(INGEST_INTERVAL_MINUTES_DEFAULT),
  /**
   * Private networks a feed address may lead to (an intranet feed; the tests' 127.0.0.1/32),
   * comma-separated; every other address the server fetches from must be on the open internet.
   */
  FETCH_ALLOWED_PRIVATE_NETWORKS: z
    .string()
    .default('')
    .refine((text) => {
      try {
        parseNetworks(text);
        return true;
      } catch {
        return false;
      }
    }, 'must be networks such as 10.0.0.0/8, fd00::/8, separated by commas')
    .transform(parseNetworks),
  /** The data.gov.in API key for the daily mandi price fetch; without it nothing is fetched. */
  MANDI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The open-data resource of "current daily price of various commodities from various markets". */
  MANDI_API_RESOURCE_ID: z.string().default('9ef84268-d588-465a-a308-a864a43d0070'),
  MANDI_API_URL: z.url().default('https://api.data.gov.in/resource'),
  /** The states fetched, comma-separated as the data names them; empty fetches every state. */
  MANDI_API_STATES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((state) => state.trim())
        .filter(Boolean),
    ),
  /** When the day's mandi prices are fetched, India time (HH:MM); the portal fills the day by evening. */
  MANDI_FETCH_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (India time)')
    .default('18:30'),
  /** The field the API filters states by (`filters[<field>]`). */
  MANDI_API_STATE_FIELD: z.string().default('state.keyword'),
  /**
   * The VAPID key pair web push is signed with (URL-safe base64, as `web-push
   * generate-vapid-keys` prints them); without them readers are offered no notifications. In
   * development a pair is made on first start and kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{86,88}$/)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{42,44}$/)
      .optional(),
  ),
  /** Who push services may contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: address')
      .optional(),
  ),
  /** How many pushes a second the server sends at most. */
  PUSH_SENDS_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(100),
  /**
   * Accepts subscriptions at any push address, this machine's included (tests); otherwise only
   * the browsers' push services are written to.
   */
  PUSH_ALLOW_ANY_SERVICE: flag(false),
  /**
   * Seconds before another reset code may be sent to an e-mail: the product's 60 s, shorter only
   * outside production (the browser tests' server, which cannot wait a real minute).
   */
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(OTP_RESEND_COOLDOWN_SECONDS)
    .default(OTP_RESEND_COOLDOWN_SECONDS),
});

/** Every environment variable the server reads, validated once at start-up. */
export const configSchema = settings.superRefine((config, ctx) => {
  // Links in mail name the site from configuration only, never from a request's headers.
  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: 'is required in production (links in mails are built from it)',
    });
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PRIVATE_KEY'],
      message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    });
  }
  if (
    config.NODE_ENV === 'production' &&
    config.OTP_RESEND_COOLDOWN_SECONDS !== OTP_RESEND_COOLDOWN_SECONDS
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['OTP_RESEND_COOLDOWN_SECONDS'],
      message: `is ${OTP_RESEND_COOLDOWN_SECONDS} in production (docs/product/accounts.md)`,
    });
  }
});
export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** The site's address for links in mail: PUBLIC_URL, or this machine in development. */
export function siteUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export function filesDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'files');
}

/** The VAPID keys pushes are signed with, or null when none are configured (no pushes). */
export function vapidKeysOf(
  config: Pick<
    Config,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUBLIC_URL' | 'PORT' | 'MAIL_FROM'
  >,
): { publicKey: string; privateKey: string; subject: string } | null {
  if (!config.VAPID_PUBLIC_KEY || !config.VAPID_PRIVATE_KEY) return null;
  return {
    publicKey: config.VAPID_PUBLIC_KEY,
    privateKey: config.VAPID_PRIVATE_KEY,
    // Unless told, the push services may write to the address our mail comes from.
    subject:
      config.VAPID_SUBJECT ??
      `mailto:${/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM}`,
  };
}
