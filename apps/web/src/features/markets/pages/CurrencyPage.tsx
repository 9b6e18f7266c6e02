import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { ChartIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/**
 * /cruuency (the spec's spelling) and /currency: one instrument, by the query parameters
 * `code`, `type` and `id` (SPEC §2). A page frame: the markets feature fills it.
 */
export function CurrencyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || '';
  return (
    <PageFrame
      width="wide"
      title={code || t('markets.currency.title')}
      description={t('markets.currency.description')}
    >
      <EmptyState
        icon={<ChartIcon size={24} />}
        title={t('markets.currency.soon')}
        description={
          code ? t('markets.currency.soonDetail', { code }) : t('markets.currency.soonDetailNoCode')
        }
      />
    </PageFrame>
  );
}
