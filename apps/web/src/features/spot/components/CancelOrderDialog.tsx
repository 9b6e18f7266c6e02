import type { SpotOrderView } from '@meridian/contract';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshSpotAccount } from '../api/queries';
import { spotApi } from '../api/spot-api';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/format';

/** Cancel a resting order after one confirmation (POST chedan, with an Idempotency-Key). */
export function CancelOrderDialog({
  order,
  onClose,
}: {
  order: SpotOrderView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const cancel = useMoneyAction((id: number, key: string) => spotApi.chedan(id, key), {
    onSuccess: () => {
      showToast(t('spot.cancel.done'), 'success');
      refreshSpotAccount(queryClient, mode);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('spot.cancel.title')}
      busy={cancel.isPending}
      onClose={onClose}
      onConfirm={() => cancel.mutate(order.id)}
      error={cancel.error}
      cancelLabel={t('spot.cancel.keep')}
      confirmLabel={t('spot.cancel.submit')}
      confirmColor="down.8"
      testId="spot-cancel"
      errorTestId="spot-cancel-error"
      confirmTestId="spot-cancel-submit"
    >
      <Text size="sm">
        {t('spot.cancel.text', {
          side: t(order.side === 'buy' ? 'spot.form.buy' : 'spot.form.sell'),
          quantity: order.quantity ? format.quantity(order.quantity) : '—',
          base: order.base,
          price: order.price
            ? format.number(order.price, { minDecimals: 2 })
            : t('spot.orders.market'),
          quote: order.quote,
        })}
      </Text>
    </ConfirmDialog>
  );
}
