import type { MarginRules } from '@meridian/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { commissionPercent, type OrderReview } from './order-helpers';
import { RiskWarning } from './RiskWarning';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Figures, type Figure } from '@/components/ui/Figures';
import { tryParse } from '@/lib/decimal';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

export interface OrderConfirmProps {
  review: OrderReview;
  rules: MarginRules;
  pending: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The order confirmation step (SPEC §1): everything that will be sent and what it costs, the
 * book it goes to, the risk warning; Confirm sends it. A refusal (not enough margin, market
 * closed, unreasonable stops…) is shown here in the server's words; Cancel goes back to the
 * form with everything still typed.
 */
export function OrderConfirm({
  review,
  rules,
  pending,
  error,
  onCancel,
  onConfirm,
}: OrderConfirmProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const { draft, preview, body } = review;
  const price = (text: string | undefined) => {
    const value = tryParse(text);
    return value === undefined ? t('margin.confirm.none') : format.step(value, rules.tickSize);
  };
  const usdt = (value: bigint | undefined) =>
    value === undefined ? '—' : format.money(value, 'USDT');

  const figures: Figure[] = [
    { key: 'instrument', label: t('margin.confirm.instrument'), value: rules.code },
    {
      key: 'side',
      label: t('margin.confirm.side'),
      value: draft.side === 'long' ? t('margin.form.buy') : t('margin.form.sell'),
      tone: draft.side === 'long' ? 'up' : 'down',
      text: true,
    },
    {
      key: 'price',
      label: t('margin.confirm.price'),
      value:
        draft.type === 'limit'
          ? t('margin.confirm.limitPrice', { price: format.step(preview.entry, rules.tickSize) })
          : t('margin.confirm.marketPrice', {
              price: format.step(preview.entry, rules.tickSize),
            }),
      text: true,
    },
    { key: 'lots', label: t('margin.confirm.lots'), value: format.quantity(body.lots) },
    {
      key: 'units',
      label: t('margin.confirm.units'),
      value: preview.units === undefined ? '—' : format.quantity(preview.units),
    },
    {
      key: 'leverage',
      label: t('margin.confirm.leverage'),
      value: t('margin.form.leverageValue', { value: body.leverage }),
    },
    { key: 'stopLoss', label: t('margin.confirm.stopLoss'), value: price(body.stopLoss ?? '') },
    {
      key: 'takeProfit',
      label: t('margin.confirm.takeProfit'),
      value: price(body.takeProfit ?? ''),
    },
    {
      key: 'margin',
      label: t('margin.confirm.requiredMargin'),
      value: usdt(preview.requiredMargin),
    },
    {
      key: 'commission',
      label: `${t('margin.confirm.commission')} (${commissionPercent(rules.commissionBp, format)}%)`,
      value: usdt(preview.commission),
    },
    { key: 'spread', label: t('margin.confirm.spread'), value: usdt(preview.spreadCost) },
    {
      key: 'book',
      label: t('margin.confirm.book'),
      value: mode === 'demo' ? t('margin.panel.demoBook') : t('margin.panel.realBook'),
      text: true,
    },
  ];

  return (
    <ConfirmDialog
      title={t('margin.confirm.title')}
      busy={pending}
      onClose={onCancel}
      testId="order-confirm-body"
      modalTestId="order-confirm"
      onConfirm={onConfirm}
      warning={<RiskWarning kind="margin" />}
      error={error}
      errorTestId="order-error"
      confirmLabel={t('margin.confirm.submit')}
      confirmColor={draft.side === 'long' ? 'up.8' : 'down.8'}
      confirmTestId="order-confirm-submit"
    >
      <Text size="sm" c="gray.7">
        {t('margin.confirm.intro')}
      </Text>
      <Figures figures={figures} testId="confirm" />
      {draft.type === 'market' && (
        <Text size="xs" c="gray.7">
          {t('margin.confirm.marketNote')}
        </Text>
      )}
    </ConfirmDialog>
  );
}
