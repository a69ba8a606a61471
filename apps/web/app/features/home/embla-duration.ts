/**
 * Embla's `duration` option is not in milliseconds. Each 1/60 s step its scroll body adds
 * (distance left ÷ duration) to the velocity and multiplies the velocity by a friction of 0.68
 * (embla-carousel 8, ScrollBody). These helpers turn a wanted time into that option.
 */
const STEP_MS = 1000 / 60;
const FRICTION = 0.68;

/** How long a scroll with this `duration` takes to cover 99 % of its way, in ms. */
export function emblaScrollMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (1 - location > 0.01) {
    velocity = (velocity + (1 - location) / duration) * FRICTION;
    location += velocity;
    steps += 1;
  }
  return steps * STEP_MS;
}

/** The `duration` option whose scroll takes about `ms` (the first that takes at least as long). */
export function emblaDurationFor(ms: number): number {
  let duration = 1;
  while (emblaScrollMs(duration) < ms) duration += 1;
  return duration;
}
