import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';

/** Trigram indexes find a substring only from three characters on; shorter ones match words. */
const SUBSTRING_MIN = 3;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * What the reader typed as a text-search query in which every word is a prefix (`word:*`),
 * AND-ed: the `simple` configuration splits every script into words the same way it split the
 * stories, so `గుం` finds గుంటూరు and `کرا` finds کراچی in a title or a body. Built from the
 * lexemes PostgreSQL itself found, each quoted, so no typed character is read as an operator.
 * Worked out inside the statement, the query is one PostgreSQL plans for without seeing it: it
 * looks in the index rather than walking the newest stories on a guess of how common the words
 * are in every language together (docs/decisions/0176-search-walks-where-words-are-common.md).
 */
export function prefixQuery(search: string): SQL {
  return sql`to_tsquery('simple', coalesce((
    select string_agg('''' || replace(word, '''', '''''') || ''':*', ' & ')
    from unnest(tsvector_to_array(to_tsvector('simple', ${search}))) word), ''))`;
}

/** Whether the typed text is long enough to be looked for inside a title. */
export function canSearchInsideWords(search: string): boolean {
  return [...search].length >= SUBSTRING_MIN;
}

/** A story's text vector and title, as the news table or a subquery of it has them. */
export interface StoryText {
  vector: AnyColumn | SQL.Aliased;
  title: AnyColumn | SQL.Aliased;
}

const newsText: StoryText = { vector: t.news.searchVector, title: t.news.title };

/**
 * Every typed word begins a word of the story (the text-search index, no recheck): of its text
 * `vector`, the news table's or a subquery's.
 */
export function matchesWords(
  search: string,
  vector: StoryText['vector'] = t.news.searchVector,
): SQL {
  return sql`${vector} @@ ${prefixQuery(search)}`;
}

/** The title contains the typed text anywhere (the trigram index). */
export function titleContains(search: string, story: StoryText = newsText): SQL {
  return sql`${story.title} ilike ${`%${escapeLike(search)}%`}`;
}

/**
 * A story matches when every typed word begins a word of its title or body, or, from three
 * characters on, when its title contains the typed text anywhere (the trigram index).
 */
export function matchesSearch(search: string): SQL {
  const words = matchesWords(search);
  if (!canSearchInsideWords(search)) return words;
  return sql`(${words} or ${titleContains(search)})`;
}

/** How well a story matches: its text-search rank, and a whole point more for a title match. */
export function searchRank(search: string, story: StoryText = newsText): SQL<number> {
  const rank = sql`ts_rank(${story.vector}, ${prefixQuery(search)})`;
  if (!canSearchInsideWords(search)) return sql<number>`${rank}`;
  return sql<number>`${rank} + (${titleContains(search, story)})::int`;
}
