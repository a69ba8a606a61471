import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@vaarta/core/entities/mandi';
import { formatDay, formatPercent } from '../../lib/format';

const LOOK = {
  up: {
    Icon: ArrowUp,
    className: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  },
  down: { Icon: ArrowDown, className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  flat: { Icon: Minus, className: 'bg-raised text-muted' },
} as const;

/**
 * How the modal price moved since the previous recorded price of the same commodity in the
 * same market (docs/product/mandi.md): an arrow and the real percentage; its full sentence,
 * with the previous date, for screen readers and as a tooltip.
 */
export function TrendChip({ trend }: { trend: Trend }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { Icon, className } = LOOK[trend.direction];
  const percent = formatPercent(Math.abs(trend.percent), language);
  const sentence = t(`mandi.trend.${trend.direction}`, {
    percent,
    date: formatDay(trend.previousDate, language),
  });
  return (
    <span
      title={sentence}
      data-testid="trend-chip"
      data-direction={trend.direction}
      className={`inline-flex items-center gap-0.5 rounded-full px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{percent}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
