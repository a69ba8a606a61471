import { useState, type ReactNode } from 'react';
import type { Page } from '../../../api/client';
import { DeskSection } from './desk-page';
import { ListLanguageFilter } from './language-select';
import { PagedList, usePagedQuery } from './paged-list';

/** A desk's section listing one page of its items, with a language filter beside the heading. */
export function LanguageFilteredList<T>({
  title,
  testId,
  anyLabel,
  queryKey,
  fetch,
  loading,
  empty,
  className,
  children,
}: {
  title: string;
  testId: string;
  /** The filter's choice of every language the caller works in. */
  anyLabel: string;
  queryKey: readonly string[];
  fetch: (filter: { languageId: string }, page: number) => Promise<Page<T>>;
  loading: string;
  empty: string;
  className?: string;
  /** One item of the list, an `li`. */
  children: (item: T) => ReactNode;
}) {
  const [languageId, setLanguageId] = useState('');
  const { query, setPage } = usePagedQuery(queryKey, { languageId }, fetch);
  return (
    <DeskSection
      title={title}
      testId={testId}
      actions={
        <ListLanguageFilter value={languageId} anyLabel={anyLabel} onChange={setLanguageId} />
      }
    >
      <PagedList
        query={query}
        loading={loading}
        empty={empty}
        onPage={setPage}
        className={className}
      >
        {children}
      </PagedList>
    </DeskSection>
  );
}
