import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { listed } from './news.ts';
import { matchesWords, searchRank, titleContains } from './news-search-terms.ts';

/**
 * How the typed text is looked for: as the beginnings of words (indexed without a recheck of
 * each story's text), or, when no word begins with it, anywhere inside titles.
 */
export type Way = 'words' | 'inside';

export interface SearchScope {
  text: string;
  /** Only stories in this language; all languages when absent. */
  languageId?: string | undefined;
}

/**
 * A search's matches come from the text-search index, which hands over every one in no order,
 * or from a walk down the newest stories that checks each one's text vector and stops once it
 * has enough. Reading a text vector costs about ten times what the index takes to hand over a
 * match, so a walk is tried only when the newest PROBE_ROWS stories say it will find what it
 * needs among the newest WALK_ROWS with room to spare
 * (docs/decisions/0176-search-walks-where-words-are-common.md).
 */
const PROBE_ROWS = 100;
const WALK_ROWS = 1_500;
const WALK_MARGIN = 1.2;
/** Below one story in five a page is found faster in the index, however few it needs. */
const WALK_MATCHES_MIN = 20;

const newestFirst = [desc(t.news.publishedAt), desc(t.news.id)];

function visible(scope: SearchScope): SQL {
  return and(scope.languageId ? eq(t.news.languageId, scope.languageId) : undefined, listed())!;
}

/** The stories a search finds, in the way it looks. */
export function searchConditions(scope: SearchScope, way: Way): SQL {
  return and(
    visible(scope),
    way === 'words' ? matchesWords(scope.text) : titleContains(scope.text),
  )!;
}

/** How many of the newest PROBE_ROWS stories have every typed word. */
export async function matchesAmongNewest(db: Db, scope: SearchScope): Promise<number> {
  const newest = db
    .select({ vector: t.news.searchVector })
    .from(t.news)
    .where(visible(scope))
    .orderBy(...newestFirst)
    .limit(PROBE_ROWS)
    .as('newest');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(newest)
    .where(matchesWords(scope.text, newest.vector));
  return Number(row?.n ?? 0);
}

/** Whether a walk is likely to find `needed` matches, given how many the probe found. */
export function walkPays(matchesInProbe: number, needed: number): boolean {
  const expected = (matchesInProbe * WALK_ROWS) / PROBE_ROWS;
  return matchesInProbe >= WALK_MATCHES_MIN && expected >= needed * WALK_MARGIN;
}

/**
 * The newest `needed` matches among the newest WALK_ROWS stories, newest first, each with its
 * rank, read down the newest-first index: the search's newest when the walk finds all it needs;
 * a caller that gets fewer looks in the index.
 * A text vector is stored apart from its row (TOAST) and fetched again by every function that
 * reads it, so the walk copies it once (`|| ''`) for both the match and the rank.
 */
export function walkedMatches(db: Db, scope: SearchScope, needed = NEWS_SEARCH_MATCHES_MAX) {
  const walked = db
    .select({
      id: t.news.id,
      publishedAt: t.news.publishedAt,
      title: t.news.title,
      vector: sql<string>`${t.news.searchVector} || ''::tsvector`.as('vector'),
    })
    .from(t.news)
    .where(visible(scope))
    .orderBy(...newestFirst)
    .limit(WALK_ROWS)
    .as('walked');
  return db
    .select({
      id: walked.id,
      publishedAt: walked.publishedAt,
      rank: searchRank(scope.text, walked).as('rank'),
    })
    .from(walked)
    .where(matchesWords(scope.text, walked.vector))
    .orderBy(desc(walked.publishedAt), desc(walked.id))
    .limit(needed)
    .as('matches');
}

/**
 * The newest NEWS_SEARCH_MATCHES_MAX matches from every match the index hands over, newest
 * first, each with its rank, worked out only once the newest are found.
 */
export function indexedMatches(db: Db, scope: SearchScope, way: Way) {
  const newest = db
    .select({
      id: t.news.id,
      publishedAt: t.news.publishedAt,
      title: t.news.title,
      vector: t.news.searchVector,
    })
    .from(t.news)
    .where(searchConditions(scope, way))
    .orderBy(...newestFirst)
    .limit(NEWS_SEARCH_MATCHES_MAX)
    .as('newest');
  return db
    .select({
      id: newest.id,
      publishedAt: newest.publishedAt,
      rank: searchRank(scope.text, newest).as('rank'),
    })
    .from(newest)
    .as('matches');
}

/** How many stories match, counted up to NEWS_SEARCH_MATCHES_MAX in any order. */
export async function countMatches(db: Db, scope: SearchScope, way: Way): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(t.news)
    .where(searchConditions(scope, way))
    .limit(NEWS_SEARCH_MATCHES_MAX)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return Number(row?.n ?? 0);
}
