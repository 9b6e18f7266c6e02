import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Holdings } from '../components/Holdings';
import { OrderHistory } from '../components/OrderLists';
import classes from '../components/Orders.module.css';
import spot from '../components/Spot.module.css';
import { useSpotOrderEvents } from '../hooks/useSpotOrderEvents';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLoggedIn } from '@/lib/settings-store';

/** Logged out: the way in, coming back here afterwards. */
function LogInFirst() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = { from: `${pathname}${search}` };
  return (
    <EmptyState
      icon={<UserIcon size={24} />}
      title={t('spot.guest.title')}
      description={t('spot.guest.detail')}
    >
      <Button component={Link} to="/pass/login" state={state}>
        {t('shell.login')}
      </Button>
      <Button component={Link} to="/pass/register" state={state} variant="default">
        {t('shell.signUp')}
      </Button>
    </EmptyState>
  );
}

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
        <LogInFirst />
      )}
    </PageFrame>
  );
}
