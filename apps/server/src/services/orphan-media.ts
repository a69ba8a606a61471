import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

/** The trees the newsroom and the e-paper printer write into: story photos, editions, covers. */
const MANAGED_TREES = ['media/news', 'media/epapers', 'epapers'];

/** A file younger than this may belong to an upload still being saved, and is left alone. */
const GRACE_MS = 60 * 60_000;

/** Every file address a row of the database names (story photos, editions and their covers). */
async function referencedFiles(db: Db): Promise<Set<string>> {
  const [editions, media] = await Promise.all([
    db.select({ pdf: t.eNewspapers.pdfPath, cover: t.eNewspapers.thumbnail }).from(t.eNewspapers),
    db
      .select({
        url: t.newsMedia.mediaUrl,
        variants: t.newsMedia.variants,
        sources: t.newsMedia.sources,
      })
      .from(t.newsMedia),
  ]);
  const named = new Set<string>();
  for (const { pdf, cover } of editions) {
    named.add(pdf);
    if (cover) named.add(cover);
  }
  for (const { url, variants, sources } of media) {
    named.add(url);
    for (const variant of variants) named.add(variant.url);
    for (const source of sources) for (const variant of source.variants) named.add(variant.url);
  }
  return named;
}

/**
 * Files under the media trees that no row names (a failed upload's leftovers, say), by the
 * address each is kept at; files younger than an hour are never listed.
 */
export async function orphanMedia(db: Db, filesDir: string, now = Date.now()): Promise<string[]> {
  const named = await referencedFiles(db);
  const orphans: string[] = [];
  for (const tree of MANAGED_TREES) {
    const root = path.join(filesDir, tree);
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const address = `/${path.relative(filesDir, file).split(path.sep).join('/')}`;
      if (named.has(address)) continue;
      if (now - (await stat(file)).mtimeMs < GRACE_MS) continue;
      orphans.push(address);
    }
  }
  return orphans.sort();
}

/** Deletes files listed by `orphanMedia`. */
export async function removeMedia(filesDir: string, addresses: string[]): Promise<void> {
  for (const address of addresses) await rm(path.join(filesDir, address), { force: true });
}
