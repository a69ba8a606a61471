import { useEffect, useState, type RefObject } from 'react';
import { CATEGORY_STRIP_PX_PER_FRAME } from '../../lib/constants';

/**
 * docs/product/reading.md, "Categories strip": scrolls `scroller` by 0.5 px a frame while not
 * `paused`, and loops seamlessly. `track` holds the items once; when they do not fit, the caller
 * renders a second, hidden copy right after it (`looping`), and reaching the end of the first copy
 * jumps back by its width, to the same picture. When everything fits, nothing moves. Frames are
 * only spent while the strip is on screen, and a reader's own swipe is taken up where it leaves
 * off.
 */
export function useAutoScroll(
  scroller: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  paused: boolean,
): boolean {
  const [looping, setLooping] = useState(false);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const view = scroller.current;
    const items = track.current;
    if (!view || !items) return;
    // The observer reports the first sizes too, after layout: no layout forced during hydration.
    const resized = new ResizeObserver(() => setLooping(items.offsetWidth > view.clientWidth));
    resized.observe(view);
    resized.observe(items);
    const seen = new IntersectionObserver(([entry]) => setVisible(Boolean(entry?.isIntersecting)));
    seen.observe(view);
    return () => {
      resized.disconnect();
      seen.disconnect();
    };
  }, [scroller, track]);

  useEffect(() => {
    const view = scroller.current;
    const items = track.current;
    if (!view || !items || paused || !looping || !visible) return;
    // Right-to-left scroll offsets run from 0 towards negative values.
    const sign = getComputedStyle(view).direction === 'rtl' ? -1 : 1;
    let offset = Math.abs(view.scrollLeft);
    let frame = requestAnimationFrame(function step() {
      const actual = Math.abs(view.scrollLeft);
      if (Math.abs(actual - offset) > 2) offset = actual; // the reader scrolled
      offset += CATEGORY_STRIP_PX_PER_FRAME;
      if (offset >= items.offsetWidth) offset -= items.offsetWidth;
      view.scrollLeft = sign * offset;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [scroller, track, paused, looping, visible]);

  return looping;
}
