import { createHash } from 'node:crypto';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { loadCanvas, loadPdfjs, loadSharp } from '../../lib/on-demand-libraries.ts';

/** Width of an edition's cover picture: sharp on a date chip at twice the pixel density. */
export const THUMBNAIL_WIDTH = 320;
/** A cover is never taller than this: a very tall page is drawn smaller, not taller. */
const THUMBNAIL_MAX_HEIGHT = THUMBNAIL_WIDTH * 2;

/**
 * The canvas a page of `width` × `height` points is drawn on: scaled to THUMBNAIL_WIDTH unless
 * that would make it taller than THUMBNAIL_MAX_HEIGHT, so both sides — and so the area, at most
 * 320 × 640 pixels — are bounded before a single pixel is allocated, whatever the page's shape.
 */
export function thumbnailScale(width: number, height: number) {
  const scale = Math.min(THUMBNAIL_WIDTH / width, THUMBNAIL_MAX_HEIGHT / height);
  return {
    scale,
    width: Math.min(THUMBNAIL_WIDTH, Math.max(1, Math.round(width * scale))),
    height: Math.min(THUMBNAIL_MAX_HEIGHT, Math.max(1, Math.round(height * scale))),
  };
}

/**
 * Renders page 1 of an edition's PDF as a small WebP cover for the date strip: pdf.js draws the
 * page, exactly as the reader's viewer will, onto a canvas (docs/decisions/0062). The file lands
 * under the public /media/ tree with a content hash in its name, so it can be cached forever;
 * the PDF itself stays behind the login rule. Returns the cover's URL path.
 */
export async function renderThumbnail(
  pdf: Uint8Array,
  media: MediaStore,
  language: string,
  date: string,
): Promise<string> {
  const [{ createCanvas }, { getDocument }, sharp] = await Promise.all([
    loadCanvas(),
    loadPdfjs(),
    loadSharp(),
  ]);
  // pdf.js takes the buffer it is given over, so it gets a copy.
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const size = thumbnailScale(unscaled.width, unscaled.height);
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = createCanvas(size.width, size.height);
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const webp = await sharp(await canvas.encode('png'))
      .webp({ quality: 72 })
      .toBuffer();
    const hash = createHash('sha256').update(pdf).digest('hex').slice(0, 10);
    const url = `/media/epapers/${language}/${date}-${hash}.webp`;
    await media.write(url, webp);
    return url;
  } finally {
    await task.destroy();
  }
}
