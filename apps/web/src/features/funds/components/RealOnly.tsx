import { useTranslation } from 'react-i18next';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { EmptyState } from '@/components/ui/EmptyState';
import { WalletIcon } from '@/components/ui/icons';

/**
 * In demo mode, instead of a deposit or withdrawal form (PRODUCT §2: demo is barred from both;
 * the server would answer 460): why, and the switch to the real account.
 */
export function RealOnly() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletIcon size={24} />}
      title={t('funds.realOnly.title')}
      description={t('funds.realOnly.detail')}
      data-testid="funds-real-only"
    >
      <AccountModeSwitch size="sm" />
    </EmptyState>
  );
}
