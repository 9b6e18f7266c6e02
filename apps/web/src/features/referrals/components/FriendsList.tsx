import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '../api/referrals-api';
import classes from './Referrals.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserPlusIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useFormat } from '@/lib/format';

/** The friends the user invited, newest first (names masked by the server), or how to start. */
export function FriendsList({ invite }: { invite: InviteInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { friends, friendCount } = invite;
  return (
    <section className={classes.card} aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title" className={classes.title}>
        {t('referrals.friends.title')}
      </h2>
      {friends.length === 0 ? (
        <EmptyState
          headingOrder={3}
          icon={<UserPlusIcon size={24} />}
          title={t('referrals.friends.empty')}
          description={t('referrals.friends.emptyDetail')}
          minHeight={180}
          data-testid="invite-friends-empty"
        />
      ) : (
        <>
          <ul className={classes.friends} data-testid="invite-friends">
            {friends.map((friend, index) => (
              <li
                key={`${friend.name}-${friend.joinedAt}-${index}`}
                className={classes.friend}
                data-testid="invite-friend"
              >
                <span>
                  <span className={classes.friendName} dir="ltr">
                    {friend.name}
                  </span>
                  <span className={classes.friendJoined}>
                    {t('referrals.friends.joined')}: {format.date(friend.joinedAt, 'date')}
                  </span>
                </span>
                <StatusBadge tone={friend.tradedReal ? 'up' : 'neutral'}>
                  {t(
                    friend.tradedReal ? 'referrals.friends.traded' : 'referrals.friends.notTraded',
                  )}
                </StatusBadge>
              </li>
            ))}
          </ul>
          {friendCount > friends.length && (
            <p className={classes.muted} data-testid="invite-friends-newest">
              {t('referrals.friends.newest', {
                shown: format.number(String(friends.length)),
                total: format.number(String(friendCount)),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
