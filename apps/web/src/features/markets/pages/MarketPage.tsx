import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { ChartIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /market: the market list with chart and order confirmation (SPEC §2). A page frame: the markets feature fills it. */
export function MarketPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="wide"
      title={t('markets.market.title')}
      description={t('markets.market.description')}
    >
      <EmptyState
        icon={<ChartIcon size={24} />}
        title={t('markets.market.soon')}
        description={t('markets.market.soonDetail')}
      />
    </PageFrame>
  );
}
