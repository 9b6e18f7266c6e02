import type { MarginRules } from '@meridian/contract';
import { entryPrice, formatAmountFixed, type PositionSide } from '@meridian/domain';
import { ActionIcon, NativeSelect, SegmentedControl, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBook, tradingApi, useProfitTotal, type BuyUInput } from '../api/trading';
import { Figures, type Figure } from '@/components/ui/Figures';
import { useMoneyAction } from '@/lib/money-action';
import {
  currentQuote,
  defaultLeverage,
  hasErrors,
  leverageChoices,
  previewOrder,
  stepLots,
  validateDraft,
  type OrderDraft,
  type OrderType,
} from '../lib/order-math';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { OrderConfirm } from './OrderConfirm';
import {
  buyUBodyOf,
  commissionPercent,
  stopHint,
  useErrorText,
  type OrderReview,
} from './order-helpers';
import { ReviewSubmit } from './ReviewSubmit';
import { SideToggle } from './SideToggle';
import classes from './Trading.module.css';
import { decimalsOf, tryParse } from '@/lib/decimal';
import { useLivePrice } from '@/lib/live-prices';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';

export interface OrderFormProps {
  rules: MarginRules;
  initialSide?: PositionSide;
  /** Called after the server accepted an order. */
  onPlaced?: () => void;
}

/**
 * The margin (CFD) order form (SPEC §1, PRODUCT §4): buy/long or sell/short, market or limit,
 * lots in steps, leverage up to the instrument's maximum, optional stop loss and take profit
 * (checked on the right side of the price, SPEC §5), and the required margin, commission and
 * spread before anything is sent; then the confirmation step. Errors from the server are shown
 * in the confirmation and the form keeps everything typed.
 */
export function OrderForm({ rules, initialSide = 'long', onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText(rules);
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const account = useProfitTotal();
  const mid = useLivePrice(rules.code)?.price;

  const [draft, setDraft] = useState<OrderDraft>(() => ({
    side: initialSide,
    type: 'market',
    lots: rules.minLots,
    leverage: defaultLeverage(rules.maxLeverage),
    price: '',
    stopLoss: '',
    takeProfit: '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [review, setReview] = useState<OrderReview | null>(null);

  const buy = useMoneyAction((body: BuyUInput, key: string) => tradingApi.buyU(body, key), {
    onSuccess: (envelope) => {
      showToast(envelope.msg || t('margin.confirm.success'), 'success');
      setReview(null);
      setSubmitted(false);
      setDraft((current) => ({ ...current, price: '', stopLoss: '', takeProfit: '' }));
      refreshBook(queryClient, mode);
      onPlaced?.();
    },
  });

  const update = (patch: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const quote = currentQuote(rules, mid);
  const marketEntry = quote ? entryPrice(draft.side, quote) : undefined;
  const preview = quote ? previewOrder(rules, quote, draft) : undefined;
  const errors = validateDraft(rules, draft, marketEntry);
  const limitPrice = draft.type === 'limit' ? tryParse(draft.price) : undefined;
  const reference = draft.type === 'limit' ? limitPrice : marketEntry;

  const freeMargin = loggedIn ? tryParse(account.data?.freeMargin) : undefined;
  const cost =
    preview?.requiredMargin !== undefined && preview.commission !== undefined
      ? preview.requiredMargin + preview.commission
      : undefined;
  const short = freeMargin !== undefined && cost !== undefined && cost > freeMargin;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!loggedIn || !rules.tradingOpen || hasErrors(errors) || !quote || !preview) return;
    setReview({ draft, preview, quote, body: buyUBodyOf(rules.code, draft) });
    buy.begin();
  }

  const figures: Figure[] = [];
  if (preview) {
    figures.push({
      key: 'entry',
      label: draft.type === 'limit' ? t('margin.form.limitPrice') : t('margin.form.entryPrice'),
      value: format.step(preview.entry, rules.tickSize),
    });
    if (preview.requiredMargin !== undefined)
      figures.push({
        key: 'margin',
        label: t('margin.form.requiredMargin'),
        value: format.money(preview.requiredMargin, 'USDT'),
      });
    if (preview.commission !== undefined)
      figures.push({
        key: 'commission',
        label: t('margin.form.commission', {
          percent: commissionPercent(rules.commissionBp, format),
        }),
        value: format.money(preview.commission, 'USDT'),
      });
    if (quote && preview.spreadCost !== undefined)
      figures.push({
        key: 'spread',
        label: t('margin.form.spread'),
        value: t('margin.form.spreadValue', {
          price: format.step(quote.ask - quote.bid, rules.tickSize),
          cost: format.amount(preview.spreadCost, 'USDT'),
        }),
      });
  }
  if (freeMargin !== undefined)
    figures.push({
      key: 'free',
      label: t('margin.form.freeMargin'),
      value: format.money(freeMargin, 'USDT'),
    });

  const lotsError = draft.lots.trim() !== '' || submitted ? errors.lots : undefined;
  const priceError = errors.price === 'required' && !submitted ? undefined : errors.price;
  const tickDecimals = decimalsOf(rules.tickSize);

  return (
    <>
      <form className={classes.form} onSubmit={onSubmit} noValidate data-testid="order-form">
        <SideToggle
          label={t('margin.form.side')}
          choices={(['long', 'short'] as const).map((side) => ({
            value: side,
            side,
            label: side === 'long' ? t('margin.form.buy') : t('margin.form.sell'),
            detail: quote
              ? format.step(side === 'long' ? quote.ask : quote.bid, rules.tickSize)
              : '—',
          }))}
          value={draft.side}
          onChange={(side) => update({ side })}
          detail="price"
          testIdPrefix="side"
        />

        <SegmentedControl
          fullWidth
          size="xs"
          value={draft.type}
          onChange={(value) => update({ type: value as OrderType })}
          aria-label={t('margin.form.type')}
          data={[
            { value: 'market', label: t('margin.form.market') },
            { value: 'limit', label: t('margin.form.limit') },
          ]}
          data-testid="order-type"
        />

        {draft.type === 'limit' && (
          <DecimalInput
            label={t('margin.form.limitPrice')}
            value={draft.price}
            onChange={(price) => update({ price })}
            placeholder={
              quote ? formatAmountFixed(entryPrice(draft.side, quote), tickDecimals) : undefined
            }
            description={
              draft.side === 'long'
                ? t('margin.form.limitHintLong')
                : t('margin.form.limitHintShort')
            }
            error={errorText.price(priceError)}
            data-testid="limit-price"
          />
        )}

        <div className={classes.row2}>
          <DecimalInput
            label={t('margin.form.lots')}
            value={draft.lots}
            onChange={(lots) => update({ lots })}
            classNames={{ input: classes.lotsInput }}
            leftSectionPointerEvents="all"
            rightSectionPointerEvents="all"
            leftSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('margin.form.fewerLots')}
                onClick={() => update({ lots: stepLots(rules, draft.lots, -1) })}
                data-testid="lots-minus"
              >
                <MinusIcon size={16} />
              </ActionIcon>
            }
            rightSection={
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('margin.form.moreLots')}
                onClick={() => update({ lots: stepLots(rules, draft.lots, 1) })}
                data-testid="lots-plus"
              >
                <PlusIcon size={16} />
              </ActionIcon>
            }
            error={lotsError ? errorText.lots() : undefined}
            data-testid="lots"
          />
          <NativeSelect
            label={t('margin.form.leverage')}
            value={String(draft.leverage)}
            onChange={(event) => update({ leverage: Number(event.currentTarget.value) })}
            data={leverageChoices(rules.maxLeverage).map((value) => ({
              value: String(value),
              label: t('margin.form.leverageValue', { value }),
            }))}
            data-testid="leverage"
          />
        </div>
        <Text size="xs" c="gray.7" className={classes.hint}>
          {t('margin.form.lotsHint', {
            units: format.quantity(rules.lotSize),
            base: rules.base,
            min: format.quantity(rules.minLots),
            max: format.quantity(rules.maxLots),
          })}
          {' · '}
          {t('margin.form.leverageHint', { max: rules.maxLeverage })}
        </Text>

        <div className={classes.row2}>
          <DecimalInput
            label={t('margin.form.stopLoss')}
            value={draft.stopLoss}
            onChange={(stopLoss) => update({ stopLoss })}
            description={stopHint('stopLoss', draft.side, reference, rules, format, t)}
            error={errorText.stop('stopLoss', errors.stopLoss)}
            data-testid="stop-loss"
          />
          <DecimalInput
            label={t('margin.form.takeProfit')}
            value={draft.takeProfit}
            onChange={(takeProfit) => update({ takeProfit })}
            description={stopHint('takeProfit', draft.side, reference, rules, format, t)}
            error={errorText.stop('takeProfit', errors.takeProfit)}
            data-testid="take-profit"
          />
        </div>

        {quote ? (
          <Figures figures={figures} testId="order-figure" />
        ) : (
          <Text size="sm" c="gray.7" role="status">
            {t('margin.form.priceUnavailable')}
          </Text>
        )}

        {short && (
          <Text size="xs" className={classes.warning} role="status" data-testid="margin-short">
            {t('margin.form.notEnoughMargin')}
          </Text>
        )}
        <ReviewSubmit
          tradingOpen={rules.tradingOpen}
          closedTestId="market-closed"
          tone={draft.side === 'long' ? 'up' : 'down'}
          disabled={!rules.tradingOpen || !quote}
          testId="order-review"
        >
          {draft.side === 'long'
            ? t('margin.form.reviewBuy', { code: rules.code })
            : t('margin.form.reviewSell', { code: rules.code })}
        </ReviewSubmit>
      </form>
      {review && (
        <OrderConfirm
          review={review}
          rules={rules}
          pending={buy.isPending}
          error={buy.error}
          onCancel={() => {
            if (!buy.isPending) setReview(null);
          }}
          onConfirm={() => buy.mutate(review.body)}
        />
      )}
    </>
  );
}
