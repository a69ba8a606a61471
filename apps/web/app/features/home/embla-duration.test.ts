import { describe, expect, it } from 'vitest';
import { BREAKING_SLIDE_MS } from '../../lib/constants';
import { emblaDurationFor, emblaScrollMs } from './embla-duration';

describe('embla duration', () => {
  it("takes embla's default of 25 as a scroll of about 0.7 s", () => {
    expect(emblaScrollMs(25)).toBeGreaterThan(650);
    expect(emblaScrollMs(25)).toBeLessThan(720);
  });

  it('turns the carousel’s 800 ms slide (docs/product/reading.md, "Home sections") into a duration of 28', () => {
    expect(emblaDurationFor(BREAKING_SLIDE_MS)).toBe(28);
    // Within one animation frame of the wanted time.
    expect(Math.abs(emblaScrollMs(28) - BREAKING_SLIDE_MS)).toBeLessThan(1000 / 60 + 0.1);
  });

  it('takes longer for larger durations', () => {
    expect(emblaScrollMs(40)).toBeGreaterThan(emblaScrollMs(28));
  });
});
