import { AsyncLocalStorage } from 'node:async_hooks';

/** Where one request's time went, for its `Server-Timing` header. */
export interface RequestTiming {
  /** Milliseconds spent in database queries: this request's and those of its API calls. */
  dbMs: number;
  /** The typed reads a page made (web-app/page-reads.ts), by kind, in the order they finished. */
  reads: { kind: string; ms: number }[];
  /** The other in-process API calls a page made, in the order they finished. */
  apiCalls: { path: string; ms: number }[];
  /** The page request an in-process API call was made for: it shares the call's database time. */
  parent: RequestTiming | null;
}

const storage = new AsyncLocalStorage<RequestTiming>();

/** The timing of the request being handled, if any (jobs and start-up run outside requests). */
export function currentTiming(): RequestTiming | undefined {
  return storage.getStore();
}

/** A new timing, inside the request being handled (a page's API call) when there is one. */
export function newTiming(): RequestTiming {
  return { dbMs: 0, reads: [], apiCalls: [], parent: storage.getStore() ?? null };
}

/** Runs `fn` and everything it starts with `timing` as the current request's. */
export function runTimed<T>(timing: RequestTiming, fn: () => T): T {
  return storage.run(timing, fn);
}

/** Adds the time of a database query to the request it ran for and to that request's page. */
export function addDbTime(timing: RequestTiming, ms: number): void {
  for (let at: RequestTiming | null = timing; at; at = at.parent) at.dbMs += ms;
}

/** A `Server-Timing` description: a token as it is, anything else quoted and made header-safe. */
function description(text: string): string {
  if (/^[\w!#$%&'*+.^`|~-]+$/.test(text)) return text;
  return `"${text.replace(/[^\x20-\x7e]|["\\]/g, (char) => encodeURIComponent(char))}"`;
}

/** One `Server-Timing` entry: `name;desc=…;dur=…` in milliseconds. */
export function timingEntry(name: string, ms: number, desc?: string): string {
  return `${name}${desc === undefined ? '' : `;desc=${description(desc)}`};dur=${ms.toFixed(1)}`;
}
