import type { ReactElement } from 'react';
import type { PictureSource } from '../lib/picture';

/**
 * An `<img>` with better formats offered first (AVIF, then WebP) when the photo has them; the
 * `<picture>` takes no box of its own, so the image is laid out as if it stood alone.
 */
export function Picture({
  sources,
  sizes,
  children,
}: {
  sources: PictureSource[];
  /** Left out when each source names one picture. */
  sizes: string | undefined;
  children: ReactElement;
}) {
  if (sources.length === 0) return children;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
