import type { MarginOrderView, MarginRules } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBook, tradingApi } from '../api/trading';
import { useMoneyAction } from '../hooks/useMoneyAction';
import { signOf, useTradingFormat } from '../lib/format';
import {
  hasErrors,
  liveValuation,
  tryParse,
  validateStops,
  type LiveValuation,
} from '../lib/order-math';
import { Figures } from './Figures';
import { stopHint, useErrorText } from './order-helpers';
import classes from './Trading.module.css';
import { errorMessage } from '@/lib/api-client';
import { useLivePrice } from '@/lib/live-prices';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

function DialogFrame({
  title,
  onClose,
  busy,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div className={classes.dialog} data-testid={testId}>
        {children}
      </div>
    </Modal>
  );
}

/** A rules-free fallback: lots as typed, checked against the position's own lots. */
function closeLotsError(text: string, order: MarginOrderView, rules?: MarginRules): boolean {
  const lots = tryParse(text);
  const whole = tryParse(order.lots);
  if (lots === undefined || whole === undefined || lots <= 0n || lots > whole) return true;
  const step = tryParse(rules?.lotStep);
  return step !== undefined && step > 0n && lots % step !== 0n;
}

/**
 * Close a position with one confirmation (SPEC §4 "closing a position gives a success message"):
 * at the market price, wholly by default or in part with fewer lots; the estimated profit at
 * the current price is shown. POST stopU with an Idempotency-Key.
 */
export function ClosePositionDialog({
  order,
  rules,
  onClose,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const mid = useLivePrice(order.code)?.price;
  const [lots, setLots] = useState(order.lots);
  const close = useMoneyAction(
    (body: { id: number; lots?: string }, key: string) => tradingApi.stopU(body, key),
    {
      onSuccess: () => {
        showToast(t('margin.close.done'), 'success');
        refreshBook(queryClient, mode);
        onClose();
      },
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
    <DialogFrame
      title={t('margin.close.title')}
      onClose={onClose}
      busy={close.isPending}
      testId="close-dialog"
    >
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        <Text size="sm">{t('margin.close.text', { side, code: order.code })}</Text>
        <TextInput
          label={t('margin.close.lots')}
          value={lots}
          onChange={(event) => setLots(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
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
              value: estimate ? `${format.usdt(estimate.profit, true)} USDT` : '—',
              tone: estimate ? signOf(estimate.profit) : undefined,
            },
          ]}
        />
        {close.error && (
          <Text size="sm" className={classes.error} role="alert" data-testid="close-error">
            {errorMessage(close.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={close.isPending}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            color="gray.8"
            loading={close.isPending}
            disabled={invalid}
            data-testid="close-confirm"
          >
            {t('margin.close.submit')}
          </Button>
        </Group>
      </form>
    </DialogFrame>
  );
}

/**
 * Set or clear the stop loss and take profit of an open position (POST modifyU), checked against
 * the price the position would close at now (SPEC §5).
 */
export function EditStopsDialog({
  order,
  rules,
  onClose,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useTradingFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
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
    onSuccess: (envelope) => {
      showToast(
        envelope.msg && envelope.code !== 200 ? envelope.msg : t('margin.stops.done'),
        'success',
      );
      refreshBook(queryClient, mode);
      onClose();
    },
  });
  const formatRef = (value: bigint) =>
    rules ? format.price(value, rules.tickSize) : format.quantity(value);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (hasErrors(errors)) return;
    save.mutate();
  }

  return (
    <DialogFrame
      title={t('margin.stops.title')}
      onClose={onClose}
      busy={save.isPending}
      testId="stops-dialog"
    >
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        <Text size="sm">
          {order.code} · {t(`margin.order.side.${order.side}`)}
          {reference !== undefined && (
            <>
              {' · '}
              {t('margin.stops.text', { price: formatRef(reference) })}
            </>
          )}
        </Text>
        <TextInput
          label={t('margin.order.stopLoss')}
          value={stopLoss}
          onChange={(event) => setStopLoss(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          description={
            rules ? stopHint('stopLoss', order.side, reference, rules, format, t) : undefined
          }
          error={errorText.stop('stopLoss', errors.stopLoss)}
          data-testid="edit-stop-loss"
        />
        <TextInput
          label={t('margin.order.takeProfit')}
          value={takeProfit}
          onChange={(event) => setTakeProfit(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          description={
            rules ? stopHint('takeProfit', order.side, reference, rules, format, t) : undefined
          }
          error={errorText.stop('takeProfit', errors.takeProfit)}
          data-testid="edit-take-profit"
        />
        {save.error && (
          <Text size="sm" className={classes.error} role="alert">
            {errorMessage(save.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} data-testid="stops-save">
            {t('margin.stops.submit')}
          </Button>
        </Group>
      </form>
    </DialogFrame>
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
  const format = useTradingFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const cancel = useMoneyAction((id: number, key: string) => tradingApi.cancelU(id, key), {
    onSuccess: () => {
      showToast(t('margin.cancel.done'), 'success');
      refreshBook(queryClient, mode);
      onClose();
    },
  });
  return (
    <DialogFrame
      title={t('margin.cancel.title')}
      onClose={onClose}
      busy={cancel.isPending}
      testId="cancel-dialog"
    >
      <Text size="sm">
        {t('margin.cancel.text', {
          side: t(`margin.order.side.${order.side}`),
          lots: format.quantity(order.lots),
          code: order.code,
        })}
      </Text>
      {cancel.error && (
        <Text size="sm" className={classes.error} role="alert">
          {errorMessage(cancel.error)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
          {t('margin.cancel.keep')}
        </Button>
        <Button
          color="down.8"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(order.id)}
          data-testid="cancel-confirm"
        >
          {t('margin.cancel.submit')}
        </Button>
      </Group>
    </DialogFrame>
  );
}
