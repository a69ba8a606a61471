import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES } from '@vaarta/core/constants';
import { commodityNamesBody } from '@vaarta/core/entities/mandi-catalogue';
import { browserApi } from '../../../api/browser';
import {
  fetchUnnamedCommodities,
  nameCommodity,
  type CommodityNames,
  type NewCommodity,
} from '../../../api/newsroom-mandi';
import { useEdition } from '../../../lib/edition-context';
import { toast } from '../../../lib/toast';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { ActionOrCancel } from '../desk/action-or-cancel';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection } from '../desk/desk-page';
import { afterDeskChange, DESK_QUERIES } from '../desk/query-keys';

/** Commodities the price data added, and the languages they are still shown in English in. */
export function NewCommodities() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi.commodities' });
  const commodities = useQuery({
    queryKey: DESK_QUERIES.commodities,
    queryFn: () => fetchUnnamedCommodities(browserApi),
  });
  return (
    <DeskSection title={t('title')} testId="new-commodities">
      <p className="text-sm text-muted">{t('intro')}</p>
      {commodities.isPending ? <p>{t('loading')}</p> : null}
      {commodities.data?.length === 0 ? <p data-testid="no-new-commodities">{t('none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {commodities.data?.map((commodity) => (
          <CommodityItem key={commodity.id} commodity={commodity} />
        ))}
      </ul>
    </DeskSection>
  );
}

function CommodityItem({ commodity }: { commodity: NewCommodity }) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi.commodities' });
  const { languages } = useEdition();
  const failure = useDeskFailure();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [editing, setEditing] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);
  // A language it is still shown in English in starts empty, so it cannot be saved unnamed.
  const [typed, setTyped] = useState<CommodityNames>(
    () =>
      Object.fromEntries(
        LANGUAGE_CODES.map((code) => [
          code,
          commodity.missing.includes(code) ? '' : (commodity.names[code] ?? ''),
        ]),
      ) as CommodityNames,
  );
  const languageName = (code: string) =>
    languages.find((language) => language.code === code)?.name ?? code;
  const save = useMutation({
    mutationFn: (names: CommodityNames) => nameCommodity(browserApi, commodity.id, names),
    onSuccess: () => {
      toast.success(t('named'));
      setEditing(false);
      return afterDeskChange(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = commodityNamesBody.safeParse(typed);
    if (!checked.success) return setInvalid(t('allNames'));
    setInvalid(null);
    save.mutate(checked.data);
  };
  return (
    <li
      data-testid="new-commodity"
      className="flex flex-col gap-2 rounded-md border border-line p-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold">
          <bdi>{commodity.names.en}</bdi>{' '}
          <span className="text-sm font-normal text-muted">· {commodity.categoryName}</span>
        </p>
        <p className="text-sm text-muted" data-testid="new-commodity-missing">
          {t('missing', { languages: commodity.missing.map(languageName).join(', ') })}
        </p>
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <FormMessage
            id={messageId}
            error={invalid ?? (save.isError ? failure(save.error) : null)}
          />
          <div className="grid gap-2 sm:grid-cols-2">
            {LANGUAGE_CODES.map((code) => (
              <TextField
                key={code}
                label={languageName(code)}
                lang={code}
                dir={code === 'ur' ? 'rtl' : 'ltr'}
                value={typed[code]}
                invalid={Boolean(invalid) && typed[code].trim() === ''}
                describedBy={messageId}
                onChange={(event) => setTyped({ ...typed, [code]: event.target.value })}
                data-testid={`commodity-name-${code}`}
              />
            ))}
          </div>
          <ActionOrCancel
            label={t('save')}
            disabled={save.isPending}
            testId="commodity-save"
            onCancel={() => setEditing(false)}
          />
        </form>
      ) : (
        <button
          type="button"
          className={`${BUTTON.text} self-start`}
          onClick={() => setEditing(true)}
          data-testid="commodity-name"
        >
          {t('name')}
        </button>
      )}
    </li>
  );
}
