import { useCallback, useState, type CSSProperties } from 'react';
import { graphemes } from '@vaarta/core/text';
import type { Category } from '../../api/categories';

const isImageAddress = (icon: string) => /^(https?:\/\/|\/|data:image\/)/.test(icon);

/**
 * A category's round icon: its emoji, or its picture when the icon is an address. A picture
 * that fails, or no icon at all, shows the name's first letter (a whole grapheme, so a Telugu
 * or Hindi syllable keeps its vowel sign) on a circle of the category's colour
 * (docs/product/reading.md, "Categories strip").
 */
export function CategoryIcon({ category }: { category: Category }) {
  const [failed, setFailed] = useState(false);
  // A picture that failed before the page hydrated fired its error unseen.
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const icon = category.icon.trim();
  if (icon && !failed) {
    return (
      <span
        aria-hidden="true"
        className="category-circle category-tinted"
        // Only the colour travels on each of the ten; app.css draws the ring and the tint from it.
        style={{ '--category': category.color } as CSSProperties}
      >
        {isImageAddress(icon) ? (
          <img
            ref={checkLoaded}
            src={icon}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            onError={() => setFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <span>{icon}</span>
        )}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="category-circle text-xl font-bold text-white"
      style={{ backgroundColor: category.color }}
    >
      {graphemes(category.name.trim())[0] ?? ''}
    </span>
  );
}
