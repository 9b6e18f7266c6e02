import { useTranslation } from 'react-i18next';
import { useInviteInfo } from '../api/queries';
import { CommissionChart } from '../components/CommissionChart';
import { FriendsList } from '../components/FriendsList';
import { InviteCard } from '../components/InviteCard';
import { LevelsSection } from '../components/LevelsSection';
import { ReferralTotals } from '../components/ReferralTotals';
import classes from '../components/Referrals.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useLoggedIn } from '@/lib/settings-store';

/** The signed-in user's invitation, totals, commissions by day and invited friends. */
function MyInvitations() {
  const { t } = useTranslation();
  const query = useInviteInfo();
  if (query.isPending) return <Loading label={t('referrals.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('referrals.failed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const invite = query.data;
  // Wide: the invitation and the chart on the left, the totals and the friends on the right.
  // Phone: one column in reading order (invitation, totals, chart, friends).
  return (
    <div className={classes.columns}>
      <div className={classes.column}>
        <div className={classes.first}>
          <InviteCard invite={invite} />
        </div>
        <div className={classes.third}>
          <CommissionChart days={invite.commissionByDay} />
        </div>
      </div>
      <div className={classes.column}>
        <div className={classes.second}>
          <ReferralTotals invite={invite} />
        </div>
        <div className={classes.fourth}>
          <FriendsList invite={invite} />
        </div>
      </div>
    </div>
  );
}

/**
 * /profile/invite (issue 17): the referral code, link and QR code, what invitees' trading earns,
 * the friends invited and the commissions (by day, CSV), then the VIP levels with the user's
 * progress. Visitors are asked to log in for their part and still see the levels (public).
 */
export function InvitePage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <PageFrame width="wide" title={t('referrals.title')} description={t('referrals.description')}>
      <div className={classes.stack}>
        {loggedIn ? (
          <MyInvitations />
        ) : (
          <GuestState
            title={t('referrals.guest.title')}
            description={t('referrals.guest.detail')}
          />
        )}
        <LevelsSection />
      </div>
    </PageFrame>
  );
}
