/**
 * Where photos, thumbnails and e-paper PDFs are kept, named by the public path they are served
 * at (`/media/news/photo-….webp`, `/epapers/te/2026-11-27.pdf`). Files in the data folder by
 * default; PostgreSQL itself when `MEDIA_STORE=database`, so every server of a cluster sees
 * every file and a database backup holds them (docs/decisions/0155).
 */
export interface MediaStore {
  readonly kind: 'files' | 'database';
  /** Writes a file whole: a reader sees the old bytes or the new ones, never half of them. */
  write(path: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(path: string): Promise<Buffer | null>;
  exists(path: string): Promise<boolean>;
  /** Removes a file; removing one that is not there is no error. */
  remove(path: string): Promise<void>;
  /** Every stored path, in order. */
  paths(): AsyncIterable<string>;
}

/** The two public folders media are served from. */
export const MEDIA_FOLDERS = ['media', 'epapers'] as const;

const MEDIA_PATH = /^\/(?:media|epapers)(?:\/[A-Za-z0-9_][A-Za-z0-9._-]*)+$/;

/** Whether `path` names a file in one of the media folders (no `..`, no hidden names). */
export function isMediaPath(path: string): boolean {
  return MEDIA_PATH.test(path) && !path.split('/').includes('..');
}

/** Refuses a path outside the media folders: a store never writes or reads anywhere else. */
export function checkedMediaPath(path: string): string {
  if (!isMediaPath(path)) throw new Error(`not a media path: ${JSON.stringify(path)}`);
  return path;
}

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The content type a media file is served with, by its name's extension. */
export function contentTypeOf(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
