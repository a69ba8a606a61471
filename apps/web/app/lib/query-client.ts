import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's cache of what it fetches after load (hover panels, wizard lists). It lives in
 * the lazily loaded parts only, so the first page load does not carry TanStack Query.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1 } },
});

export function forgetCategoryNews(): void {
  queryClient.removeQueries({ queryKey: ['category-news'] });
}
