import { RefreshCw, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { browserReads } from '../../api/browser';
import type { MandiCategory } from '../../api/mandi';
import { fetchDistricts, type District, type State } from '../../api/places';
import { useHydrated } from '../../lib/use-hydrated';
import type { MandiSelection } from './load-mandi.server';
import { MANDI_PARAMS } from './mandi-query';

/**
 * A labelled native select: it works before hydration and as each phone's own picker. It is
 * uncontrolled, so hydration leaves a choice made before it alone; later changes of `value`
 * (a cleared district) are written to it.
 */
function Dropdown({
  label,
  name,
  value,
  placeholder,
  options,
  disabled = false,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  placeholder: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
  onChange(value: string): void;
}) {
  const select = useRef<HTMLSelectElement>(null);
  const written = useRef(value);
  useEffect(() => {
    if (select.current && written.current !== value) select.current.value = value;
    written.current = value;
  }, [value]);
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        ref={select}
        name={name}
        defaultValue={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-md border border-line bg-surface px-3 text-base text-ink disabled:cursor-not-allowed disabled:opacity-60"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filter card (docs/product/mandi.md): state → district → category, then Get Market Data.
 * It is a GET form, so a reader who taps before the page is interactive still gets prices (the
 * server checks what was sent). Once interactive, a state loads its districts at once and
 * choosing clears what depends on it: a state its district, category and prices; a district
 * its category and prices; a category the prices.
 */
export function MandiFilters({
  languageId,
  states,
  districts: initialDistricts,
  categories,
  selection,
  onChange,
  onSubmit,
}: {
  languageId: string;
  states: State[];
  districts: District[];
  categories: MandiCategory[] | null;
  selection: MandiSelection;
  /** The reader changed the selection: the prices shown no longer answer it. */
  onChange(): void;
  /** The reader asked for prices again. */
  onSubmit(): void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const navigation = useNavigation();
  const hintId = useId();
  const [stateId, setStateId] = useState(selection.stateId ?? '');
  const [districtId, setDistrictId] = useState(selection.districtId ?? '');
  const [categoryId, setCategoryId] = useState(selection.categoryId ?? '');
  const form = useRef<HTMLFormElement>(null);

  // A reader on a slow phone may choose before the page is interactive: that choice is in the
  // form, not in this state, until it is read once the page is.
  useEffect(() => {
    const valueOf = (name: string) =>
      (form.current?.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
    const chosen = [MANDI_PARAMS.state, MANDI_PARAMS.district, MANDI_PARAMS.category].map(valueOf);
    const [state = '', district = '', category = ''] = chosen;
    if (state === stateId && district === districtId && category === categoryId) return;
    setStateId(state);
    setDistrictId(district);
    setCategoryId(category);
    // Only the choice made before this first effect counts; later ones arrive by onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Districts of a state chosen here, fetched in the browser; the sent state's come with the page.
  const [fetched, setFetched] = useState<{ stateId: string; list: District[] } | null>(null);
  const districts: District[] | null = !stateId
    ? []
    : stateId === selection.stateId
      ? initialDistricts
      : fetched?.stateId === stateId
        ? fetched.list
        : null;
  const loadingDistricts = districts === null;

  useEffect(() => {
    if (!loadingDistricts) return;
    const stop = new AbortController();
    fetchDistricts(browserReads, languageId, stateId).then(
      (list) => !stop.signal.aborted && setFetched({ stateId, list }),
      () => !stop.signal.aborted && setFetched({ stateId, list: [] }),
    );
    return () => stop.abort();
  }, [loadingDistricts, languageId, stateId]);

  const loading = navigation.state !== 'idle' && navigation.location.pathname === location.pathname;
  const complete = Boolean(stateId && districtId && categoryId);
  // Before hydration nothing is disabled that a reader may still need: the server sorts it out.
  const districtDisabled = hydrated ? !stateId || loadingDistricts : !districts?.length;
  const categoryDisabled = hydrated ? !districtId || !categories : !categories;

  return (
    <Form
      ref={form}
      method="get"
      preventScrollReset
      onSubmit={onSubmit}
      aria-label={t('mandi.filters')}
      className="grid gap-4 rounded-lg border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <Dropdown
        label={t('mandi.state')}
        name={MANDI_PARAMS.state}
        value={stateId}
        placeholder={t('mandi.chooseState')}
        options={states.map((state) => ({ value: state.id, label: state.name }))}
        onChange={(id) => {
          setStateId(id);
          setDistrictId('');
          setCategoryId('');
          onChange();
        }}
      />
      <Dropdown
        label={t('mandi.district')}
        name={MANDI_PARAMS.district}
        value={districtId}
        disabled={districtDisabled}
        placeholder={
          !stateId
            ? t('mandi.stateFirst')
            : loadingDistricts
              ? t('mandi.loadingDistricts')
              : t('mandi.chooseDistrict')
        }
        options={(districts ?? []).map((d) => ({ value: d.id, label: d.name }))}
        onChange={(id) => {
          setDistrictId(id);
          setCategoryId('');
          onChange();
        }}
      />
      <Dropdown
        label={t('mandi.category')}
        name={MANDI_PARAMS.category}
        value={categoryId}
        disabled={categoryDisabled}
        placeholder={
          !districtId
            ? t('mandi.districtFirst')
            : !categories
              ? t('mandi.loadingCategories')
              : t('mandi.chooseCategory')
        }
        options={(categories ?? []).map((c) => ({
          value: c.id,
          label: `${c.icon} ${c.categoryName}`,
        }))}
        onChange={(id) => {
          setCategoryId(id);
          onChange();
        }}
      />
      <div className="flex items-end gap-2">
        <button
          type="submit"
          disabled={hydrated && (!complete || loading)}
          aria-describedby={complete ? undefined : hintId}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md bg-brand px-4 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('mandi.getData')}
        </button>
        <button
          type="submit"
          disabled={hydrated && (!complete || loading)}
          aria-label={t('mandi.refresh')}
          title={t('mandi.refresh')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line hover:bg-raised disabled:cursor-not-allowed disabled:opacity-60"
        >
          <RefreshCw aria-hidden="true" className={`size-5 ${loading ? 'animate-spin' : ''}`} />
        </button>
      </div>
      {complete ? null : (
        <p id={hintId} className="text-sm text-muted sm:col-span-2 lg:col-span-4">
          {t('mandi.chooseAll')}
        </p>
      )}
    </Form>
  );
}
