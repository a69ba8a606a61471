import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given the returned ref has come within `margin` of the screen (and stays
 * true from then on): a part below the fold fetches its code once the reader scrolls towards it.
 */
export function useNearScreen<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
