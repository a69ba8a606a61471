/**
 * Embla's `duration` option is not in milliseconds. Each 1/60 s step its scroll body adds
 * (distance left ÷ duration) to the velocity and multiplies the velocity by a friction of 0.68
 * (embla-carousel 8, ScrollBody). These helpers turn a wanted time into that option.
 */
export const EMBLA_STEP_MS = 1000 / 60;

/**
 * The velocity after one step of embla's scroll body, `left` px from its target. Self-contained
 * (the friction is written in it): the carousel's script before hydration runs it inline
 * (breaking-autoplay.ts).
 */
export function emblaVelocity(velocity: number, left: number, duration: number): number {
  return (velocity + left / duration) * 0.68;
}

/** How long a scroll with this `duration` takes to cover 99 % of its way, in ms. */
export function emblaScrollMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (1 - location > 0.01) {
    velocity = emblaVelocity(velocity, 1 - location, duration);
    location += velocity;
    steps += 1;
  }
  return steps * EMBLA_STEP_MS;
}

/** The `duration` option whose scroll takes about `ms` (the first that takes at least as long). */
export function emblaDurationFor(ms: number): number {
  let duration = 1;
  while (emblaScrollMs(duration) < ms) duration += 1;
  return duration;
}
