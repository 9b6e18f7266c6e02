import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';

/**
 * A list once loaded; before that, loading, or the error (the server's msg) with Retry; or the
 * empty state when there is nothing.
 */
export function ListState<T>({
  items,
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  /** Undefined until the first answer. */
  items: readonly T[] | undefined;
  query: { error: Error | null; refetch: () => Promise<unknown> };
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; detail: string; icon: ReactNode; action?: ReactNode; testId: string };
  children: (items: readonly T[]) => ReactNode;
}) {
  if (!items) {
    if (query.error)
      return (
        <ErrorState
          headingOrder={3}
          title={errorTitle}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          minHeight={160}
        />
      );
    return <Loading minHeight={160} label={loadingLabel} />;
  }
  if (items.length === 0)
    return (
      <EmptyState
        headingOrder={3}
        icon={empty.icon}
        title={empty.title}
        description={empty.detail}
        minHeight={160}
        data-testid={empty.testId}
      >
        {empty.action}
      </EmptyState>
    );
  return <>{children(items)}</>;
}
