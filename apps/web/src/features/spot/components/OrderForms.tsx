import type { SpotDepth, SpotMarket, SpotSide } from '@meridian/contract';
import type { SpotPair } from '@meridian/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetInfo } from '../api/queries';
import type { Drafts } from '../hooks/useOrderDrafts';
import type { OrderDraft } from '../lib/order-math';
import classes from './Form.module.css';
import { OrderForm } from './OrderForm';
import { GuestCta } from '@/components/ui/GuestCta';
import { tryParse } from '@/lib/decimal';
import { useLoggedIn } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

export interface OrderFormsProps {
  market: SpotMarket;
  pair: SpotPair;
  depth: SpotDepth;
  drafts: Drafts;
  onChange: (side: SpotSide, patch: Partial<OrderDraft>) => void;
  /** `pair`: buy and sell side by side (desktop); `toggle`: one at a time (phone). */
  layout: 'pair' | 'toggle';
}

/**
 * The buy and sell forms with the pair's fee rates and the user's balances of both assets
 * (getAssestInfo); a visitor sees the log-in call to action instead.
 */
export function OrderForms({ market, pair, depth, drafts, onChange, layout }: OrderFormsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const assets = useAssetInfo(loggedIn ? market.id : undefined);
  const [side, setSide] = useState<SpotSide>('buy');

  const available: Record<SpotSide, bigint | undefined> = {
    buy: tryParse(assets.data?.quote.available),
    sell: tryParse(assets.data?.base.available),
  };
  const form = (which: SpotSide) => (
    <OrderForm
      key={which}
      side={which}
      market={market}
      pair={pair}
      depth={depth}
      draft={drafts[which]}
      onChange={(patch) => onChange(which, patch)}
      available={available[which]}
    />
  );

  return (
    <section className={classes.forms} aria-label={t('spot.form.label')} data-testid="spot-forms">
      <p className={classes.fees} data-testid="spot-fees">
        {t('spot.form.fees', {
          maker: format.bpFigure(market.makerFeeBp),
          taker: format.bpFigure(market.takerFeeBp),
        })}
      </p>
      {!loggedIn ? (
        <GuestCta
          testId="spot-guest"
          detail={t('spot.guest.detail')}
          loginLabel={t('spot.guest.title')}
        />
      ) : layout === 'pair' ? (
        <div className={classes.pair}>
          {form('buy')}
          {form('sell')}
        </div>
      ) : (
        <>
          <div className={classes.sides} role="group" aria-label={t('spot.mobile.sideLabel')}>
            {(['buy', 'sell'] as const).map((which) => (
              <button
                key={which}
                type="button"
                className={classes.side}
                data-side={which}
                aria-pressed={side === which}
                onClick={() => setSide(which)}
                data-testid={`spot-side-${which}`}
              >
                {t(which === 'buy' ? 'spot.form.buy' : 'spot.form.sell')}
              </button>
            ))}
          </div>
          {form(side)}
        </>
      )}
    </section>
  );
}
