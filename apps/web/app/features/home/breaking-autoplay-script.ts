import carouselBeforeHydration from './breaking-autoplay?inline-script';
import { BREAKING_AUTOPLAY_MS, BREAKING_SLIDE_MS } from '../../lib/constants';
import { scriptFile } from '../../lib/script-file';
import type { CarouselOptions } from './breaking-autoplay';
import { EMBLA_STEP_MS, emblaDurationFor, emblaVelocity } from './embla-duration';

/** Embla's `duration` for the carousel's 800 ms slide: 28 (see embla-duration.ts). */
export const SLIDE_DURATION = emblaDurationFor(BREAKING_SLIDE_MS);

/**
 * The carousel's script before hydration, a file the page names right after the carousel's
 * dots (features/home/breaking-news.tsx) and the browser runs once the page is parsed: a new
 * slide every BREAKING_AUTOPLAY_MS, sliding with embla's SLIDE_DURATION. Only the server calls
 * it, so the script's text stays out of the browser's bundle.
 */
export const carouselScriptFile = () =>
  scriptFile(
    'breaking-carousel',
    `(${carouselBeforeHydration})(document.currentScript,${JSON.stringify({
      delay: BREAKING_AUTOPLAY_MS,
      duration: SLIDE_DURATION,
      stepMs: EMBLA_STEP_MS,
    } satisfies CarouselOptions)},${emblaVelocity})`,
  );
