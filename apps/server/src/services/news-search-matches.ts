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

/** A search as its statements read it, with its prefix query worked out (prefixQueryOf). */
export interface SearchScope {
  text: string;
  query: SQL;
  /** Only stories in this language; all languages when absent. */
  languageId?: string | undefined;
}

/**
 * The newest stories a walk reads at most, and the share of the newest few that must match
 * before one is tried: reading a story's text vector costs about ten times what handing over a
 * match from the index does, so a walk pays only when nearly every story matches
 * (docs/decisions/0176-search-planned-for-its-words.md).
 */
const WALK_ROWS = 1_500;
const PROBE_ROWS = 100;
const PROBE_MATCHES = 80;

const newestFirst = [desc(t.news.publishedAt), desc(t.news.id)];

function visible(scope: SearchScope): SQL {
  return and(scope.languageId ? eq(t.news.languageId, scope.languageId) : undefined, listed())!;
}

/** The stories a search finds, in the way it looks. */
export function searchConditions(scope: SearchScope, way: Way): SQL {
  return and(
    visible(scope),
    way === 'words' ? matchesWords(scope.query) : titleContains(scope.text),
  )!;
}

/** Whether the typed words begin a word of nearly every one of the newest stories. */
export async function nearlyAllMatch(db: Db, scope: SearchScope): Promise<boolean> {
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
    .where(matchesWords(scope.query, newest.vector));
  return Number(row?.n ?? 0) >= PROBE_MATCHES;
}

/**
 * The newest NEWS_SEARCH_MATCHES_MAX matches among the newest WALK_ROWS stories, each with its
 * rank, read down the newest-first index. They are the search's newest matches only when there
 * are that many: the caller looks in the index when there are fewer. Each story's text vector is
 * stored apart from its row (TOAST) and fetched again by every function that reads it, so the
 * walk copies it once (`|| ''`) for both the match and the rank.
 */
export function walkedMatches(db: Db, scope: SearchScope) {
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
      rank: searchRank(scope.text, scope.query, walked).as('rank'),
    })
    .from(walked)
    .where(matchesWords(scope.query, walked.vector))
    .orderBy(desc(walked.publishedAt), desc(walked.id))
    .limit(NEWS_SEARCH_MATCHES_MAX)
    .as('matches');
}

/**
 * The newest NEWS_SEARCH_MATCHES_MAX matches from every match the index hands over, each with
 * its rank, worked out only once the newest are found.
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
      rank: searchRank(scope.text, scope.query, newest).as('rank'),
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
