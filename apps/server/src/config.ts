import path from 'node:path';
import { z } from 'zod';
import { INGEST_INTERVAL_MINUTES_DEFAULT } from '@vaarta/core/constants';

/** The repository root: `./data` and the built web app are found from here. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Every environment variable the server reads, validated once at start-up. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  SEED_ON_START: flag(true),
  /** How long readers share a news list, an article or a rendered page; 0 turns the caches off. */
  NEWS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  EPAPER_REQUIRES_LOGIN: flag(true),
  /** When the day's e-newspaper editions are printed, India time (HH:MM). */
  EPAPER_BUILD_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (India time)')
    .default('05:00'),
  SMTP_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  MAIL_FROM: z.string().default('Vaarta <no-reply@vaarta.local>'),
  REDIS_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  UPSTREAM_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** How often the server fetches the newsroom's feeds; 0 leaves it to `npm run ingest`. */
  INGEST_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(INGEST_INTERVAL_MINUTES_DEFAULT),
  /** Lets a feed address lead to this machine or a private network (tests, an intranet feed). */
  INGEST_ALLOW_PRIVATE_ADDRESSES: flag(false),
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

export function filesDir(config: Pick<Config, 'DATA_DIR'>): string {
  return path.join(config.DATA_DIR, 'files');
}
