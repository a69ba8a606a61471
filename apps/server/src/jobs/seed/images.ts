import type { MediaStore } from '../../lib/media/media-store.ts';
import { loadSharp } from '../../lib/on-demand-libraries.ts';

export const IMAGE_WIDTHS = [480, 960] as const;
const ASPECT = 9 / 16;

/** A small deterministic random source, so the same article always gets the same picture. */
function randomFrom(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h += 0x6d2b79f5;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    const v = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(v).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * An illustration for a news photo slot: a sky in the category's colour, a sun, layered hills
 * and a town skyline. Generated, not downloaded (docs/decisions/0012).
 */
export function illustrationSvg(seed: string, color: string): string {
  const rand = randomFrom(seed);
  const w = 1200;
  const h = Math.round(w * ASPECT);
  const hills = [0.55, 0.68, 0.8].map((level, i) => {
    const points: string[] = [`0,${h}`];
    for (let x = 0; x <= w; x += 100) {
      points.push(`${x},${Math.round(h * level + (rand() - 0.5) * h * 0.12)}`);
    }
    points.push(`${w},${h}`);
    return `<polygon points="${points.join(' ')}" fill="${shade(color, -0.25 - i * 0.2)}" opacity="0.9"/>`;
  });
  const buildings: string[] = [];
  for (let x = rand() * 60; x < w; x += 40 + rand() * 70) {
    const bw = 30 + rand() * 50;
    const bh = h * (0.12 + rand() * 0.28);
    buildings.push(
      `<rect x="${x.toFixed(0)}" y="${(h * 0.72 - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${shade(color, -0.55)}" opacity="0.85"/>`,
    );
  }
  const sunX = 150 + rand() * (w - 300);
  const sunY = 80 + rand() * h * 0.25;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${shade(color, 0.55)}"/><stop offset="1" stop-color="${shade(color, 0.15)}"/>
</linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(40 + rand() * 50).toFixed(0)}" fill="#fff6d5" opacity="0.85"/>
${hills[0]}${buildings.join('')}${hills[1]}${hills[2]}
</svg>`;
}

export interface GeneratedImage {
  /** URL of the largest width. */
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

/**
 * Stores the WebP widths of one illustration under `/media/news/`, and a JPEG for the e-paper
 * (pdfkit reads JPEG and PNG), once.
 */
export async function generateImage(
  media: MediaStore,
  name: string,
  color: string,
): Promise<GeneratedImage> {
  const svg = Buffer.from(illustrationSvg(name, color));
  const sharp = await loadSharp();
  const variants = [];
  for (const width of IMAGE_WIDTHS) {
    const url = `/media/news/${name}-${width}.webp`;
    if (!(await media.exists(url))) {
      await media.write(url, await sharp(svg).resize(width).webp({ quality: 72 }).toBuffer());
    }
    variants.push({ width, url });
  }
  const printUrl = `/media/news/${name}-print.jpg`;
  if (!(await media.exists(printUrl))) {
    await media.write(printUrl, await sharp(svg).resize(800).jpeg({ quality: 75 }).toBuffer());
  }
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return {
    url: `/media/news/${name}-${largest}.webp`,
    width: largest,
    height: Math.round(largest * ASPECT),
    variants,
  };
}
