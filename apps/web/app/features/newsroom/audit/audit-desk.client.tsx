import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { fetchAuditLog, type AuditEntry } from '../../../api/newsroom-audit';
import { formatDateTime } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { SelectField } from '../../../ui/form-fields';
import { TextField } from '../../../ui/text-field';
import { isolate } from '../desk/isolate';
import { DeskPage, DeskSection } from '../desk/desk-page';
import { PagedList, usePagedQuery } from '../desk/paged-list';
import { DESK_QUERIES } from '../desk/query-keys';

/** What the audit log's lines are about (the server's `entityType`s). */
const ENTITY_TYPES = ['story', 'comment', 'user', 'feed', 'epaper', 'mandi', 'mandi-price'];

interface Filter {
  entityType: string;
  entityId: string;
  actor: { id: string; name: string } | null;
}
const NO_FILTER: Filter = { entityType: '', entityId: '', actor: null };

/** The audit log (Admins): newest first, a page at a time, of one entity or one person. */
export function AuditDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.audit' });
  const [typed, setTyped] = useState(NO_FILTER);
  const [filter, setFilter] = useState(NO_FILTER);
  const { query: log, setPage } = usePagedQuery(DESK_QUERIES.audit, filter, (shown, page) =>
    fetchAuditLog(browserApi, {
      entityType: shown.entityType,
      entityId: shown.entityId,
      actorId: shown.actor?.id ?? null,
      page,
    }),
  );
  const apply = (next: Filter) => {
    setTyped(next);
    setFilter(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(typed);
  };
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="audit-desk">
      <DeskSection title={t('filterTitle')}>
        <form onSubmit={submit} className="grid items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
          <SelectField
            label={t('entityType')}
            value={typed.entityType}
            onChange={(event) => setTyped({ ...typed, entityType: event.target.value })}
            data-testid="audit-entity-type"
          >
            <option value="">{t('anyEntity')}</option>
            {ENTITY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`entities.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('entityId')}
            dir="ltr"
            value={typed.entityId}
            onChange={(event) => setTyped({ ...typed, entityId: event.target.value })}
            data-testid="audit-entity-id"
          />
          <button type="submit" className={BUTTON.primary}>
            {t('show')}
          </button>
        </form>
        {filter.actor ? (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="audit-actor-filter">
            {t('byPerson', { name: isolate(filter.actor.name) })}
            <button
              type="button"
              className={BUTTON.text}
              onClick={() => apply({ ...filter, actor: null })}
            >
              {t('everyone')}
            </button>
          </p>
        ) : null}
      </DeskSection>
      <DeskSection title={t('logTitle')} testId="audit-log">
        <PagedList
          query={log}
          loading={t('loading')}
          empty={t('empty')}
          onPage={setPage}
          ordered
          className="flex flex-col divide-y divide-line"
        >
          {(entry) => (
            <AuditLine
              key={entry.id}
              entry={entry}
              onActor={(actor) => apply({ ...filter, actor })}
              onEntity={(entityType, entityId) => apply({ ...filter, entityType, entityId })}
            />
          )}
        </PagedList>
      </DeskSection>
    </DeskPage>
  );
}

function AuditLine({
  entry,
  onActor,
  onEntity,
}: {
  entry: AuditEntry;
  onActor: (actor: { id: string; name: string }) => void;
  onEntity: (entityType: string, entityId: string) => void;
}) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.audit' });
  const actorId = entry.actorId;
  return (
    <li data-testid="audit-entry" className="flex flex-col gap-1 py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <time dateTime={entry.createdAt} className="text-muted">
          {formatDateTime(entry.createdAt, i18n.language)}
        </time>
        {actorId ? (
          <button
            type="button"
            className="font-semibold text-accent underline"
            title={t('onlyPerson')}
            onClick={() => onActor({ id: actorId, name: entry.actorName })}
          >
            <bdi>{entry.actorName}</bdi>
          </button>
        ) : (
          // The server's own jobs (feed imports, accounts made on its machine), in its words.
          <bdi className="font-semibold">{entry.actorName}</bdi>
        )}
        <code dir="ltr" className="rounded bg-raised px-1.5">
          {entry.action}
        </code>
      </p>
      {/* Summaries are written by the server in English, as its messages are. */}
      <p dir="auto">{entry.summary}</p>
      <button
        type="button"
        dir="ltr"
        className="self-start truncate text-xs text-muted underline"
        title={t('onlyEntity')}
        onClick={() => onEntity(entry.entityType, entry.entityId)}
      >
        {entry.entityType} {entry.entityId}
      </button>
    </li>
  );
}
