import type {
  SpotDepth,
  SpotMarket,
  SpotOrderView,
  SpotSide,
  SubmitInput,
} from '@meridian/contract';
import { ASSET_DECIMALS, formatAmount, type Amount, type SpotPair } from '@meridian/domain';
import { Button, SegmentedControl } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshSpotAccount } from '../api/queries';
import { spotApi } from '../api/spot-api';
import {
  hasErrors,
  percentQuantity,
  percentTotal,
  previewDraft,
  sendsTotal,
  submitBodyOf,
  validateDraft,
  type MarketBuyBy,
  type OrderDraft,
  type OrderType,
} from '../lib/order-math';
import classes from './Form.module.css';
import { OrderConfirm, type OrderReview } from './OrderConfirm';
import { PercentButtons } from './PercentButtons';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { Figures, type Figure } from '@/components/ui/Figures';
import { tryParse } from '@/lib/decimal';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/format';

export interface OrderFormProps {
  side: SpotSide;
  market: SpotMarket;
  pair: SpotPair;
  depth: SpotDepth;
  draft: OrderDraft;
  onChange: (patch: Partial<OrderDraft>) => void;
  /** The available quote (a buy) or base (a sell); undefined while unknown. */
  available: Amount | undefined;
}

/** The toast after submit: what became of the order at once. */
function placedKey(order: SpotOrderView | null) {
  if (order?.status === 'filled') return 'spot.confirm.filled' as const;
  if (order?.status === 'partial') return 'spot.confirm.partial' as const;
  if (order?.status === 'cancelled') return 'spot.confirm.unfilled' as const;
  return 'spot.confirm.placed' as const;
}

/**
 * One side's order form: limit (price and quantity) or market (quantity; a buy may give the
 * USDT total instead), percent-of-balance buttons rounded down to the lot, the available
 * balance, the total and the most the fee can be, step hints, the server's checks before
 * anything is sent, then the confirmation and POST submit with an Idempotency-Key. A refusal is
 * shown in the confirmation and nothing typed is lost.
 */
export function OrderForm({
  side,
  market,
  pair,
  depth,
  draft,
  onChange,
  available,
}: OrderFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState(false);
  const [review, setReview] = useState<OrderReview | null>(null);
  const { base, quote, tickSize, lotSize } = market;

  const submit = useMoneyAction((body: SubmitInput, key: string) => spotApi.submit(body, key), {
    onSuccess: (envelope) => {
      showToast(t(placedKey(envelope.result)), 'success');
      setReview(null);
      setSubmitted(false);
      onChange({ quantity: '', total: '' });
      refreshSpotAccount(queryClient, mode);
    },
  });

  const errors = validateDraft(side, draft, pair);
  const preview = previewDraft(side, draft, pair, depth);
  const byTotal = sendsTotal(side, draft);
  const bestOpposite = tryParse((side === 'buy' ? depth.asks : depth.bids)[0]?.price);

  /** A missing value is pointed out after the first try; a wrong one at once. */
  const visible = (error: string | undefined) =>
    error === 'required' && !submitted ? undefined : error;
  const priceError =
    visible(errors.price) &&
    (errors.price === 'required'
      ? t('spot.form.errors.priceRequired')
      : t('spot.form.errors.price', { tick: format.quantity(tickSize) }));
  const quantityError =
    visible(errors.quantity) &&
    (errors.quantity === 'required'
      ? t('spot.form.errors.quantityRequired')
      : t('spot.form.errors.quantity', { lot: format.quantity(lotSize) }));
  const totalError =
    visible(errors.total) &&
    (errors.total === 'required'
      ? t('spot.form.errors.totalRequired')
      : t('spot.form.errors.total', { decimals: ASSET_DECIMALS[quote] }));

  function pickPercent(percent: number) {
    if (byTotal) {
      const total = percentTotal(percent, pair, available);
      if (total !== undefined) onChange({ total: formatAmount(total) });
      return;
    }
    const price = draft.type === 'limit' ? tryParse(draft.price) : bestOpposite;
    const quantity = percentQuantity(side, percent, pair, available, price);
    if (quantity !== undefined) onChange({ quantity: formatAmount(quantity) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(errors)) return;
    setReview({ side, draft, preview, body: submitBodyOf(market.code, side, draft) });
    submit.begin();
  }

  const quoteText = (value: bigint) => format.money(value, quote);
  const figures: Figure[] = [
    {
      key: 'total',
      label: t(
        preview?.kind === 'budget'
          ? 'spot.form.budget'
          : preview?.kind === 'estimate' || draft.type === 'market'
            ? 'spot.form.estimatedTotal'
            : 'spot.form.orderTotal',
      ),
      value: preview ? format.exactMoney(preview.total, quote) : '—',
    },
    {
      key: 'fee',
      label: t('spot.form.feeUpTo', { percent: format.bpFigure(market.takerFeeBp) }),
      value: preview ? format.exactMoney(preview.fee, quote) : '—',
    },
  ];
  const over =
    available !== undefined &&
    (side === 'buy'
      ? preview !== undefined && preview.spend > available
      : (tryParse(draft.quantity) ?? 0n) > available);
  const titleId = `spot-form-title-${side}`;
  const prefix = `spot-${side}`;

  return (
    <>
      <form
        className={classes.form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby={titleId}
        data-testid={`spot-form-${side}`}
      >
        <h3 id={titleId} className={classes.formTitle} data-side={side}>
          {t(side === 'buy' ? 'spot.form.buyTitle' : 'spot.form.sellTitle', { base })}
        </h3>
        <SegmentedControl
          fullWidth
          size="xs"
          value={draft.type}
          onChange={(type) => onChange({ type: type as OrderType })}
          aria-label={t('spot.form.type')}
          data={[
            { value: 'limit', label: t('spot.form.limit') },
            { value: 'market', label: t('spot.form.market') },
          ]}
        />
        {draft.type === 'limit' ? (
          <DecimalInput
            label={t('spot.form.price', { quote })}
            value={draft.price}
            onChange={(price) => onChange({ price })}
            description={t('spot.form.priceStep', { tick: format.quantity(tickSize), quote })}
            error={priceError}
            data-testid={`${prefix}-price`}
          />
        ) : (
          <p className={classes.marketPrice}>{t('spot.form.marketPrice')}</p>
        )}
        {side === 'buy' && draft.type === 'market' && (
          <SegmentedControl
            fullWidth
            size="xs"
            value={draft.by}
            onChange={(by) => onChange({ by: by as MarketBuyBy })}
            aria-label={t('spot.form.buyBy')}
            data={[
              { value: 'quantity', label: t('spot.form.byQuantity') },
              { value: 'total', label: t('spot.form.byTotal') },
            ]}
          />
        )}
        {byTotal ? (
          <DecimalInput
            label={t('spot.form.total', { quote })}
            value={draft.total}
            onChange={(total) => onChange({ total })}
            description={t('spot.form.totalHint')}
            error={totalError}
            data-testid={`${prefix}-total`}
          />
        ) : (
          <DecimalInput
            label={t('spot.form.quantity', { base })}
            value={draft.quantity}
            onChange={(quantity) => onChange({ quantity })}
            description={t('spot.form.quantityStep', { lot: format.quantity(lotSize), base })}
            error={quantityError}
            data-testid={`${prefix}-quantity`}
          />
        )}
        <p className={classes.available}>
          <span>{t('spot.form.available')}</span>
          <span dir="ltr" data-testid={`${prefix}-available`}>
            {available === undefined
              ? '—'
              : side === 'buy'
                ? quoteText(available)
                : format.isolate(`${format.quantity(available)} ${base}`)}
          </span>
        </p>
        <PercentButtons
          onPick={pickPercent}
          disabled={available === undefined}
          testIdPrefix={`${prefix}-percent`}
        />
        <Figures
          figures={figures}
          layout="compact"
          testId={`${prefix}-figure`}
          label={t('spot.form.figures')}
        />
        {draft.type === 'market' && bestOpposite === undefined && (
          <p className={classes.note} role="status">
            {t('spot.form.noBook')}
          </p>
        )}
        {preview?.thin && <p className={classes.note}>{t('spot.form.thin')}</p>}
        {over && (
          <p className={classes.note} data-testid={`${prefix}-over`}>
            {t('spot.form.overBalance')}
          </p>
        )}
        <Button
          type="submit"
          fullWidth
          color={side === 'buy' ? 'up.8' : 'down.8'}
          data-testid={`${prefix}-submit`}
        >
          {t(side === 'buy' ? 'spot.form.submitBuy' : 'spot.form.submitSell', { base })}
        </Button>
      </form>
      {review && (
        <OrderConfirm
          review={review}
          market={market}
          busy={submit.isPending}
          error={submit.error}
          onCancel={() => {
            if (!submit.isPending) setReview(null);
          }}
          onConfirm={() => submit.mutate(review.body)}
        />
      )}
    </>
  );
}
