import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '../api/referrals-api';
import classes from './Referrals.module.css';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';

/** How many friends the user invited and every commission they earned (exact, USDT). */
export function ReferralTotals({ invite }: { invite: InviteInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.card} aria-labelledby="invite-totals-title">
      <h2 id="invite-totals-title" className={classes.title}>
        {t('referrals.totals.title')}
      </h2>
      <Figures
        layout="grid"
        testId="invite-total"
        figures={[
          {
            key: 'friends',
            label: t('referrals.totals.friends'),
            value: format.number(String(invite.friendCount)),
          },
          {
            key: 'commission',
            label: t('referrals.totals.commission'),
            // Every unit earned, never rounded away (a commission can be a fraction of a cent).
            value: format.exactMoney(invite.commissionTotal, 'USDT'),
          },
        ]}
      />
    </section>
  );
}
