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
