import { useTranslation } from 'react-i18next';
import type { SmartProduct } from '../api/smart-api';
import { bpPercent } from '../lib/percent';
import { describeRules, familyName, reasonText } from '../lib/rules';
import classes from './Smart.module.css';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';

/** The cycle a product opens with: the first one with a published range, else its first. */
export function defaultDays(product: SmartProduct): number {
  const published = product.timeframes.find((days) =>
    product.ranges.some((range) => range.days === days && range.status === 'published'),
  );
  return published ?? product.timeframes[0] ?? 1;
}

/**
 * What a product is: its market, its strategy's rules in words (and why it places orders), its
 * cycles, the investment range, the platform's share and the early-exit damages.
 */
export function ProductSummary({
  product,
  testId,
  showReasons = false,
}: {
  product: SmartProduct;
  testId: string;
  showReasons?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <>
      <p className={classes.paragraph} data-testid={`${testId}-rules`}>
        {describeRules(product.rules, product.instrument.name, t, format)}
      </p>
      {showReasons && product.rules.orderReasons.length > 0 && (
        <div>
          <h3 className={classes.subTitle}>{t('smart.rules.reasonsHeading')}</h3>
          <ul className={classes.reasons} data-testid={`${testId}-reasons`}>
            {product.rules.orderReasons.map((reason) => (
              <li key={reason}>{reasonText(reason, t)}</li>
            ))}
          </ul>
        </div>
      )}
      <Figures
        testId={testId}
        layout="grid"
        figures={[
          {
            key: 'instrument',
            label: t('smart.products.instrument'),
            value: product.instrument.name,
            text: true,
          },
          {
            key: 'strategy',
            label: t('smart.products.strategy'),
            value: familyName(product.strategy, t),
            text: true,
          },
          {
            key: 'timeframes',
            label: t('smart.products.timeframes'),
            value: new Intl.ListFormat(format.locale, { style: 'short', type: 'unit' }).format(
              product.timeframes.map((days) => t('smart.days', { count: days })),
            ),
            text: true,
          },
          {
            key: 'range',
            label: t('smart.products.range'),
            value: t('smart.products.rangeValue', {
              min: format.money(product.minInvestment, 'USDT'),
              max: format.money(product.maxInvestment, 'USDT'),
            }),
            text: true,
          },
          {
            key: 'profitShare',
            label: t('smart.products.profitShare'),
            value: t('smart.products.profitShareValue', {
              percent: bpPercent(format, product.profitShareBp),
            }),
            text: true,
          },
          {
            key: 'earlyExit',
            label: t('smart.products.earlyExit'),
            value: t('smart.products.earlyExitValue', {
              percent: bpPercent(format, product.earlyExitDamagesBp),
            }),
            text: true,
          },
        ]}
      />
    </>
  );
}
