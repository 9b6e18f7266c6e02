import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminErrorMessage, isForbidden } from '../lib/errors';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';

/** "You do not have permission": a role reached something it may not use. */
export function Forbidden() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('admin.errors.forbidden')}
      description={t('admin.errors.forbiddenDetail')}
      minHeight={240}
    />
  );
}

/**
 * The loading and error states of a query, then its data: a 403 says "You do not have
 * permission", any other failure says what happened and offers to try again.
 */
export function QueryState<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loading label={t('common.loading')} />;
  if (query.isError) {
    if (isForbidden(query.error)) return <Forbidden />;
    return (
      <ErrorState
        title={errorTitle}
        description={adminErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        minHeight={240}
      />
    );
  }
  return <>{children(query.data)}</>;
}
