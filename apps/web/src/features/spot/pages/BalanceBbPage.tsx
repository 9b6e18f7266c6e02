import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Holdings } from '../components/Holdings';
import { OrderHistory } from '../components/OrderLists';
import classes from '../components/Orders.module.css';
import spot from '../components/Spot.module.css';
import { useSpotOrderEvents } from '../hooks/useSpotOrderEvents';
import { GuestState } from '@/components/ui/GuestState';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLoggedIn } from '@/lib/settings-store';

/**
 * /profile/balancebb, the coin account (SPEC §2): the holdings of the current book with their
 * value in USDT, and the closed positions (filled and cancelled spot orders), page by page.
 * Wide, as lists are: a desktop shows every column of the closed positions without scrolling.
 */
export function BalanceBbPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  useSpotOrderEvents();
  return (
    <PageFrame
      width="wide"
      title={t('account.balancebb.title')}
      description={t('account.balancebb.description')}
    >
      {loggedIn ? (
        <Stack gap="lg">
          <Holdings />
          <section
            className={classes.section}
            aria-labelledby="closed-title"
            data-testid="closed-positions"
          >
            <h2 id="closed-title" className={spot.cardTitle}>
              {t('spot.balancebb.closed')}
            </h2>
            <OrderHistory />
          </section>
        </Stack>
      ) : (
        <GuestState title={t('spot.guest.title')} description={t('spot.guest.detail')} />
      )}
    </PageFrame>
  );
}
