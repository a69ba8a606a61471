import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { priceCorrectionBody } from '@vaarta/core/entities/newsroom-desks';
import { browserApi } from '../../../api/browser';
import { correctPriceRow, type PriceRow } from '../../../api/newsroom-mandi';
import { formatDay, formatRupees } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { TextField } from '../../../ui/text-field';
import { ActionOrCancel } from '../desk/action-or-cancel';
import { useDeskFailure } from '../desk/desk-failure';
import { afterDeskChange } from '../desk/query-keys';
import { useRuleMessage } from '../desk/rule-messages';

const PRICES = ['minPrice', 'modalPrice', 'maxPrice'] as const;
type Prices = Record<(typeof PRICES)[number], string>;

/** One recorded price, and the form that corrects it by hand (minimum ≤ modal ≤ maximum). */
export function PriceRowItem({ row }: { row: PriceRow }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.mandi' });
  const failure = useDeskFailure();
  const ruleMessage = useRuleMessage();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState<Prices>(() => ({
    minPrice: String(row.minPrice),
    modalPrice: String(row.modalPrice),
    maxPrice: String(row.maxPrice),
  }));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (prices: { minPrice: number; maxPrice: number; modalPrice: number }) =>
      correctPriceRow(browserApi, row.id, prices),
    onSuccess: () => {
      toast.success(t('corrected'));
      setEditing(false);
      return afterDeskChange(queryClient);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = priceCorrectionBody.safeParse({
      minPrice: Number(typed.minPrice),
      maxPrice: Number(typed.maxPrice),
      modalPrice: Number(typed.modalPrice),
    });
    if (!checked.success) return setInvalid(ruleMessage(checked.error.issues[0]?.message ?? ''));
    setInvalid(null);
    save.mutate(checked.data);
  };
  const language = i18n.language;
  return (
    <li data-testid="price-row" className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            <bdi>{row.itemName}</bdi>
            {row.variety ? <span className="text-muted"> · {row.variety}</span> : null}
          </p>
          <p className="text-sm text-muted">
            <bdi>{row.market}</bdi> · <bdi>{row.districtName}</bdi> ·{' '}
            {formatDay(row.priceDate, language)}
          </p>
        </div>
        <p className="text-sm" data-testid="price-values">
          {PRICES.map((price) => (
            <span key={price} className="me-3 inline-block">
              <span className="text-muted">{t(`prices.${price}`)}</span>{' '}
              <span className="font-semibold">{formatRupees(row[price], language)}</span>
            </span>
          ))}
          <span className="text-muted">/ {row.unit}</span>
        </p>
      </div>
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <FormMessage
            id={messageId}
            error={invalid ?? (save.isError ? failure(save.error) : null)}
          />
          <div className="grid grid-cols-3 gap-2">
            {PRICES.map((price) => (
              <TextField
                key={price}
                label={t(`prices.${price}`)}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                dir="ltr"
                value={typed[price]}
                invalid={Boolean(invalid)}
                describedBy={messageId}
                onChange={(event) => setTyped({ ...typed, [price]: event.target.value })}
                data-testid={`price-${price}`}
              />
            ))}
          </div>
          <ActionOrCancel
            label={t('save')}
            disabled={save.isPending}
            testId="price-save"
            onCancel={() => setEditing(false)}
          />
        </form>
      ) : (
        <button
          type="button"
          className={`${BUTTON.text} self-start`}
          onClick={() => setEditing(true)}
          data-testid="price-correct"
        >
          {t('correct')}
        </button>
      )}
    </li>
  );
}
