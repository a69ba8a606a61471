import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWSROOM_PAGE_SIZE } from '@vaarta/core/constants';
import { STORY_STATES } from '@vaarta/core/entities/newsroom-stories';
import { browserApi } from '../../../api/browser';
import { describeFailure } from '../../../api/client';
import { fetchStories, type StoryListItem } from '../../../api/newsroom-stories';
import { BUTTON } from '../../../ui/buttons';
import { SelectField } from '../../../ui/form-fields';
import { Loading } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useNewsroomT } from '../newsroom-i18n';
import { StaffImage } from '../staff-image';
import { useStaff } from '../staff-context';
import { useDistricts, useLanguages, useNamingLanguageId, useStates } from './catalog';
import { formatIndiaTime } from './india-time';
import { StatusBadge } from './status-badge';
import { storyListKey } from './story-keys';
import { filtersToParams, listQuery, readFilters, type StoryFilters } from './story-filters';

/** The stories the caller may open, last edited first, with the filters in the address. */
export function StoryList() {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const stories = useInfiniteQuery({
    queryKey: [...storyListKey, listQuery(filters)],
    queryFn: ({ pageParam }) =>
      fetchStories(browserApi, {
        ...listQuery(filters),
        page: pageParam,
        limit: NEWSROOM_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
    staleTime: 0,
  });
  const items = stories.data?.pages.flatMap((page) => page.items) ?? [];
  const total = stories.data?.pages[0]?.pagination.total ?? 0;
  const mayWrite = staff.roleType !== 'editor' || staff.languageIds.length > 0;

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('list.title')}</h1>
        {mayWrite && (
          <Link to="/newsroom/stories/new" className={BUTTON.primary} data-testid="new-story">
            <Plus aria-hidden="true" className="size-4" />
            {t('list.new')}
          </Link>
        )}
      </header>
      <FilterForm
        key={params.toString()}
        filters={filters}
        onApply={(next) => setParams(filtersToParams(next))}
      />
      {stories.isPending ? (
        <Loading label={t('list.loading')} />
      ) : stories.error ? (
        <p role="alert" className="text-brand">
          {describeFailure(stories.error, common, i18n.language)}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted">{t('list.empty')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('list.count', { shown: items.length, total })}</p>
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
            {items.map((story) => (
              <StoryRow key={story.id} story={story} />
            ))}
          </ul>
          {stories.hasNextPage && (
            <button
              type="button"
              className={`${BUTTON.secondary} self-center`}
              disabled={stories.isFetchingNextPage}
              onClick={() => void stories.fetchNextPage()}
            >
              {t('list.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function StoryRow({ story }: { story: StoryListItem }) {
  const t = useNewsroomT();
  const { i18n } = useTranslation();
  const flags = (['isBreaking', 'isFeatured', 'isSticky'] as const).filter((flag) => story[flag]);
  const flagKey = { isBreaking: 'breaking', isFeatured: 'featured', isSticky: 'sticky' } as const;
  return (
    <li data-testid="story-row">
      <Link
        to={`/newsroom/stories/${story.id}`}
        className="flex gap-3 p-3 hover:bg-raised sm:items-center"
      >
        {story.image ? (
          <StaffImage
            src={story.image.mediaUrl}
            alt=""
            width={96}
            height={54}
            loading="lazy"
            className="hidden h-14 w-24 shrink-0 rounded object-cover sm:block"
          />
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span dir="auto" className="font-semibold break-words">
            {story.title}
          </span>
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <StatusBadge status={story.status} />
            {flags.map((flag) => (
              <span
                key={flag}
                className="rounded bg-brand px-1.5 py-0.5 font-semibold text-on-brand"
              >
                {t(`flags.${flagKey[flag]}`)}
              </span>
            ))}
            <span>{story.languageName}</span>
            <span>{story.categoryName}</span>
            {story.districtName ? <span>{story.districtName}</span> : null}
            <span>{story.authorName}</span>
            <span>
              {t('list.edited', { time: formatIndiaTime(story.updatedAt, i18n.language) })}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

function FilterForm({
  filters,
  onApply,
}: {
  filters: StoryFilters;
  onApply: (filters: StoryFilters) => void;
}) {
  const t = useNewsroomT();
  const [draft, setDraft] = useState(filters);
  const languages = useLanguages();
  const namingLanguageId = useNamingLanguageId(
    languages.data,
    draft.languageId ?? languages.data?.[0]?.id,
  );
  const states = useStates(namingLanguageId);
  const districts = useDistricts(namingLanguageId, draft.stateId);
  const set = (changes: Partial<StoryFilters>) =>
    setDraft((current) => ({ ...current, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      className="grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label={t('list.search')}
        type="search"
        dir="auto"
        placeholder={t('list.searchPlaceholder')}
        value={draft.search ?? ''}
        onChange={(event) => set({ search: event.target.value })}
        className="sm:col-span-2 lg:col-span-3"
      />
      <SelectField
        label={t('list.status')}
        value={draft.status ?? ''}
        onChange={(event) =>
          set({ status: (event.target.value || undefined) as StoryFilters['status'] })
        }
      >
        <option value="">{t('list.anyStatus')}</option>
        {STORY_STATES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('list.language')}
        value={draft.languageId ?? ''}
        onChange={(event) => set({ languageId: event.target.value || undefined })}
      >
        <option value="">{t('list.anyLanguage')}</option>
        {languages.data?.map((language) => (
          <option key={language.id} value={language.id}>
            {language.name}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
        <SelectField
          label={t('form.state')}
          value={draft.stateId ?? ''}
          onChange={(event) =>
            set({ stateId: event.target.value || undefined, districtId: undefined })
          }
        >
          <option value="">{t('form.none')}</option>
          {states.data?.map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('list.district')}
          value={draft.districtId ?? ''}
          disabled={!draft.stateId}
          onChange={(event) => set({ districtId: event.target.value || undefined })}
        >
          <option value="">{t('list.anyDistrict')}</option>
          {districts.data?.map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex items-end sm:col-span-2 lg:col-span-3">
        <button type="submit" className={BUTTON.primary} data-testid="apply-filters">
          <Search aria-hidden="true" className="size-4" />
          {t('list.apply')}
        </button>
      </div>
    </form>
  );
}
