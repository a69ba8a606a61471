import carouselBeforeHydration from './breaking-autoplay?inline-script';
import type { CarouselOptions } from './breaking-autoplay';
import { EMBLA_STEP_MS, emblaVelocity } from './embla-duration';

/**
 * The script, inline after the carousel's dots (features/home/breaking-news.tsx): a new slide
 * every `delay` ms, sliding with embla's `duration`.
 */
export const carouselScript = ({ delay, duration }: Pick<CarouselOptions, 'delay' | 'duration'>) =>
  `(${carouselBeforeHydration})(document.currentScript,${JSON.stringify({
    delay,
    duration,
    stepMs: EMBLA_STEP_MS,
  } satisfies CarouselOptions)},${emblaVelocity})`;
