import { useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts loading its code, so it is ready when seen. */
const NEAR_SCREEN = '600px';

/**
 * Whether the element given the returned ref has come near the screen (and stays true from then
 * on): a part below the fold fetches its code once the reader scrolls towards it.
 */
export function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return { ref, near };
}
