import { createHash } from 'node:crypto';
import type { Metadata, Sharp } from 'sharp';
import { UPLOAD_IMAGE_WIDTHS } from '@vaarta/core/constants';
import type { Media } from '@vaarta/core/entities/news';
import { HttpError } from '../../lib/http-error.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { loadSharp } from '../../lib/on-demand-libraries.ts';

/** The formats a photo may arrive in, told by its bytes (never its name); SVG is refused. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif']);
/** Larger pictures are refused before they are decoded (a phone photo is 12–50 megapixels). */
const MAX_INPUT_PIXELS = 100_000_000;

export const NOT_A_PHOTO = 'Please upload a photo: a JPEG, PNG, WebP, AVIF, GIF or TIFF image.';

const OUTPUTS = [
  { ext: 'avif', type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  { ext: 'webp', type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 72 }) },
  { ext: 'jpg', type: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 78, mozjpeg: true }) },
] as const;

export type StoredPhoto = Pick<Media, 'mediaUrl' | 'width' | 'height' | 'variants' | 'sources'>;

/** The widths a picture of `width` pixels is served at: never enlarged, at least one. */
export function widthsFor(width: number): number[] {
  const widths: number[] = UPLOAD_IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Stores an uploaded photo as the reader's pages use it: turned upright by its camera data
 * (which is then dropped, location included), resized to the responsive widths, each as AVIF,
 * WebP and JPEG under `/media/news/` in the media store. File names carry a hash of the upload, so they can be
 * cached forever. `variants` are the JPEG widths (every browser's `srcset`), `sources` the AVIF
 * and WebP ones for a `<picture>`, and `mediaUrl` the largest JPEG.
 */
export async function storePhoto(media: MediaStore, upload: Uint8Array): Promise<StoredPhoto> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  }
  if (!metadata.format || !PHOTO_FORMATS.has(metadata.format)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  }
  const { width = 0, height = 0 } = metadata.autoOrient ?? metadata;
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      'The photo is too large: at most 100 megapixels.',
    );
  }

  const hash = createHash('sha256').update(upload).digest('hex').slice(0, 16);
  const byFormat = new Map<string, { width: number; url: string }[]>();
  let largest = { width: 0, height: 0 };
  try {
    for (const target of widthsFor(width)) {
      const resized = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .autoOrient()
        .resize({ width: target, withoutEnlargement: true });
      for (const output of OUTPUTS) {
        const name = `photo-${hash}-${target}.${output.ext}`;
        const { info, data } = await output
          .encode(resized.clone())
          .toBuffer({ resolveWithObject: true });
        await media.write(`/media/news/${name}`, data);
        const list = byFormat.get(output.type) ?? [];
        list.push({ width: info.width, url: `/media/news/${name}` });
        byFormat.set(output.type, list);
        if (info.width >= largest.width) largest = { width: info.width, height: info.height };
      }
    }
  } catch {
    // The header was readable but the picture is not (cut short, or a codec we lack).
    throw new HttpError(
      422,
      'UNPROCESSABLE_ENTITY',
      'The photo could not be read. Please try another file.',
    );
  }
  const jpegs = byFormat.get('image/jpeg')!;
  return {
    mediaUrl: jpegs[jpegs.length - 1]!.url,
    width: largest.width,
    height: largest.height,
    variants: jpegs,
    sources: ['image/avif', 'image/webp'].map((type) => ({ type, variants: byFormat.get(type)! })),
  };
}
