import { Button, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSmartPlanEvents, useSmartProducts } from '../api/queries';
import { PlanDetail } from '../components/PlanDetail';
import { PlanList } from '../components/PlanList';
import { ProductCard } from '../components/ProductCard';
import { ProductDetail } from '../components/ProductDetail';
import { RiskStatement } from '../components/RiskStatement';
import { SmartRealOnly } from '../components/BuyPanel';
import classes from '../components/Smart.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { RobotIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import tabClasses from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';

type SmartTab = 'products' | 'plans';

/** The catalogue, or one product of it (`?product=`). */
function Products() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = useSmartProducts();
  const code = params.get('product');
  if (query.isPending) return <Loading label={t('smart.products.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('smart.products.loadFailed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const { products } = query.data;
  if (code !== null) {
    const product = products.find((p) => p.code === code);
    if (product) return <ProductDetail product={product} />;
    return (
      <EmptyState
        icon={<RobotIcon size={24} />}
        title={t('smart.products.notFound')}
        description={t('smart.products.notFoundDetail')}
        data-testid="smart-product-missing"
      >
        <Button component={Link} to="/trading" variant="default">
          {t('smart.products.back')}
        </Button>
      </EmptyState>
    );
  }
  if (products.length === 0)
    return (
      <EmptyState
        icon={<RobotIcon size={24} />}
        title={t('smart.products.empty')}
        description={t('smart.products.emptyDetail')}
        data-testid="smart-products-empty"
      />
    );
  return (
    <div className={classes.stack}>
      <RiskStatement products={products} testId="smart-risk" />
      <ul className={classes.products} data-testid="smart-products">
        {products.map((product) => (
          <li key={product.code}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** My plans: log in first; real book only; the list or one plan (`?plan=`). */
function MyPlans() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const [params] = useSearchParams();
  useSmartPlanEvents();
  if (!loggedIn)
    return <GuestState title={t('smart.guest.title')} description={t('smart.guest.detail')} />;
  if (mode === 'demo') return <SmartRealOnly />;
  const id = Number(params.get('plan'));
  if (Number.isSafeInteger(id) && id > 0) return <PlanDetail id={id} />;
  return <PlanList />;
}

/**
 * /trading (SPEC §2, issue 14): smart trading plans. "Plans on offer": each product's market,
 * strategy rules in words, cycles, investment range, back-tested range with its chart and the
 * risks, and a product's purchase; "My plans": running and ended plans, live, with their detail
 * and the early exit. Tab, product, plan and cycle live in the address, so Back and a reload
 * keep the place.
 */
export function SmartPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: SmartTab = params.get('tab') === 'plans' || params.has('plan') ? 'plans' : 'products';
  return (
    <PageFrame width="wide" title={t('smart.title')} description={t('smart.description')}>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value !== 'products' && value !== 'plans') return;
          setParams(value === 'plans' ? { tab: 'plans' } : {});
        }}
        keepMounted={false}
        classNames={{ tab: tabClasses.tab, panel: classes.tabPanel }}
      >
        <Tabs.List aria-label={t('smart.tabs.label')}>
          <Tabs.Tab value="products" data-testid="smart-tab-products">
            {t('smart.tabs.products')}
          </Tabs.Tab>
          <Tabs.Tab value="plans" data-testid="smart-tab-plans">
            {t('smart.tabs.plans')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="products">
          <Products />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <MyPlans />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
