import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Check, ChevronLeft, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { editionPath, isLanguageCode, placeSlug } from '@vaarta/core/addresses';
import { browserReads } from '../../api/browser';
import { fetchDistricts, fetchStates, type District, type State } from '../../api/places';
import { WIZARD_STEP_DELAY_MS } from '../../lib/constants';
import { firstMissingStep } from '../../lib/edition';
import { useEdition } from '../../lib/edition-context';
import { queryClient } from '../../lib/query-client';
import { matchesSearch } from '../../lib/selection';
import { CenteredDialog } from '../../ui/centered-dialog';
import { Loading } from '../../ui/spinner';

type Step = 1 | 2 | 3;

/**
 * Location wizard (docs/product/reading.md, "Location wizard"): language, state, district, with
 * step tabs enabled as choices are made, a search box per step, loading and 'none found' states,
 * Back and Save.
 */
export default function LocationWizardChunk() {
  return (
    <QueryClientProvider client={queryClient}>
      <LocationWizard />
    </QueryClientProvider>
  );
}

function LocationWizard() {
  const { t } = useTranslation();
  const ctx = useEdition();
  const { edition, wizardOpen, setWizardOpen } = ctx;
  const navigate = useNavigate();
  const [step, setStepState] = useState<Step>(() => firstMissingStep(edition));
  const [search, setSearch] = useState('');
  const openRef = useRef(wizardOpen);
  useEffect(() => {
    openRef.current = wizardOpen;
  }, [wizardOpen]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  // Opening a step resets its search text (docs/product/reading.md, "Location wizard").
  const setStep = (next: Step) => {
    setStepState(next);
    setSearch('');
  };
  const later = (action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, WIZARD_STEP_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Opening the dialog starts at the first missing step.
  const [wasOpen, setWasOpen] = useState(wizardOpen);
  if (wizardOpen !== wasOpen) {
    setWasOpen(wizardOpen);
    if (wizardOpen) setStep(firstMissingStep(edition));
  }

  const languageId = edition.language?.id;
  const stateId = edition.state?.id;
  const states = useQuery({
    queryKey: ['states', languageId],
    queryFn: () => fetchStates(browserReads, languageId!),
    enabled: Boolean(languageId),
    staleTime: 24 * 60 * 60 * 1000,
  });
  const districts = useQuery({
    queryKey: ['districts', languageId, stateId],
    queryFn: () => fetchDistricts(browserReads, languageId!, stateId!),
    enabled: Boolean(languageId && stateId),
    staleTime: 24 * 60 * 60 * 1000,
  });

  // docs/product/reading.md, "Location wizard": the State tab needs a language, the District tab a
  // state.
  const tabs: { step: Step; label: string; enabled: boolean; done: boolean }[] = [
    { step: 1, label: t('location.stepLanguage'), enabled: true, done: Boolean(edition.language) },
    {
      step: 2,
      label: t('location.stepState'),
      enabled: Boolean(edition.language),
      done: Boolean(edition.state),
    },
    {
      step: 3,
      label: t('location.stepDistrict'),
      enabled: Boolean(edition.state),
      done: Boolean(edition.district),
    },
  ];

  const placeholder =
    step === 1
      ? t('location.searchLanguage')
      : step === 2
        ? t('location.searchState')
        : t('location.searchDistrict');

  let body: ReactNode;
  if (step === 1) {
    const list = ctx.languages.filter((l) =>
      matchesSearch([l.name, l.englishName, l.code], search),
    );
    body =
      ctx.languages.length === 0 ? (
        <Loading label={t('location.loadingLanguages')} />
      ) : list.length === 0 ? (
        <NoneFound text={t('location.noLanguages')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="language-list">
          {list.map((language) => {
            const selected = language.id === edition.language?.id;
            return (
              <li key={language.id}>
                <button
                  type="button"
                  lang={language.code}
                  aria-pressed={selected}
                  onClick={() => {
                    ctx.chooseLanguage(language);
                    later(() => {
                      if (openRef.current) setStep(2);
                    });
                  }}
                  className={`flex w-full flex-col items-center gap-1 rounded-lg border p-3 hover:bg-raised ${selected ? 'border-brand ring-2 ring-brand' : 'border-line'}`}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-raised text-xl"
                  >
                    {language.icon}
                  </span>
                  <span className="font-semibold">{language.name}</span>
                  <span className="text-xs text-muted">{language.code.toUpperCase()}</span>
                </button>
              </li>
            );
          })}
        </ul>
      );
  } else if (step === 2) {
    body = (
      <PlaceList
        query={states}
        search={search}
        loading={t('location.loadingStates')}
        none={t('location.noStates')}
        failed={t('location.loadFailed')}
        selectedId={stateId}
        testId="state-list"
        lang={edition.language?.code}
        toItem={(s: State) => ({
          id: s.id,
          name: s.name,
          terms: [s.name, s.code, ...s.searchTerms],
        })}
        onChoose={(place) => {
          ctx.chooseState(place);
          later(() => {
            if (openRef.current) setStep(3);
          });
        }}
      />
    );
  } else {
    body = (
      <PlaceList
        query={districts}
        search={search}
        loading={t('location.loadingDistricts')}
        none={t('location.noDistricts')}
        failed={t('location.loadFailed')}
        selectedId={edition.district?.id}
        testId="district-list"
        lang={edition.language?.code}
        toItem={(d: District) => ({
          id: d.id,
          name: d.name,
          terms: [d.name, d.code, ...d.searchTerms],
        })}
        onChoose={(place) => ctx.chooseDistrict(place)}
      />
    );
  }

  return (
    <CenteredDialog
      open={wizardOpen}
      onOpenChange={setWizardOpen}
      title={t('location.title')}
      description={t('location.description')}
      testId="location-wizard"
      className="max-w-2xl"
    >
      <div
        role="tablist"
        aria-label={t('location.title')}
        className="flex gap-1 border-b border-line px-4 pt-2"
      >
        {tabs.map((tab) => (
          <button
            key={tab.step}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.step}`}
            aria-selected={step === tab.step}
            aria-controls={`${id}-panel`}
            disabled={!tab.enabled}
            onClick={() => setStep(tab.step)}
            className={`-mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${step === tab.step ? 'border-brand text-ink' : 'border-transparent text-muted'}`}
          >
            <span
              className={`inline-flex size-5 items-center justify-center rounded-full text-xs ${tab.done ? 'bg-brand text-on-brand' : 'bg-raised'}`}
            >
              {tab.done ? <Check aria-hidden="true" className="size-3" /> : tab.step}
            </span>
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${step}`}
        className="flex min-h-0 flex-1 flex-col gap-3 p-4"
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            aria-label={placeholder}
            placeholder={placeholder}
            data-testid="wizard-search"
            className="w-full rounded-md border border-line bg-page py-2 ps-9 pe-3"
          />
        </div>
        <div className="min-h-40 overflow-y-auto">{body}</div>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line p-4">
        {step > 1 ? (
          <button
            type="button"
            onClick={() => setStep((step - 1) as Step)}
            className="inline-flex items-center gap-1 rounded-md border border-line px-4 py-2 font-semibold hover:bg-raised"
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('common.back')}
          </button>
        ) : (
          <span />
        )}
        {step === 3 ? (
          <button
            type="button"
            data-testid="wizard-save"
            disabled={!edition.district}
            onClick={() => {
              setWizardOpen(false);
              later(() => setStep(1));
              const address = chosenEditionPath(
                edition.language?.code,
                states.data?.find((s) => s.id === edition.state?.id),
                districts.data?.find((d) => d.id === edition.district?.id),
              );
              // The chosen edition has an address of its own (docs/decisions/0110): go there.
              if (address) void navigate(address);
              else ctx.applyInterfaceLanguage();
            }}
            className="rounded-md bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
          >
            {t('common.save')}
          </button>
        ) : null}
      </div>
    </CenteredDialog>
  );
}

/** The address of the edition the wizard chose, when its lists have loaded. */
function chosenEditionPath(
  code: string | undefined,
  state: State | undefined,
  district: District | undefined,
): string | null {
  if (!code || !isLanguageCode(code) || !state || !district) return null;
  return editionPath({
    language: code,
    state: placeSlug(state.englishName),
    district: placeSlug(district.englishName),
  });
}

function NoneFound({ text }: { text: string }) {
  return (
    <p role="status" className="py-6 text-center text-muted" data-testid="none-found">
      {text}
    </p>
  );
}

interface PlaceItem {
  id: string;
  name: string;
  terms: string[];
}

function PlaceList<T>({
  query,
  search,
  loading,
  none,
  failed,
  selectedId,
  testId,
  lang,
  toItem,
  onChoose,
}: {
  query: { data?: T[]; isPending: boolean; isError: boolean };
  search: string;
  loading: string;
  none: string;
  failed: string;
  selectedId: string | undefined;
  testId: string;
  lang: string | undefined;
  toItem: (row: T) => PlaceItem;
  onChoose: (place: { id: string; name: string }) => void;
}) {
  if (query.isError) return <NoneFound text={failed} />;
  if (query.isPending || !query.data) return <Loading label={loading} />;
  const items = query.data.map(toItem).filter((item) => matchesSearch(item.terms, search));
  if (items.length === 0) return <NoneFound text={none} />;
  return (
    <ul className="grid gap-2 sm:grid-cols-2" data-testid={testId} lang={lang}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onChoose({ id: item.id, name: item.name })}
              className={`flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-start hover:bg-raised ${selected ? 'border-brand bg-raised font-semibold' : 'border-line'}`}
            >
              {item.name}
              {selected ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
