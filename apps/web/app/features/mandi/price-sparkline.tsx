import type { PricePoint } from '@vaarta/core/entities/mandi';
import { priceLinePoints } from './price-line';

const WIDTH = 72;
const HEIGHT = 22;
const PAD = 2;

/**
 * A commodity's recent modal prices in one market as a small line (time runs left to right in
 * every language, as on any chart), its latest price marked. Named for screen readers by
 * `label`; nothing is drawn for fewer than two prices.
 */
export function PriceSparkline({ history, label }: { history: PricePoint[]; label: string }) {
  if (history.length < 2) return null;
  const points = priceLinePoints(history, { width: WIDTH, height: HEIGHT, pad: PAD });
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
