import type { MarginOrderView, MarginRules } from '@meridian/contract';
import { closeLotsOnGrid, formatAmount, parseAmount } from '@meridian/domain';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBook, tradingApi } from '../api/trading';
import { Figures } from '@/components/ui/Figures';
import { useMoneyAction } from '@/lib/money-action';
import { hasErrors, liveValuation, validateStops, type LiveValuation } from '../lib/order-math';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { stopHint, useErrorText } from './order-helpers';
import { tryParse } from '@/lib/decimal';
import { useLivePrice } from '@/lib/live-prices';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';

interface PositionDialogProps {
  order: MarginOrderView;
  rules?: MarginRules;
  onClose: () => void;
}

/** After the server took the change: the success message, the book's lists reloaded, closed. */
function useDone(onClose: () => void) {
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  return (message: string) => {
    showToast(message, 'success');
    refreshBook(queryClient, mode);
    onClose();
  };
}

/** A rules-free fallback: lots as typed, checked against the position's own lots. */
function closeLotsError(text: string, order: MarginOrderView, rules?: MarginRules): boolean {
  const lots = tryParse(text);
  const whole = tryParse(order.lots);
  if (lots === undefined || whole === undefined) return true;
  return !closeLotsOnGrid({ positionLots: whole, lotStep: tryParse(rules?.lotStep) }, lots);
}

/**
 * Close a position with one confirmation (SPEC §4 "closing a position gives a success message"):
 * at the market price, wholly by default or in part with fewer lots; the estimated profit at
 * the current price is shown. POST stopU with an Idempotency-Key.
 */
export function ClosePositionDialog({ order, rules, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = useDone(onClose);
  const mid = useLivePrice(order.code)?.price;
  const [lots, setLots] = useState(order.lots);
  const close = useMoneyAction(
    (body: { id: number; lots?: string }, key: string) => tradingApi.stopU(body, key),
    {
      onSuccess: () => done(t('margin.close.done')),
    },
  );
  const invalid = closeLotsError(lots, order, rules);
  const partial: Pick<MarginOrderView, 'status' | 'side' | 'lots' | 'lotSize' | 'openPrice'> = {
    ...order,
    lots: invalid ? order.lots : lots,
  };
  const estimate: LiveValuation | undefined = liveValuation(partial, rules, mid);
  const side = t(`margin.order.side.${order.side}`);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    const value = formatAmount(parseAmount(lots.trim()));
    const whole = tryParse(order.lots) === parseAmount(value);
    close.mutate({ id: order.id, lots: whole ? undefined : value });
  }

  return (
    <ConfirmDialog
      title={t('margin.close.title')}
      busy={close.isPending}
      onClose={onClose}
      testId="close-dialog"
      onSubmit={onSubmit}
      error={close.error}
      errorTestId="close-error"
      confirmLabel={t('margin.close.submit')}
      confirmColor="gray.8"
      confirmDisabled={invalid}
      confirmTestId="close-confirm"
    >
      <Text size="sm">{t('margin.close.text', { side, code: order.code })}</Text>
      <DecimalInput
        label={t('margin.close.lots')}
        value={lots}
        onChange={setLots}
        description={t('margin.close.lotsHint', { max: format.quantity(order.lots) })}
        error={
          invalid
            ? t('margin.form.errors.lots', {
                min: format.quantity(rules?.lotStep ?? order.lots),
                max: format.quantity(order.lots),
                step: format.quantity(rules?.lotStep ?? order.lots),
              })
            : undefined
        }
        data-testid="close-lots"
      />
      <Figures
        testId="close"
        figures={[
          {
            key: 'estimate',
            label: t('margin.close.estimate'),
            value: estimate ? format.money(estimate.profit, 'USDT', { signed: true }) : '—',
            tone: estimate ? toneOf(estimate.profit) : undefined,
          },
        ]}
      />
    </ConfirmDialog>
  );
}

/**
 * Set or clear the stop loss and take profit of an open position (POST modifyU), checked against
 * the price the position would close at now (SPEC §5).
 */
export function EditStopsDialog({ order, rules, onClose }: PositionDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = useDone(onClose);
  const mid = useLivePrice(order.code)?.price;
  const [stopLoss, setStopLoss] = useState(order.stopLoss ?? '');
  const [takeProfit, setTakeProfit] = useState(order.takeProfit ?? '');
  const tickSize = rules?.tickSize ?? '0';
  const errorText = useErrorText(
    rules ?? { tickSize, minLots: order.lots, maxLots: order.lots, lotStep: order.lots },
  );
  const reference = liveValuation(order, rules, mid)?.mark ?? tryParse(order.markPrice);
  const errors = validateStops(order.side, reference, stopLoss, takeProfit, tickSize);
  const save = useMutation({
    mutationFn: () =>
      tradingApi.modifyU({
        id: order.id,
        stopLoss: stopLoss.trim() === '' ? null : formatAmount(parseAmount(stopLoss.trim())),
        takeProfit: takeProfit.trim() === '' ? null : formatAmount(parseAmount(takeProfit.trim())),
      }),
    onSuccess: (envelope) =>
      done(envelope.msg && envelope.code !== 200 ? envelope.msg : t('margin.stops.done')),
  });
  const formatRef = (value: bigint) =>
    rules ? format.step(value, rules.tickSize) : format.quantity(value);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasErrors(errors)) return;
    save.mutate();
  }

  return (
    <ConfirmDialog
      title={t('margin.stops.title')}
      busy={save.isPending}
      onClose={onClose}
      testId="stops-dialog"
      onSubmit={onSubmit}
      error={save.error}
      confirmLabel={t('margin.stops.submit')}
      confirmTestId="stops-save"
    >
      <Text size="sm">
        {order.code} · {t(`margin.order.side.${order.side}`)}
        {reference !== undefined && (
          <>
            {' · '}
            {t('margin.stops.text', { price: formatRef(reference) })}
          </>
        )}
      </Text>
      <DecimalInput
        label={t('margin.order.stopLoss')}
        value={stopLoss}
        onChange={setStopLoss}
        description={
          rules ? stopHint('stopLoss', order.side, reference, rules, format, t) : undefined
        }
        error={errorText.stop('stopLoss', errors.stopLoss)}
        data-testid="edit-stop-loss"
      />
      <DecimalInput
        label={t('margin.order.takeProfit')}
        value={takeProfit}
        onChange={setTakeProfit}
        description={
          rules ? stopHint('takeProfit', order.side, reference, rules, format, t) : undefined
        }
        error={errorText.stop('takeProfit', errors.takeProfit)}
        data-testid="edit-take-profit"
      />
    </ConfirmDialog>
  );
}

/** Withdraw a pending order ("order withdrawn"), after one confirmation (POST cancelU). */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: MarginOrderView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const done = useDone(onClose);
  const cancel = useMoneyAction((id: number, key: string) => tradingApi.cancelU(id, key), {
    onSuccess: () => done(t('margin.cancel.done')),
  });
  return (
    <ConfirmDialog
      title={t('margin.cancel.title')}
      busy={cancel.isPending}
      onClose={onClose}
      testId="cancel-dialog"
      onConfirm={() => cancel.mutate(order.id)}
      error={cancel.error}
      cancelLabel={t('margin.cancel.keep')}
      confirmLabel={t('margin.cancel.submit')}
      confirmColor="down.8"
      confirmTestId="cancel-confirm"
    >
      <Text size="sm">
        {t('margin.cancel.text', {
          side: t(`margin.order.side.${order.side}`),
          lots: format.quantity(order.lots),
          code: order.code,
        })}
      </Text>
    </ConfirmDialog>
  );
}
