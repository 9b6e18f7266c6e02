import { Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingProps {
  /** Reserve this much height so the page does not jump when content arrives. */
  minHeight?: number | string;
  label?: string;
}

/** A quiet spinner with a spoken label; used while a page chunk or its data loads. */
export function Loading({ minHeight = 240, label }: LoadingProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      style={{ minHeight, display: 'grid', placeItems: 'center', width: '100%' }}
      data-testid="loading"
    >
      <Loader size="sm" type="dots" aria-hidden="true" />
      <VisuallyHidden>{label ?? t('common.loading')}</VisuallyHidden>
    </div>
  );
}
