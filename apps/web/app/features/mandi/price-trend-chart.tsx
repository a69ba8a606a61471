import { useTranslation } from 'react-i18next';
import type { PricePoint } from '@vaarta/core/entities/mandi';
import { formatDay, formatRupees } from '../../lib/format';
import { priceLinePoints } from './price-line';

const WIDTH = 240;
const HEIGHT = 96;
const PAD = 6;

/**
 * A commodity's modal price over its last recorded days in one market (docs/decisions/0136):
 * an SVG line drawn from the data, with its highest and lowest prices and its first and last
 * days written beside it in the reader's language and digits. Time runs left to right in every
 * language, as on any chart; the sentence that names it is its text alternative.
 */
export function PriceTrendChart({
  history,
  name,
  market,
}: {
  history: PricePoint[];
  name: string;
  market: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (history.length < 2) return null;
  const prices = history.map((point) => point.price);
  const rupees = (value: number) => formatRupees(value, language);
  const first = history[0]!;
  const last = history.at(-1)!;
  const points = priceLinePoints(history, { width: WIDTH, height: HEIGHT, pad: PAD });
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const area = `${PAD},${HEIGHT - PAD} ${line} ${points.at(-1)![0]},${HEIGHT - PAD}`;
  const label = t('mandi.chart.label', {
    name,
    market,
    count: history.length,
    from: formatDay(first.date, language),
    to: formatDay(last.date, language),
    first: rupees(first.price),
    last: rupees(last.price),
    low: rupees(Math.min(...prices)),
    high: rupees(Math.max(...prices)),
  });
  return (
    <figure className="flex w-max max-w-full items-stretch gap-2" data-testid="price-trend-chart">
      <div className="flex flex-col justify-between pb-5 text-xs text-muted" aria-hidden="true">
        <span data-testid="chart-high">{rupees(Math.max(...prices))}</span>
        <span data-testid="chart-low">{rupees(Math.min(...prices))}</span>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width={WIDTH}
          height={HEIGHT}
          className="max-w-full text-accent"
        >
          <title>{label}</title>
          <line
            x1={PAD}
            x2={WIDTH - PAD}
            y1={HEIGHT - PAD}
            y2={HEIGHT - PAD}
            className="stroke-line"
            strokeWidth="1"
          />
          <polygon points={area} fill="currentColor" opacity="0.12" />
          <polyline
            points={line}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <circle cx={points.at(-1)![0]} cy={points.at(-1)![1]} r="3" fill="currentColor" />
        </svg>
        <figcaption
          className="flex justify-between gap-2 text-xs text-muted"
          dir="ltr"
          aria-hidden="true"
        >
          <span dir="auto">{formatDay(first.date, language)}</span>
          <span dir="auto">{formatDay(last.date, language)}</span>
        </figcaption>
      </div>
    </figure>
  );
}
