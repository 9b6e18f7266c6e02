import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SmartProduct } from '../api/smart-api';
import { familyName } from '../lib/rules';
import { BacktestRange } from './BacktestRange';
import { defaultDays, ProductSummary } from './ProductSummary';
import classes from './Smart.module.css';

/** One product in the list: what it is, its back-tested range for a chosen cycle, the risks. */
export function ProductCard({ product }: { product: SmartProduct }) {
  const { t } = useTranslation();
  const [days, setDays] = useState(() => defaultDays(product));
  const testId = `smart-product-${product.code}`;
  return (
    <article className={classes.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className={classes.cardHead}>
        <h2 id={`${testId}-title`} className={classes.cardTitle}>
          {product.instrument.name}
          {' · '}
          {familyName(product.strategy, t)}
        </h2>
      </div>
      <ProductSummary product={product} testId={testId} />
      <BacktestRange product={product} days={days} onDays={setDays} testId={`${testId}-backtest`} />
      <Button
        component={Link}
        to={`/trading?product=${encodeURIComponent(product.code)}&days=${days}`}
        aria-describedby={`${testId}-title`}
        data-testid={`${testId}-open`}
      >
        {t('smart.products.details')}
      </Button>
    </article>
  );
}
