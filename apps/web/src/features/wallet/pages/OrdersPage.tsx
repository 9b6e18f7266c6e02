import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MarginOrders, OptionOrders, SpotOrders } from '../components/OrderLists';
import classes from '../components/Wallet.module.css';
import { BookBadge } from '@/components/ui/BookBadge';
import { GuestState } from '@/components/ui/GuestState';
import { PageFrame } from '@/components/ui/PageFrame';
import tabClasses from '@/components/ui/Tabs.module.css';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';

type OrdersTab = 'margin' | 'options' | 'spot';
const TABS: readonly OrdersTab[] = ['margin', 'options', 'spot'];

function isTab(value: string | null): value is OrdersTab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** The tabs (kept in the address as `?tab=`) over the order lists of the current book. */
function AllOrders() {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: OrdersTab = isTab(wanted) ? wanted : 'margin';
  return (
    <section className={classes.card} aria-labelledby="orders-title">
      <div className={classes.cardHead}>
        <h2 id="orders-title" className={classes.cardTitle}>
          {t(`wallet.orders.tabs.${tab}`)}
        </h2>
        <BookBadge book={mode} testId="orders-book">
          {t('wallet.book.badge', {
            book: t(mode === 'demo' ? 'wallet.book.demo' : 'wallet.book.real'),
          })}
        </BookBadge>
      </div>
      <p className={classes.muted}>{t('wallet.orders.readOnly')}</p>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!isTab(value)) return;
          const next = new URLSearchParams(params);
          next.set('tab', value);
          setParams(next, { replace: true });
        }}
        keepMounted={false}
        classNames={{ tab: tabClasses.tab, panel: classes.tabPanel }}
      >
        <Tabs.List aria-label={t('wallet.orders.tabs.label')}>
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`orders-tab-${key}`}>
              {t(`wallet.orders.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="margin">
          <MarginOrders />
        </Tabs.Panel>
        <Tabs.Panel value="options">
          <OptionOrders />
        </Tabs.Panel>
        <Tabs.Panel value="spot">
          <SpotOrders />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}

/**
 * /profile/orders (issue 6): all of the user's orders in the current book in one place: margin
 * positions (open, pending, history), options and spot orders, read-only, each linking to its
 * market where it can be closed, changed or cancelled.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <PageFrame
      width="wide"
      title={t('wallet.orders.title')}
      description={t('wallet.orders.description')}
    >
      {loggedIn ? (
        <AllOrders />
      ) : (
        <GuestState title={t('wallet.guest.title')} description={t('wallet.guest.detail')} />
      )}
    </PageFrame>
  );
}
