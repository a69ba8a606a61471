/**
 * `npm run bench:explain`: grows a scratch database to 1,000,000 articles and prints the plans
 * of the list queries, to show each one is served by an index (no sequential scan of news).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { growNews, openScratchDb } from './scratch-db.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 1_000_000);
const scratch = await openScratchDb('explain');
await growNews(scratch.database, ARTICLES, (m) => console.error(m));
const db = scratch.database.db;
const one = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ id: string }>(await db.execute(query))[0]!.id;
const en = await one(sql`select id from languages where code = 'en'`);
const politics = await one(sql`select id from categories where slug = 'politics'`);
const sports = await one(sql`select id from categories where slug = 'sports'`);
const hyderabad = await one(sql`select id from districts where english_name = 'Hyderabad'`);
const author = await one(sql`select author_id as id from news where language_id = ${en} limit 1`);

const listed = sql`status = 'published' and is_active and not is_deleted and published_at <= now()`;
const queries: [string, ReturnType<typeof sql>][] = [
  [
    'one category, first page',
    sql`select id from news where language_id = ${en} and category_id in (${politics}) and ${listed} order by published_at desc, id desc limit 10`,
  ],
  [
    'one category, page 50',
    sql`select id from news where language_id = ${en} and category_id in (${politics}) and ${listed} order by published_at desc, id desc limit 10 offset 490`,
  ],
  [
    'two categories',
    sql`select id from news where language_id = ${en} and category_id in (${politics}, ${sports}) and ${listed} order by published_at desc, id desc limit 10`,
  ],
  [
    'category in a district',
    sql`select id from news where language_id = ${en} and category_id in (${politics}) and district_id = ${hyderabad} and ${listed} order by published_at desc, id desc limit 10`,
  ],
  [
    'newest of a language',
    sql`select id from news where language_id = ${en} and ${listed} order by published_at desc, id desc limit 8`,
  ],
  [
    'breaking news',
    sql`select id from news where language_id = ${en} and is_breaking and ${listed} order by published_at desc, id desc limit 8`,
  ],
  [
    "an author's news",
    sql`select id from news where language_id = ${en} and author_id = ${author} and ${listed} order by published_at desc, id desc limit 50`,
  ],
  [
    'search',
    sql`select id from news where language_id = ${en} and (search_vector @@ plainto_tsquery('simple', 'flood') or title ilike '%flood%') and ${listed} order by published_at desc, id desc limit 10`,
  ],
  [
    'count of a category',
    sql`select count(*) from news where language_id = ${en} and category_id in (${politics}) and ${listed}`,
  ],
];
console.log(`articles: ${ARTICLES}`);
for (const [name, query] of queries) {
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(sql`explain analyze ${query}`),
  ).map((r) => r['QUERY PLAN']);
  const seqScan = plan.some((line) => /Seq Scan on news\b/.test(line));
  const time = plan.find((line) => line.startsWith('Execution Time'));
  console.log(`\n== ${name}: ${seqScan ? 'SEQUENTIAL SCAN' : 'index'}; ${time}`);
  console.log(plan.join('\n'));
}
await scratch.database.close();
await scratch.drop();
