import type { SpotMarket } from '@meridian/contract';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Direction } from '../lib/book';
import classes from './Spot.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { BookBadge } from '@/components/ui/BookBadge';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

/**
 * The pair at a glance: the last trade price (coloured, with an arrow, by the way it moved), the
 * feed's reference price, and the book in use (switchable when signed in).
 */
export function MarketSummary({
  market,
  lastPrice,
  direction,
}: {
  market: SpotMarket;
  lastPrice: string | null;
  direction: Direction | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const loggedIn = useLoggedIn();
  return (
    <section
      className={classes.summary}
      aria-label={t('spot.header.label')}
      data-testid="spot-summary"
    >
      <dl>
        <div>
          <dt>{t('spot.header.lastPrice')}</dt>
          <dd>
            {lastPrice ? (
              <span
                className={classes.lastPrice}
                data-tone={direction}
                data-testid="spot-last-price"
              >
                <span dir="ltr">{format.step(lastPrice, market.tickSize)}</span>
                {direction && (
                  <>
                    <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                    <VisuallyHidden>{t(`spot.header.${direction}`)}</VisuallyHidden>
                  </>
                )}
              </span>
            ) : (
              t('spot.header.noPrice')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('spot.header.referencePrice')}</dt>
          <dd dir="ltr" data-testid="spot-reference-price">
            {market.referencePrice ? format.step(market.referencePrice, market.tickSize) : '—'}
          </dd>
        </div>
      </dl>
      <div className={classes.bookLine} data-testid="spot-book">
        {loggedIn && <AccountModeSwitch />}
        <BookBadge book={mode}>
          {t(mode === 'demo' ? 'spot.page.demoBook' : 'spot.page.realBook')}
        </BookBadge>
      </div>
    </section>
  );
}
