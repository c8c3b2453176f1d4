import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyResult, ErrorState, PageLoader } from './page-states.tsx';

/**
 * A paged list's four states in one place: loading, failed (with retry), empty, and the list
 * itself, which `children` draws from the loaded page.
 */
export function ListStates<Page extends { values: readonly unknown[] }>({
  query,
  failedTitle,
  emptyTitle,
  emptyHint,
  children,
}: {
  query: UseQueryResult<Page>;
  failedTitle: string;
  emptyTitle: string;
  emptyHint?: string;
  children: (page: Page) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState title={failedTitle} message={query.error.message} onRetry={() => void query.refetch()} />
    );
  if (query.data.values.length === 0) return <EmptyResult title={emptyTitle} description={emptyHint} />;
  return <>{children(query.data)}</>;
}
