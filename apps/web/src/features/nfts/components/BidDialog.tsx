import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshNfts } from '../api/queries';
import { NftCode, nftsApi, refusedWith, type NftDetail } from '../api/nfts-api';
import classes from './Nfts.module.css';
import { Refusal } from './Refusal';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';
import { useMoneyAction } from '@/lib/money-action';
import { showToast } from '@/lib/toast';

/**
 * The confirmation of a bid: what will be frozen, until when, and that a bid cannot be
 * withdrawn; then bidNft with one Idempotency-Key per confirmed bid (the same key if this
 * confirmation is sent again after a network failure). Someone bid first (492): the dialog
 * closes and the form shows the new minimum (`onTooLow`).
 */
export function BidDialog({
  item,
  amount,
  onClose,
  onDone,
  onTooLow,
}: {
  item: Pick<NftDetail, 'id' | 'title'>;
  amount: string;
  onClose: () => void;
  onDone: (detail: NftDetail) => void;
  onTooLow: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const money = (value: string) => format.money(value, 'USDT');
  const bid = useMoneyAction(
    (value: string, key: string) => nftsApi.bid({ id: item.id, amount: value }, key),
    {
      onSuccess: (detail, value) => {
        showToast(t('nftMarket.bid.done', { amount: money(value), title: item.title }), 'success');
        onDone(detail);
        refreshNfts(queryClient, item.id);
        onClose();
      },
      onError: (error) => {
        if (refusedWith(error, NftCode.BID_TOO_LOW)) {
          refreshNfts(queryClient, item.id);
          onTooLow();
          onClose();
        } else if (refusedWith(error, NftCode.WRONG_STATUS)) refreshNfts(queryClient, item.id);
      },
    },
  );

  return (
    <ConfirmDialog
      title={t('nftMarket.bid.confirmTitle')}
      busy={bid.isPending}
      onClose={onClose}
      onConfirm={() => bid.mutate(amount)}
      error={null}
      confirmLabel={t('nftMarket.bid.confirm', { amount: money(amount) })}
      testId="nft-bid-dialog"
      confirmTestId="nft-bid-submit"
      warning={<Refusal error={bid.error} testId="nft-bid-error" />}
    >
      <Figures
        testId="nft-bid-confirm"
        figures={[
          { key: 'item', label: t('nftMarket.bid.item'), value: item.title, text: true },
          { key: 'amount', label: t('nftMarket.bid.amountLabel'), value: money(amount) },
        ]}
      />
      <p className={classes.notice} data-testid="nft-bid-frozen">
        {t('nftMarket.bid.frozen', { amount: money(amount) })}
      </p>
    </ConfirmDialog>
  );
}
