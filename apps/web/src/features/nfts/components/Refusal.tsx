import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NftCode, refusedWith } from '../api/nfts-api';
import classes from './Nfts.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { errorMessage } from '@/lib/api-client';

/**
 * Why a bid or a purchase was refused, in the server's words (they come in the user's language),
 * and what to do next: switch to the real account (460), add money to it (10092), or look at
 * where the item stands now (10020: the page has been read again).
 */
export function Refusal({ error, testId }: { error: Error | null; testId: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className={classes.risk} role="alert" data-testid={testId}>
      <p style={{ margin: 0 }}>{errorMessage(error)}</p>
      {refusedWith(error, NftCode.REAL_ACCOUNT_REQUIRED) && (
        <div style={{ marginBlockStart: 8 }}>
          <AccountModeSwitch size="sm" />
        </div>
      )}
      {refusedWith(error, NftCode.INSUFFICIENT_BALANCE) && (
        <Anchor component={Link} to="/profile/deposit" size="sm" data-testid={`${testId}-deposit`}>
          {t('nftMarket.refusal.deposit')}
        </Anchor>
      )}
      {refusedWith(error, NftCode.WRONG_STATUS) && (
        <p style={{ margin: '6px 0 0' }} data-testid={`${testId}-status`}>
          {t('nftMarket.refusal.wrongStatus')}
        </p>
      )}
    </div>
  );
}
