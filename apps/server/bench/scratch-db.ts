import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf, type Database } from '../src/db/client.ts';
import { seed } from '../src/jobs/seed/index.ts';
import { FileMediaStore } from '../src/lib/media/file-media-store.ts';

export interface ScratchDb {
  database: Database;
  /** The environment a server process needs to open the same database. */
  env: Record<string, string>;
  filesDir: string;
  drop(): Promise<void>;
}

/**
 * A seeded scratch database for measurements: a fresh database beside the one DATABASE_URL
 * names (never that one; `vaarta_<name>`, or BENCH_DATABASE_NAME), or a file-backed PGlite in
 * a temporary folder.
 */
export async function openScratchDb(name: string): Promise<ScratchDb> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `vaarta-${name}-`));
  const filesDir = path.join(dataDir, 'files');
  const base = process.env.DATABASE_URL;
  let database: Database;
  let env: Record<string, string>;
  let drop = async () => {};
  if (base) {
    // BENCH_DATABASE_NAME names it outright; BENCH_DB_PREFIX keeps runs side by side apart.
    const dbName =
      process.env.BENCH_DATABASE_NAME ?? `${process.env.BENCH_DB_PREFIX ?? 'vaarta'}_${name}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    database = await openDatabase({ url: url.toString(), dataDir: null });
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    drop = () => admin(`drop database if exists ${dbName} with (force)`);
  } else {
    database = await openDatabase({ dataDir });
    env = { DATA_DIR: dataDir };
  }
  await database.migrate();
  await seed({ db: database.db, media: new FileMediaStore(filesDir), epapers: false });
  return { database, env, filesDir, drop };
}

/**
 * Grows the news table to `total` published articles by re-dating the seeded ones over the
 * past years; one in five moves to another district, so place filters stay selective.
 */
export async function growNews(database: Database, total: number, log: (m: string) => void) {
  const [{ n: existing } = { n: 0 }] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from news`),
  );
  const batch = 50_000;
  for (let from = existing; from < total; from += batch) {
    const to = Math.min(total, from + batch);
    await database.db.execute(sql`
      with seeded as (
        select n.*, row_number() over (order by n.created_at, n.id) - 1 as rn
        from news n where not n.seo_meta ? 'copyOf'
      ),
      places as (
        select array_agg(id order by id) as ids, array_agg(state_id order by id) as states from districts
      ),
      copies as (
        insert into news (language_id, category_id, state_id, district_id, author_id, author_name,
          title, slug, excerpt, short_content, long_content, body_text, meta_description, source,
          seo_meta, status, is_breaking, priority, published_at, created_at, updated_at)
        select s.language_id, s.category_id,
          case when g % 5 = 0 then p.states[1 + (g::bigint * 7919) % cardinality(p.ids)] else s.state_id end,
          case when g % 5 = 0 then p.ids[1 + (g::bigint * 7919) % cardinality(p.ids)] else s.district_id end,
          s.author_id, s.author_name, s.title || ' · ' || g, s.slug || '-' || g, s.excerpt,
          s.short_content, s.long_content, s.body_text, s.meta_description, s.source,
          jsonb_build_object('copyOf', s.id), 'published', s.is_breaking, s.priority,
          now() - make_interval(secs => g * 97), now() - make_interval(secs => g * 97 + 600),
          now() - make_interval(secs => g * 97)
        from generate_series(${from + 1}::int, ${to}::int) g
        cross join places p
        join seeded s on s.rn = g % 240
        returning id, seo_meta
      )
      insert into news_media (news_id, media_url, caption, width, height, variants)
      select c.id, m.media_url, m.caption, m.width, m.height, m.variants
      from copies c
      join news_media m on m.news_id = (c.seo_meta ->> 'copyOf')::uuid and m.sort_order = 0`);
    log(`bench: ${to} articles`);
  }
  await database.db.execute(sql`analyze`);
}
