import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import classes from './Spot.module.css';

export type MarketType = 'margin' | 'spot';

/**
 * "Margin | Spot" on the instrument page of a pair that also has a spot market: it sets the
 * `type` query parameter (spot pairs are coins, so the margin page gets its `crypto` class back)
 * and keeps the rest of the address.
 */
export function MarketTypeSwitch({ current }: { current: MarketType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const href = (type: MarketType) => {
    const next = new URLSearchParams(params);
    next.set('type', type === 'spot' ? 'spot' : 'crypto');
    return `${pathname}?${next}`;
  };
  return (
    <div className={classes.switchBar}>
      <nav className={classes.switch} aria-label={t('spot.switch.label')} data-testid="market-type">
        {(['margin', 'spot'] as const).map((type) => (
          <Link
            key={type}
            to={href(type)}
            className={classes.switchLink}
            aria-current={type === current ? 'page' : undefined}
            data-testid={`market-type-${type}`}
          >
            {t(`spot.switch.${type}`)}
          </Link>
        ))}
      </nav>
    </div>
  );
}
