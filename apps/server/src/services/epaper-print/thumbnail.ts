import { createHash } from 'node:crypto';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { loadCanvas, loadPdfjs, loadSharp } from '../../lib/on-demand-libraries.ts';

/** Width of an edition's cover picture: sharp on a date chip at twice the pixel density. */
export const THUMBNAIL_WIDTH = 320;

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
    const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / unscaled.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
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
