import type { SpotMarket, SpotSide, SubmitInput } from '@meridian/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDraft, OrderPreview } from '../lib/order-math';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Figures, type Figure } from '@/components/ui/Figures';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

/** What the confirmation shows and sends: frozen when the user asked to review. */
export interface OrderReview {
  side: SpotSide;
  draft: OrderDraft;
  preview: OrderPreview | undefined;
  body: SubmitInput;
}

/**
 * The order confirmation: pair, side, type, price, quantity, total and the most the fee can be,
 * and the book it goes to. A refusal (insufficient balance, off the tick…) or a timeout is shown
 * here; Cancel goes back to the form with everything still typed.
 */
export function OrderConfirm({
  review,
  market,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  review: OrderReview;
  market: SpotMarket;
  busy: boolean;
  error: Error | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const { side, body, preview } = review;
  const quote = (value: bigint | string) => format.money(value, market.quote);
  const total = !preview
    ? '—'
    : preview.kind === 'exact'
      ? quote(preview.total)
      : t(preview.kind === 'budget' ? 'spot.confirm.budget' : 'spot.confirm.estimate', {
          value: quote(preview.total),
        });

  const figures: Figure[] = [
    { key: 'pair', label: t('spot.confirm.pair'), value: `${market.base}/${market.quote}` },
    {
      key: 'side',
      label: t('spot.confirm.side'),
      value: t(side === 'buy' ? 'spot.form.buy' : 'spot.form.sell'),
      tone: side === 'buy' ? 'up' : 'down',
      text: true,
    },
    {
      key: 'type',
      label: t('spot.confirm.type'),
      value: t(body.type === 'market' ? 'spot.form.market' : 'spot.form.limit'),
      text: true,
    },
    {
      key: 'price',
      label: t('spot.confirm.price'),
      value: body.price ? quote(body.price) : t('spot.confirm.marketPrice'),
      text: !body.price,
    },
    {
      key: 'quantity',
      label: t('spot.confirm.quantity'),
      value: body.quantity
        ? format.isolate(`${format.step(body.quantity, market.lotSize)} ${market.base}`)
        : t('spot.confirm.byTotal'),
      text: !body.quantity,
    },
    { key: 'total', label: t('spot.confirm.total'), value: total, text: preview?.kind !== 'exact' },
    { key: 'fee', label: t('spot.confirm.fee'), value: preview ? quote(preview.fee) : '—' },
    {
      key: 'book',
      label: t('spot.confirm.book'),
      value: t(mode === 'demo' ? 'spot.page.demoBook' : 'spot.page.realBook'),
      text: true,
    },
  ];

  return (
    <ConfirmDialog
      title={t('spot.confirm.title')}
      busy={busy}
      onClose={onCancel}
      onConfirm={onConfirm}
      error={error}
      confirmLabel={t('spot.confirm.submit')}
      confirmColor={side === 'buy' ? 'up.8' : 'down.8'}
      testId="spot-confirm"
      errorTestId="spot-confirm-error"
      confirmTestId="spot-confirm-submit"
    >
      <Text size="sm" c="gray.7">
        {t('spot.confirm.intro')}
      </Text>
      <Figures figures={figures} layout="compact" testId="spot-confirm" />
      {body.type === 'market' && (
        <Text size="xs" c="gray.7">
          {t('spot.confirm.marketNote')}
        </Text>
      )}
    </ConfirmDialog>
  );
}
