import { Switch } from 'radix-ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { applyTheme, currentTheme } from '../../lib/theme';
import { CenteredDialog } from '../../ui/centered-dialog';
import { DialogActions } from '../../ui/dialog-actions';
import type { AccountDialogProps } from './account-dialogs';
import { useRouteLoaderData } from 'react-router';
import type { PushEdition } from '@vaarta/core/entities/push';
import type { Edition } from '../../lib/edition';
import { anyAlertsOn, startAlerts, stopAlerts } from '../../lib/push-alerts';
import { useNamespaceTranslation } from '../../lib/namespaces';
import { usePushKey } from '../../lib/use-push-key';

/** The edition the switch turns notifications on for: the reader's district, else their state. */
function pushEditionOf(edition: Edition | undefined): PushEdition | null {
  if (!edition?.language || !edition.state) return null;
  return {
    languageId: edition.language.id,
    stateId: edition.state.id,
    districtId: edition.district?.id ?? null,
  };
}

/**
 * Settings: breaking-news notifications on this device (docs/decisions/0162; shown only when the
 * server sends pushes) and the dark theme. Nothing changes until Save; Cancel forgets the changes.
 */
export default function SettingsDialog(dialog: AccountDialogProps) {
  const { t } = useNamespaceTranslation('accounts');
  const root = useRouteLoaderData('root') as { edition?: Edition } | undefined;
  const pushKey = usePushKey();
  const [pushWas, setPushWas] = useState(false);
  const [push, setPush] = useState(false);
  const [dark, setDark] = useState(() => currentTheme() === 'dark');
  const [shownOpen, setShownOpen] = useState(dialog.open);
  // Each opening starts from what is saved.
  if (dialog.open !== shownOpen) {
    setShownOpen(dialog.open);
    if (dialog.open) setDark(currentTheme() === 'dark');
  }
  useEffect(() => {
    if (!dialog.open || !pushKey) return;
    let current = true;
    void anyAlertsOn().then((on) => {
      if (!current) return;
      setPushWas(on);
      setPush(on);
    });
    return () => {
      current = false;
    };
  }, [dialog.open, pushKey]);

  function save() {
    const edition = pushEditionOf(root?.edition);
    if (pushKey && push !== pushWas) {
      const change = push && edition ? startAlerts(pushKey, edition) : stopAlerts();
      change.catch(() => undefined);
    }
    applyTheme(dark ? 'dark' : 'light');
    toast.success(t('account.settings.saved'));
    dialog.onOpenChange(false);
  }

  return (
    <CenteredDialog
      {...dialog}
      title={t('account.settings.title')}
      description={t('account.settings.description')}
      testId="settings-dialog"
      className="max-w-md overflow-y-auto"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col gap-4 p-4"
      >
        {pushKey ? (
          <SettingSwitch
            label={t('account.settings.push')}
            note={t('account.settings.pushNote')}
            checked={push}
            onChange={setPush}
            testId="settings-push"
          />
        ) : null}
        <SettingSwitch
          label={t('account.settings.darkTheme')}
          note={t('account.settings.darkThemeNote')}
          checked={dark}
          onChange={setDark}
          testId="settings-dark"
        />
        <DialogActions
          cancel={t('account.cancel')}
          submit={{ idle: t('account.settings.save') }}
          submitTestId="settings-save"
          cancelTestId="settings-cancel"
        />
      </form>
    </CenteredDialog>
  );
}

function SettingSwitch({
  label,
  note,
  checked,
  onChange,
  testId,
}: {
  label: string;
  note: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-note`} className="text-sm text-muted">
          {note}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-note`}
        data-testid={testId}
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-line transition-colors data-[state=checked]:bg-brand"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-surface shadow transition-transform data-[state=checked]:translate-x-[1.375rem] rtl:-translate-x-0.5 rtl:data-[state=checked]:-translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
