import { Bell, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushEdition } from '@vaarta/core/entities/push';
import { useEdition } from '../../lib/edition-context';
import { toast } from '../../lib/toast';
import { usePushKey } from '../../lib/use-push-key';
import {
  alertsState,
  pushSupported,
  startAlerts,
  stopAlerts,
  type AlertsState,
} from '../../lib/push-alerts';

/**
 * The reader's choice of breaking-news notifications on this device (docs/decisions/0162): one
 * toggle for their district, one for the whole state. The browser asks its permission only when
 * a toggle is tapped; a tap before the page has hydrated is kept and done then. Shown only when
 * the server sends pushes (it has VAPID keys).
 */
export function BreakingAlerts() {
  const { t } = useTranslation();
  const key = usePushKey();
  const { edition } = useEdition();
  if (!key || !edition.language || !edition.state) return null;
  const base = { languageId: edition.language.id, stateId: edition.state.id };
  return (
    <section
      aria-labelledby="alerts-heading"
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid="breaking-alerts"
    >
      <h2 id="alerts-heading" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-5 text-brand" />
        {t('alerts.title')}
      </h2>
      <AlertsToggles
        publicKey={key}
        district={
          edition.district
            ? {
                edition: { ...base, districtId: edition.district.id },
                label: edition.district.name,
              }
            : null
        }
        state={{
          edition: { ...base, districtId: null },
          label: t('alerts.wholeState', { state: edition.state.name }),
        }}
      />
    </section>
  );
}

interface Choice {
  edition: PushEdition;
  label: string;
}

function AlertsToggles({
  publicKey,
  district,
  state,
}: {
  publicKey: string;
  district: Choice | null;
  state: Choice;
}) {
  const { t } = useTranslation();
  const choices = district ? [district, state] : [state];
  const [states, setStates] = useState<AlertsState[]>(() => choices.map(() => 'off'));
  const [busy, setBusy] = useState<number | null>(null);
  const editionsKey = choices.map((choice) => JSON.stringify(choice.edition)).join('|');

  useEffect(() => {
    let current = true;
    void Promise.all(choices.map((choice) => alertsState(choice.edition))).then((found) => {
      if (current) setStates(found);
    });
    return () => {
      current = false;
    };
    // The editions, not the objects made anew on each render, decide what is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editionsKey]);

  async function toggle(index: number) {
    const choice = choices[index]!;
    if (!pushSupported()) {
      setStates((was) => was.map(() => 'unsupported'));
      return;
    }
    setBusy(index);
    try {
      const next =
        states[index] === 'on'
          ? await stopAlerts(choice.edition)
          : await startAlerts(publicKey, choice.edition);
      setStates((was) => was.map((s, i) => (i === index ? next : next === 'blocked' ? next : s)));
      if (next === 'on') toast.success(t('alerts.started', { place: choice.label }));
      if (next === 'off' && states[index] === 'on')
        toast.success(t('alerts.stopped', { place: choice.label }));
    } catch {
      toast.error(t('alerts.failed'));
    } finally {
      setBusy(null);
    }
  }

  const blocked = states.includes('blocked');
  const unsupported = states.includes('unsupported');
  const anyOn = states.includes('on');
  return (
    <>
      <p className="text-sm text-muted" id="alerts-note" data-testid="alerts-note">
        {unsupported
          ? t('alerts.unsupported')
          : blocked
            ? t('alerts.blocked')
            : anyOn
              ? t('alerts.onNote')
              : t('alerts.prompt')}
      </p>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice, index) => {
          const on = states[index] === 'on';
          const Icon = on ? BellRing : Bell;
          const name = index === 0 && district ? 'alerts-district' : 'alerts-state';
          return (
            <button
              key={name}
              type="button"
              data-early-tap={name}
              data-testid={name}
              aria-pressed={on}
              aria-describedby="alerts-note"
              aria-busy={busy === index || undefined}
              disabled={blocked || unsupported}
              onClick={() => void toggle(index)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-50 ${on ? 'border-brand bg-brand text-on-brand' : 'border-line bg-page hover:border-brand'}`}
            >
              <Icon aria-hidden className="size-4" />
              <bdi>{choice.label}</bdi>
            </button>
          );
        })}
      </div>
    </>
  );
}
