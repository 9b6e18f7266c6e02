import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrders } from '../api/queries';
import { CurrentOrders, OrderHistory } from './OrderLists';
import classes from './Orders.module.css';
import spot from './Spot.module.css';
import { GuestCta } from '@/components/ui/GuestCta';
import tabs from '@/components/ui/Tabs.module.css';
import { useLoggedIn } from '@/lib/settings-store';

type OrdersTab = 'current' | 'history';

/** Below the trading area: the user's current orders (with Cancel) and order history of the pair. */
export function SpotOrders({ code }: { code: string }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const current = useCurrentOrders(code);
  const [tab, setTab] = useState<OrdersTab>('current');
  const count = loggedIn ? current.data?.list.length : undefined;
  return (
    <section
      className={classes.section}
      aria-labelledby="spot-orders-title"
      data-testid="spot-orders"
    >
      <h2 id="spot-orders-title" className={spot.cardTitle}>
        {t('spot.orders.title')}
      </h2>
      {!loggedIn ? (
        <GuestCta
          compact
          testId="spot-guest"
          detail={t('spot.guest.orders')}
          loginLabel={t('spot.guest.title')}
        />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as OrdersTab)}
          keepMounted={false}
          classNames={{ tab: tabs.tab }}
        >
          <Tabs.List aria-label={t('spot.orders.tabsLabel')}>
            <Tabs.Tab value="current" data-testid="spot-orders-tab-current">
              {t('spot.orders.current')}
              {count !== undefined && ` (${count})`}
            </Tabs.Tab>
            <Tabs.Tab value="history" data-testid="spot-orders-tab-history">
              {t('spot.orders.history')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="current" className={spot.tabPanel}>
            {tab === 'current' && <CurrentOrders code={code} />}
          </Tabs.Panel>
          <Tabs.Panel value="history" className={spot.tabPanel}>
            {tab === 'history' && <OrderHistory code={code} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </section>
  );
}
