import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { BankIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/balance: balances, deposits and withdrawals (SPEC §2). A page frame: the account feature fills it. */
export function BalancePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.balance.title')} description={t('account.balance.description')}>
      <EmptyState
        icon={<BankIcon size={24} />}
        title={t('account.balance.soon')}
        description={t('account.balance.soonDetail')}
      />
    </PageFrame>
  );
}
