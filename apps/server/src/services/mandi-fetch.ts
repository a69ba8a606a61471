import { desc, eq } from 'drizzle-orm';
import type { FetchRun } from '@vaarta/core/entities/mandi-catalogue';
import { indiaDate } from '@vaarta/core/india-time';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { MandiImportService } from './mandi-import.ts';

export interface MandiFetchSettings {
  /** Without a key nothing is fetched. */
  apiKey: string | undefined;
  resourceId: string;
  /** `https://api.data.gov.in/resource`; the resource id is added to it. */
  baseUrl: string;
  /** The states fetched, one after another; empty fetches every state. */
  states: string[];
  /** The field the API filters states by, as `filters[<field>]`. */
  stateField: string;
  pageSize?: number;
  /** Tries of one page before it counts as failed. */
  attempts?: number;
  /** The first wait before a page is tried again; each further wait doubles. */
  backoffMs?: number;
  /** How long one page may take. */
  timeoutMs?: number;
}

const DEFAULTS = { pageSize: 1000, attempts: 4, backoffMs: 2000, timeoutMs: 30_000 };
/** The longest Retry-After honoured, so a rate limit never holds a run for hours. */
const MAX_WAIT_MS = 5 * 60_000;
const RUNS_SHOWN = 10;

type Page = { records: unknown[]; total: number };

/** A page the API answered with something other than prices. */
class PageError extends Error {
  /** Worth trying again: the API was slow, failing or limiting the rate. */
  readonly retry: boolean;
  readonly waitMs: number | undefined;

  constructor(message: string, retry: boolean, waitMs?: number) {
    super(message);
    this.retry = retry;
    this.waitMs = waitMs;
  }
}

/** Seconds or an HTTP date, as Retry-After gives them. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(MAX_WAIT_MS, Math.max(0, ms)) : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The daily fetch of mandi prices from the open-data portal's API (docs/decisions/0134): the
 * day's records page by page (`format=json`, `offset`, `limit`), state by state as configured,
 * imported through the same path as a file, and each run recorded for the mandi desk. A slow,
 * failing or rate-limited page is tried again after a growing wait; a page that still fails is
 * recorded and the rest is imported.
 */
export class MandiFetchService {
  private readonly db: Db;
  private readonly settings: MandiFetchSettings & typeof DEFAULTS;
  private readonly importer: MandiImportService;

  constructor(db: Db, settings: MandiFetchSettings) {
    this.db = db;
    this.settings = { ...DEFAULTS, ...settings };
    this.importer = new MandiImportService(db);
  }

  get configured(): boolean {
    return Boolean(this.settings.apiKey);
  }

  /** Fetches and imports the day's prices; null when no API key is configured. */
  async run(now = new Date()): Promise<FetchRun | null> {
    if (!this.settings.apiKey) return null;
    const [run] = await this.db
      .insert(t.mandiFetchRuns)
      .values({ priceDate: indiaDate(now) })
      .returning({ id: t.mandiFetchRuns.id });
    const records: unknown[] = [];
    const failedPages: number[] = [];
    let error: string | null = null;
    for (const state of this.settings.states.length > 0 ? this.settings.states : [null]) {
      const fetched = await this.fetchState(state, failedPages);
      records.push(...fetched.records);
      error ??= fetched.error;
      if (fetched.error && !fetched.retry) break;
    }
    let counts = { imported: 0, updated: 0, unchanged: 0, rejected: 0 };
    if (records.length > 0) {
      const summary = await this.importer.import(JSON.stringify({ records }), { now });
      counts = {
        imported: summary.imported,
        updated: summary.updated,
        unchanged: summary.unchanged,
        rejected: summary.rejected,
      };
    }
    const [finished] = await this.db
      .update(t.mandiFetchRuns)
      .set({ ...counts, records: records.length, failedPages, error, finishedAt: new Date() })
      .where(eq(t.mandiFetchRuns.id, run!.id))
      .returning();
    return runOf(finished!);
  }

  /** The latest runs, newest first. */
  async runs(): Promise<FetchRun[]> {
    const rows = await this.db
      .select()
      .from(t.mandiFetchRuns)
      .orderBy(desc(t.mandiFetchRuns.startedAt))
      .limit(RUNS_SHOWN);
    return rows.map(runOf);
  }

  /**
   * Every page of one state (or of every state). A page that fails after its retries is noted
   * and skipped when the total is known; without a first page there is nothing to page through.
   */
  private async fetchState(state: string | null, failedPages: number[]) {
    const records: unknown[] = [];
    let total: number | null = null;
    for (let offset = 0; total === null || offset < total; offset += this.settings.pageSize) {
      try {
        const page = await this.pageWithRetries(state, offset);
        records.push(...page.records);
        total = page.total;
        if (page.records.length === 0) break;
      } catch (caught) {
        const failure = caught as PageError;
        failedPages.push(offset);
        if (!failure.retry || total === null) {
          const where = state ? ` (${state})` : '';
          return { records, error: `${failure.message}${where}`, retry: failure.retry };
        }
      }
    }
    return { records, error: null, retry: true };
  }

  private async pageWithRetries(state: string | null, offset: number): Promise<Page> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.page(state, offset);
      } catch (caught) {
        const failure =
          caught instanceof PageError
            ? caught
            : new PageError(`the API did not answer: ${(caught as Error).message}`, true);
        if (!failure.retry || attempt >= this.settings.attempts) throw failure;
        await sleep(failure.waitMs ?? this.settings.backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  private async page(state: string | null, offset: number): Promise<Page> {
    const url = new URL(`${this.settings.baseUrl.replace(/\/$/, '')}/${this.settings.resourceId}`);
    url.searchParams.set('api-key', this.settings.apiKey!);
    url.searchParams.set('format', 'json');
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(this.settings.pageSize));
    if (state) url.searchParams.set(`filters[${this.settings.stateField}]`, state);
    const response = await fetch(url, { signal: AbortSignal.timeout(this.settings.timeoutMs) });
    if (response.status === 429) {
      await response.body?.cancel();
      throw new PageError(
        'the API limited the rate (429)',
        true,
        retryAfterMs(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      const retry = response.status >= 500 || response.status === 408;
      const why = response.status === 401 || response.status === 403 ? ', check MANDI_API_KEY' : '';
      throw new PageError(`the API answered ${response.status}${why}`, retry);
    }
    const body = (await response.json().catch(() => null)) as {
      records?: unknown;
      total?: unknown;
    } | null;
    if (!body || !Array.isArray(body.records)) {
      throw new PageError('the API answered without a "records" list', true);
    }
    const total = Number(body.total);
    return {
      records: body.records,
      total: Number.isFinite(total) ? total : offset + body.records.length,
    };
  }
}

function runOf(row: typeof t.mandiFetchRuns.$inferSelect): FetchRun {
  return {
    id: row.id,
    priceDate: row.priceDate,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    records: row.records,
    imported: row.imported,
    updated: row.updated,
    unchanged: row.unchanged,
    rejected: row.rejected,
    failedPages: row.failedPages,
    error: row.error,
  };
}
