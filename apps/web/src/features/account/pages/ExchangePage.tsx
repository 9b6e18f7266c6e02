import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { PercentIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/exchange: currency exchange (SPEC §2). A page frame: the account feature fills it. */
export function ExchangePage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="narrow"
      title={t('account.exchange.title')}
      description={t('account.exchange.description')}
    >
      <EmptyState
        icon={<PercentIcon size={24} />}
        title={t('account.exchange.soon')}
        description={t('account.exchange.soonDetail')}
      />
    </PageFrame>
  );
}
