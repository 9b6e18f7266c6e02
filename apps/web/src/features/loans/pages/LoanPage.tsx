import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { BankIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /loan: loans with identity verification and a signed agreement (SPEC §2). A page frame: the loans feature fills it. */
export function LoanPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('loans.loan.title')} description={t('loans.loan.description')}>
      <EmptyState
        icon={<BankIcon size={24} />}
        title={t('loans.loan.soon')}
        description={t('loans.loan.soonDetail')}
      />
    </PageFrame>
  );
}
