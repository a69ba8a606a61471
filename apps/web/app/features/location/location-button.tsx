import { ChevronDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { longEditionLabel, shortEditionLabel } from '../../lib/edition';
import { useEdition } from '../../lib/edition-context';
import { loadWizard } from './load-wizard';

/**
 * The header's location selector (docs/product/reading.md, "Header"): the full edition on wide
 * screens, the short form (first 2 letters of each, or 3 letters of the language and '...') on
 * small ones.
 */
export function LocationButton() {
  const { t } = useTranslation();
  const { edition, setWizardOpen } = useEdition();
  const short = shortEditionLabel(edition);
  const long = longEditionLabel(edition);
  return (
    <button
      type="button"
      data-testid="location-button"
      data-early-tap="location"
      onClick={() => setWizardOpen(true)}
      onPointerEnter={() => void loadWizard()}
      onFocus={() => void loadWizard()}
      aria-haspopup="dialog"
      title={long ?? undefined}
      className="flex max-w-full items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm hover:bg-raised"
    >
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
      {long ? <span className="sr-only">{`${t('header.changeLocation')}: `}</span> : null}
      <span className="truncate md:hidden" data-testid="location-short">
        {short ?? t('header.chooseLocation')}
      </span>
      <span className="hidden truncate md:inline" data-testid="location-long">
        {long ?? t('header.chooseLocation')}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
    </button>
  );
}
