import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseDataSaver, dataSaverIsOn, subscribeDataSaver } from '../../lib/data-saver';

/** The data-saver switch (docs/decisions/0165): remembered on this device. */
export function DataSaverToggle() {
  const { t } = useTranslation();
  // Off in the server's HTML (the same for everyone); the device's choice after hydration.
  const on = useSyncExternalStore(subscribeDataSaver, dataSaverIsOn, () => false);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(event) => chooseDataSaver(event.target.checked)}
          className="size-4 accent-brand"
          data-testid="data-saver-toggle"
        />
        {t('dataSaver.label')}
      </label>
      <p className="text-muted">{t('dataSaver.hint')}</p>
    </div>
  );
}
