import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { ingestSourceCreateBody } from '@vaarta/core/entities/newsroom-desks';
import { browserApi, browserReads } from '../../../api/browser';
import { fetchCategories } from '../../../api/categories';
import { addFeed, updateFeed, type Feed, type FeedFields } from '../../../api/newsroom-feeds';
import { fetchDistricts, fetchStates } from '../../../api/places';
import { SelectField } from '../../../ui/form-fields';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { ActionOrCancel } from '../desk/action-or-cancel';
import { useDeskFailure } from '../desk/desk-failure';
import { LanguageSelect, useFirstWorkLanguage } from '../desk/language-select';
import { afterDeskChange } from '../desk/query-keys';
import { useRuleMessage } from '../desk/rule-messages';

interface Typed {
  name: string;
  feedUrl: string;
  languageId: string;
  categoryId: string;
  stateId: string;
  districtId: string;
  isActive: boolean;
}

const typedOf = (feed: Feed | undefined, languageId: string): Typed => ({
  name: feed?.name ?? '',
  feedUrl: feed?.feedUrl ?? '',
  languageId: feed?.languageId ?? languageId,
  categoryId: feed?.categoryId ?? '',
  stateId: feed?.stateId ?? '',
  districtId: feed?.districtId ?? '',
  isActive: feed?.isActive ?? true,
});

/**
 * A feed's name, address, language, category and place (a state, or a district of it), new or
 * changed. Checked with the server's own schema first; a refusal keeps everything typed.
 */
export function FeedForm({ feed, onDone }: { feed?: Feed; onDone: () => void }) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.feeds' });
  const failure = useDeskFailure();
  const ruleMessage = useRuleMessage();
  const firstLanguage = useFirstWorkLanguage();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [typed, setTyped] = useState(() => typedOf(feed, firstLanguage));
  const [invalid, setInvalid] = useState<string | null>(null);
  const set = (changes: Partial<Typed>) => setTyped((before) => ({ ...before, ...changes }));
  const { languageId, stateId } = typed;
  const categories = useQuery({
    queryKey: ['categories', languageId],
    queryFn: () => fetchCategories(browserReads, languageId),
    enabled: Boolean(languageId),
  });
  const states = useQuery({
    queryKey: ['states', languageId],
    queryFn: () => fetchStates(browserReads, languageId),
    enabled: Boolean(languageId),
  });
  const districts = useQuery({
    queryKey: ['districts', languageId, stateId],
    queryFn: () => fetchDistricts(browserReads, languageId, stateId),
    enabled: Boolean(languageId && stateId),
  });
  const save = useMutation({
    mutationFn: (fields: FeedFields) =>
      feed ? updateFeed(browserApi, feed.id, fields) : addFeed(browserApi, fields),
    onSuccess: () => {
      toast.success(t(feed ? 'saved' : 'added'));
      onDone();
      return afterDeskChange(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ingestSourceCreateBody.safeParse({
      ...typed,
      stateId: typed.stateId || null,
      districtId: typed.districtId || null,
    });
    if (!checked.success) return setInvalid(ruleMessage(checked.error.issues[0]?.message ?? ''));
    setInvalid(null);
    save.mutate(checked.data);
  };
  const field = { invalid: Boolean(invalid), describedBy: messageId };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="feed-form">
      <FormMessage
        id={messageId}
        error={invalid ?? (save.isError ? failure(save.error) : null)}
        testId="feed-form-message"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('name')}
          dir="auto"
          value={typed.name}
          onChange={(event) => set({ name: event.target.value })}
          data-testid="feed-name"
          {...field}
        />
        <TextField
          label={t('feedUrl')}
          type="url"
          dir="ltr"
          inputMode="url"
          placeholder="https://"
          value={typed.feedUrl}
          onChange={(event) => set({ feedUrl: event.target.value })}
          data-testid="feed-url"
          {...field}
        />
        <LanguageSelect
          value={languageId}
          onChange={(event) =>
            set({ languageId: event.target.value, categoryId: '', stateId: '', districtId: '' })
          }
          data-testid="feed-language"
        />
        <SelectField
          label={t('category')}
          value={typed.categoryId}
          onChange={(event) => set({ categoryId: event.target.value })}
          data-testid="feed-category"
        >
          <option value="">{t('chooseCategory')}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('state')}
          value={stateId}
          onChange={(event) => set({ stateId: event.target.value, districtId: '' })}
          data-testid="feed-state"
        >
          <option value="">{t('anyState')}</option>
          {(states.data ?? []).map((state) => (
            <option key={state.id} value={state.id}>
              {state.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('district')}
          value={typed.districtId}
          disabled={!stateId}
          onChange={(event) => set({ districtId: event.target.value })}
          data-testid="feed-district"
        >
          <option value="">{t('wholeState')}</option>
          {(districts.data ?? []).map((district) => (
            <option key={district.id} value={district.id}>
              {district.name}
            </option>
          ))}
        </SelectField>
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4"
          checked={typed.isActive}
          onChange={(event) => set({ isActive: event.target.checked })}
        />
        {t('active')}
      </label>
      <ActionOrCancel
        label={feed ? t('save') : t('add')}
        disabled={save.isPending}
        testId="feed-save"
        onCancel={onDone}
      />
    </form>
  );
}
