import { useTranslation } from 'react-i18next';
import type { SmartProduct } from '../api/smart-api';
import { bpPercent } from '../lib/percent';
import classes from './Smart.module.css';
import { useFormat } from '@/lib/format';

type Terms = Pick<SmartProduct, 'profitShareBp' | 'earlyExitDamagesBp'>;

/** The one figure all the products share, or undefined when they differ. */
function shared(products: readonly Terms[], key: keyof Terms): number | undefined {
  const first = products[0]?.[key];
  return products.every((product) => product[key] === first) ? first : undefined;
}

/**
 * What a buyer must know before investing (PRODUCT §1: risk is disclosed where money is put at
 * risk): past performance is no promise; only the invested amount trades and can fall to zero;
 * the platform is the other side of every trade at the feed's price with costs; its share of
 * gains above the high-water mark; the early-exit damages (the products' own figures, or "as
 * shown on each plan" when they differ).
 */
export function RiskStatement({
  products,
  testId,
}: {
  products: readonly Terms[];
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const share = shared(products, 'profitShareBp');
  const damages = shared(products, 'earlyExitDamagesBp');
  return (
    <aside className={classes.risk} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h2 id={`${testId}-title`} className={classes.riskTitle}>
        {t('smart.risk.heading')}
      </h2>
      <ul>
        <li>{t('smart.risk.pastPerformance')}</li>
        <li>{t('smart.risk.atRisk')}</li>
        <li>{t('smart.risk.counterparty')}</li>
        <li>
          {share !== undefined
            ? t('smart.risk.profitShare', { percent: bpPercent(format, share) })
            : t('smart.risk.profitShareEach')}
        </li>
        <li>
          {damages !== undefined
            ? t('smart.risk.earlyExit', { percent: bpPercent(format, damages) })
            : t('smart.risk.earlyExitEach')}
        </li>
      </ul>
    </aside>
  );
}
