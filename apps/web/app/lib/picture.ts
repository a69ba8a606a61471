import type { Media } from '@vaarta/core/entities/news';

/** A `<source>` of a `<picture>`: a better format (AVIF, WebP) of the same widths. */
export interface PictureSource {
  type: string;
  srcSet: string;
}

/** What an image needs to be responsive: its widths, and the same widths in better formats. */
export interface ResponsiveImage {
  /** Every width of the picture, for the browser to pick from (`srcset`). */
  srcSet: string;
  /** Empty for seeded photos (WebP only); AVIF and WebP for photos uploaded in the newsroom. */
  sources: PictureSource[];
  /** What the picture shows: its alternative text, else its caption. */
  alt: string;
}

function srcSetOf(variants: Media['variants']): string {
  return variants.map((v) => `${v.url} ${v.width}w`).join(', ');
}

export function responsiveImage(media: Media): ResponsiveImage {
  return {
    srcSet: srcSetOf(media.variants),
    sources: media.sources.map((source) => ({
      type: source.type,
      srcSet: srcSetOf(source.variants),
    })),
    alt: media.alt || media.caption,
  };
}

/** The densest screens a picture is drawn for: N CSS pixels wide needs N × 3 of the picture's. */
const DENSEST_SCREEN = 3;

/** Of a `srcset`'s candidates, the narrowest as wide as `pixels`, else the widest. */
function coveringUrl(srcSet: string, pixels: number): string | undefined {
  const candidates = srcSet
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', width = ''] = candidate.trim().split(/\s+/);
      return { url, width: Number.parseInt(width, 10) || 0 };
    })
    .filter((candidate) => candidate.url !== '')
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= pixels) ?? candidates.at(-1))?.url;
}

/**
 * A picture that is always drawn small (a thumbnail beside a headline, at most `cssPixels`
 * wide): the one width that covers it on the densest screens, in each format, so its `<img>`
 * needs no `srcset` and no `sizes` for the browser to choose by.
 */
export function fixedSizeImage<T extends ResponsiveImage & { src: string }>(
  image: T,
  cssPixels: number,
): T {
  const pixels = cssPixels * DENSEST_SCREEN;
  return {
    ...image,
    src: coveringUrl(image.srcSet, pixels) ?? image.src,
    srcSet: '',
    sources: image.sources.map((source) => ({
      ...source,
      srcSet: coveringUrl(source.srcSet, pixels) ?? source.srcSet,
    })),
  };
}
