import { useTranslation } from 'react-i18next';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { EmptyState } from '@/components/ui/EmptyState';
import { WalletIcon } from '@/components/ui/icons';

/** The demo book: why it cannot bid or buy (the server would answer 460), and the switch. */
export function NftRealOnly({ detail, testId }: { detail: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletIcon size={24} />}
      title={t('nftMarket.realOnly.title')}
      description={detail}
      headingOrder={3}
      data-testid={testId}
    >
      <AccountModeSwitch size="sm" />
    </EmptyState>
  );
}
