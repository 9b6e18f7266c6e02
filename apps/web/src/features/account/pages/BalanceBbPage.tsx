import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { ChartIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/balancebb: the coin account (holdings, closed positions) (SPEC §2). A page frame: the account feature fills it. */
export function BalanceBbPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('account.balancebb.title')}
      description={t('account.balancebb.description')}
    >
      <EmptyState
        icon={<ChartIcon size={24} />}
        title={t('account.balancebb.soon')}
        description={t('account.balancebb.soonDetail')}
      />
    </PageFrame>
  );
}
