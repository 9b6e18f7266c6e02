import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { SmartProduct } from '../api/smart-api';
import { familyName } from '../lib/rules';
import { BacktestRange } from './BacktestRange';
import { BuyPanel } from './BuyPanel';
import { defaultDays, ProductSummary } from './ProductSummary';
import { RiskStatement } from './RiskStatement';
import classes from './Smart.module.css';

/**
 * One product (`?product=<code>`, the cycle in `?days=`): what it is and the rules it follows,
 * why it places orders, the back-tested range of the chosen cycle, the risks, and the purchase.
 */
export function ProductDetail({ product }: { product: SmartProduct }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('days'));
  const days = product.timeframes.some((d) => d === wanted) ? wanted : defaultDays(product);
  const setDays = (next: number) => {
    const copy = new URLSearchParams(params);
    copy.set('days', String(next));
    setParams(copy, { replace: true });
  };
  const testId = 'smart-detail';
  return (
    <div className={classes.stack} data-testid={testId}>
      <Button
        component={Link}
        to="/trading"
        variant="subtle"
        size="compact-sm"
        className={classes.back}
        data-testid="smart-detail-back"
      >
        {t('smart.products.back')}
      </Button>
      <div className={classes.detailGrid}>
        <article className={classes.card} aria-labelledby="smart-detail-title">
          <h2 id="smart-detail-title" className={classes.cardTitle}>
            {product.instrument.name}
            {' · '}
            {familyName(product.strategy, t)}
          </h2>
          <h3 className={classes.subTitle}>{t('smart.rules.heading')}</h3>
          <ProductSummary product={product} testId={testId} showReasons />
          <BacktestRange
            product={product}
            days={days}
            onDays={setDays}
            testId={`${testId}-backtest`}
          />
        </article>
        <div className={classes.stack}>
          <BuyPanel product={product} days={days} onDays={setDays} />
          <RiskStatement products={[product]} testId={`${testId}-risk`} />
        </div>
      </div>
    </div>
  );
}
