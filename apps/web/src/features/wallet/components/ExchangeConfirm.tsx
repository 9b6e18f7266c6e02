import { useTranslation } from 'react-i18next';
import type { Asset } from '../api/wallet-api';
import classes from './Wallet.module.css';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Figures } from '@/components/ui/Figures';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

/** What the confirmation shows and sends: the quote as it was when the user asked to review. */
export interface ExchangeReview {
  from: Asset;
  to: Asset;
  /** Canonical decimal. */
  amount: string;
  /** What the amount buys at `rate`: sent as minToAmount. */
  toAmount: string;
  rate: string;
  spreadBp: number;
  priceAt: number;
}

/**
 * The exchange confirmation: what is paid, the rate (with the spread and the time of the price),
 * what is received and the book. After a 409 (the rate moved against the user) it shows the new
 * quote and says so; confirming again sends the new amount as the least to receive.
 */
export function ExchangeConfirm({
  review,
  busy,
  error,
  moved,
  onClose,
  onConfirm,
}: {
  review: ExchangeReview;
  busy: boolean;
  error: Error | null;
  /** The rate moved and `review` is the new quote. */
  moved: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  return (
    <ConfirmDialog
      title={t('wallet.exchange.confirmTitle')}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      error={error}
      confirmLabel={t('wallet.exchange.confirm')}
      testId="exchange-confirm"
      errorTestId="exchange-confirm-error"
      confirmTestId="exchange-confirm-submit"
      warning={
        moved ? (
          <p className={classes.notice} role="status" data-testid="exchange-rate-moved">
            {t('wallet.exchange.rateMoved')}
          </p>
        ) : undefined
      }
    >
      <Figures
        testId="exchange-confirm"
        figures={[
          {
            key: 'pay',
            label: t('wallet.exchange.pay'),
            value: format.money(review.amount, review.from),
          },
          {
            key: 'rate',
            label: t('wallet.exchange.rate'),
            value: t('wallet.exchange.rateValue', {
              from: review.from,
              to: review.to,
              rate: format.number(review.rate, { minDecimals: 2 }),
            }),
          },
          {
            key: 'spread',
            label: t('wallet.exchange.spread'),
            value: t('wallet.exchange.spreadValue', { percent: format.bpFigure(review.spreadBp) }),
          },
          {
            key: 'priceAt',
            label: t('wallet.exchange.priceAt'),
            value: format.date(review.priceAt, 'time'),
          },
          {
            key: 'receive',
            label: t('wallet.exchange.receive'),
            value: format.money(review.toAmount, review.to),
            tone: 'up',
          },
          {
            key: 'book',
            label: t('wallet.exchange.book'),
            value: t(mode === 'demo' ? 'wallet.book.demo' : 'wallet.book.real'),
            text: true,
          },
        ]}
      />
    </ConfirmDialog>
  );
}
