import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { checkedMediaPath, contentTypeOf, type MediaStore } from './media-store.ts';

/** How many paths one page of `paths()` reads. */
const PATHS_PAGE = 500;

/** Both drivers' bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/**
 * Media as rows of the `media_files` table, in the same PostgreSQL as everything else: every
 * server of a cluster reads what any of them wrote, and `pg_dump` backs them up with the rest.
 */
export class DatabaseMediaStore implements MediaStore {
  readonly kind = 'database';
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async write(mediaPath: string, bytes: Uint8Array): Promise<void> {
    const path = checkedMediaPath(mediaPath);
    const row = { contentType: contentTypeOf(path), bytes: asBuffer(bytes), size: bytes.length };
    await this.db
      .insert(t.mediaFiles)
      .values({ path, ...row })
      .onConflictDoUpdate({ target: t.mediaFiles.path, set: row });
  }

  async read(mediaPath: string): Promise<Buffer | null> {
    const [row] = await this.db
      .select({ bytes: t.mediaFiles.bytes })
      .from(t.mediaFiles)
      .where(eq(t.mediaFiles.path, checkedMediaPath(mediaPath)));
    return row ? asBuffer(row.bytes) : null;
  }

  async exists(mediaPath: string): Promise<boolean> {
    const [row] = await this.db
      .select({ path: t.mediaFiles.path })
      .from(t.mediaFiles)
      .where(eq(t.mediaFiles.path, checkedMediaPath(mediaPath)));
    return row !== undefined;
  }

  async remove(mediaPath: string): Promise<void> {
    await this.db.delete(t.mediaFiles).where(eq(t.mediaFiles.path, checkedMediaPath(mediaPath)));
  }

  async *paths(): AsyncIterable<string> {
    let after = '';
    for (;;) {
      const rows = await this.db
        .select({ path: t.mediaFiles.path })
        .from(t.mediaFiles)
        .where(gt(t.mediaFiles.path, after))
        .orderBy(asc(t.mediaFiles.path))
        .limit(PATHS_PAGE);
      for (const row of rows) yield row.path;
      if (rows.length < PATHS_PAGE) return;
      after = rows[rows.length - 1]!.path;
    }
  }
}
