import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { Page } from '../../../api/client';
import { FormMessage } from '../../../ui/form-message';
import { Loading } from '../../../ui/spinner';
import { useDeskFailure } from './desk-failure';
import { EmptyList } from './desk-page';
import { Pager } from './pager';

/**
 * One page of a desk's list for a filter: the first page again whenever the filter changes.
 */
export function usePagedQuery<F, T>(
  key: readonly string[],
  filter: F,
  fetch: (filter: F, page: number) => Promise<Page<T>>,
) {
  const filterKey = JSON.stringify(filter);
  const [paged, setPaged] = useState({ filterKey, page: 1 });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const query = useQuery({
    queryKey: [...key, filter, page],
    queryFn: () => fetch(filter, page),
  });
  return { query, setPage: (next: number) => setPaged({ filterKey, page: next }) };
}

/**
 * A desk's paged list as its query stands: loading, the server's refusal, the words of an
 * empty list, or the page's items with Previous and Next.
 */
export function PagedList<T>({
  query,
  loading,
  empty,
  onPage,
  children,
  ordered = false,
  className = 'flex flex-col gap-3',
}: {
  query: UseQueryResult<Page<T>>;
  loading: string;
  empty: string;
  onPage: (page: number) => void;
  /** One item of the list, an `li`. */
  children: (item: T) => ReactNode;
  /** An `ol`, for a list whose order means something (the audit log's time). */
  ordered?: boolean;
  className?: string;
}) {
  const failure = useDeskFailure();
  const errorId = useId();
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <FormMessage id={errorId} error={failure(query.error)} />;
  if (query.data.items.length === 0) return <EmptyList>{empty}</EmptyList>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <List className={className}>{query.data.items.map(children)}</List>
      <Pager pagination={query.data.pagination} onPage={onPage} />
    </>
  );
}
