import type { PricePoint } from '@vaarta/core/entities/mandi';

const WIDTH = 72;
const HEIGHT = 22;
const PAD = 2;

/** The points of a price line scaled into the sparkline's box, oldest on the left. */
export function sparklinePoints(history: PricePoint[]): [number, number][] {
  const prices = history.map((point) => point.price);
  const low = Math.min(...prices);
  const range = Math.max(...prices) - low || 1;
  const step = (WIDTH - 2 * PAD) / Math.max(1, prices.length - 1);
  return prices.map((price, i) => [
    Math.round((PAD + i * step) * 10) / 10,
    Math.round((HEIGHT - PAD - ((price - low) / range) * (HEIGHT - 2 * PAD)) * 10) / 10,
  ]);
}

/**
 * A commodity's recent modal prices in one market as a small line (time runs left to right in
 * every language, as on any chart), its latest price marked. Named for screen readers by
 * `label`; nothing is drawn for fewer than two prices.
 */
export function PriceSparkline({ history, label }: { history: PricePoint[]; label: string }) {
  if (history.length < 2) return null;
  const points = sparklinePoints(history);
  const [lastX, lastY] = points[points.length - 1]!;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      className="shrink-0 text-accent"
      data-testid="price-sparkline"
    >
      <title>{label}</title>
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={lastX} cy={lastY} r="2" fill="currentColor" />
    </svg>
  );
}
