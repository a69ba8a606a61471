import { ImageDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EARLY_TAP } from './early-taps';

/**
 * Over a picture held back in data-saver mode (shown by app.css only then): a tap loads it. A tap
 * before the page hydrated is kept and replayed (ui/early-taps).
 */
export function TapToLoad({ name, onTap }: { name: string; onTap: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onTap}
      className="tap-to-load absolute inset-0 flex-col items-center justify-center gap-2 rounded-lg bg-raised p-4 text-center font-semibold text-ink"
      {...{ [EARLY_TAP]: name }}
      data-testid="tap-to-load"
    >
      <ImageDown aria-hidden="true" className="size-8" />
      {t('dataSaver.tapToLoad')}
    </button>
  );
}
