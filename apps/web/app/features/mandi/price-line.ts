import type { PricePoint } from '@vaarta/core/entities/mandi';

/**
 * The points of a price line scaled into a `width` × `height` box with `pad` around it: oldest
 * on the left, the highest price at the top.
 */
export function priceLinePoints(
  history: PricePoint[],
  { width, height, pad }: { width: number; height: number; pad: number },
): [number, number][] {
  const prices = history.map((point) => point.price);
  const low = Math.min(...prices);
  const range = Math.max(...prices) - low || 1;
  const step = (width - 2 * pad) / Math.max(1, prices.length - 1);
  return prices.map((price, i) => [
    Math.round((pad + i * step) * 10) / 10,
    Math.round((height - pad - ((price - low) / range) * (height - 2 * pad)) * 10) / 10,
  ]);
}
