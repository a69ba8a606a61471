import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Epaper } from '../../api/e-papers';
import { dayParts } from '../../lib/format';

/**
 * The last 7 days, oldest to newest (docs/product/e-paper.md): each chip shows the weekday, the
 * day and the month, the edition's front page when there is one, and Today on the last.
 */
export function DateStrip({
  days,
  editions,
  selected,
  onSelect,
}: {
  days: string[];
  editions: Map<string, Epaper>;
  selected: string;
  onSelect(day: string): void;
}) {
  const { t, i18n } = useTranslation();
  const today = days[days.length - 1];
  const strip = useRef<HTMLOListElement>(null);
  // On a phone the strip is wider than the screen: scroll it (and only it) to the chosen day,
  // today at first.
  useEffect(() => {
    const list = strip.current;
    const chip = list?.querySelector('[aria-pressed="true"]');
    if (!list || !chip) return;
    const box = list.getBoundingClientRect();
    const at = chip.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right) {
      list.scrollBy({ left: at.left - box.left - (box.width - at.width) / 2 });
    }
  }, [selected]);
  return (
    <ol
      ref={strip}
      aria-label={t('epaper.dates')}
      className="flex snap-x gap-2 overflow-x-auto pb-2"
      data-testid="epaper-dates"
    >
      {days.map((day) => {
        const { weekday, day: number, month } = dayParts(day, i18n.language);
        const edition = editions.get(day);
        const chosen = day === selected;
        return (
          <li key={day} className="shrink-0 snap-start">
            <button
              type="button"
              onClick={() => onSelect(day)}
              aria-pressed={chosen}
              data-day={day}
              className={`flex w-20 flex-col items-center gap-1 rounded-lg border p-1.5 text-center sm:w-24 ${
                chosen
                  ? 'border-brand bg-brand/10 ring-2 ring-brand'
                  : 'border-line bg-surface hover:bg-raised'
              }`}
            >
              <span className="flex aspect-[1/1.414] w-full items-center justify-center overflow-hidden rounded-sm border border-line bg-raised">
                {edition?.thumbnail ? (
                  <img
                    src={edition.thumbnail}
                    alt=""
                    width={160}
                    height={226}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover object-top"
                  />
                ) : (
                  <span aria-hidden="true" className="text-2xl text-muted">
                    —
                  </span>
                )}
              </span>
              <span className="text-xs text-muted">{weekday}</span>
              <span className="text-lg leading-none font-bold">{number}</span>
              <span className="text-xs">{month}</span>
              {day === today ? (
                <span className="rounded-full bg-brand px-2 text-[0.7rem] font-semibold text-on-brand">
                  {t('epaper.today')}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
