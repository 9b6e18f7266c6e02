import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
 * Buying at the buy-now price: the price shown is the price sent (493 when it changed since:
 * the item is read again and the new price shown to confirm again); all of it goes to the
 * charity. `item` is the live item, so a price or an end that changes shows here at once.
 */
export function BuyDialog({
  item,
  onClose,
  onDone,
}: {
  item: Pick<NftDetail, 'id' | 'title' | 'buyNowPrice' | 'buyNowOpen'>;
  onClose: () => void;
  onDone: (detail: NftDetail) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const money = (value: string) => format.money(value, 'USDT');
  const [changed, setChanged] = useState(false);
  const price = item.buyNowPrice;
  const open = item.buyNowOpen && price !== null;

  const buy = useMoneyAction(
    (value: string, key: string) => nftsApi.buy({ id: item.id, price: value }, key),
    {
      onSuccess: (detail) => {
        showToast(t('nftMarket.buy.done', { title: item.title }), 'success');
        onDone(detail);
        refreshNfts(queryClient, item.id);
        onClose();
      },
      onError: (error) => {
        if (refusedWith(error, NftCode.PRICE_CHANGED)) {
          setChanged(true);
          buy.reset();
          refreshNfts(queryClient, item.id);
        } else if (refusedWith(error, NftCode.WRONG_STATUS)) refreshNfts(queryClient, item.id);
      },
    },
  );

  return (
    <ConfirmDialog
      title={t('nftMarket.buy.title')}
      busy={buy.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (open) buy.mutate(price);
      }}
      error={null}
      confirmDisabled={!open}
      confirmLabel={
        price === null
          ? t('nftMarket.buy.title')
          : t('nftMarket.buy.confirm', { price: money(price) })
      }
      testId="nft-buy-dialog"
      confirmTestId="nft-buy-submit"
      warning={
        <>
          {changed && open && (
            <p className={classes.notice} role="status" data-testid="nft-buy-changed">
              {t('nftMarket.buy.changed', { price: money(price) })}
            </p>
          )}
          {!open && !buy.error && (
            <p className={classes.notice} role="status" data-testid="nft-buy-closed">
              {t('nftMarket.buy.closed')}
            </p>
          )}
          <Refusal error={buy.error} testId="nft-buy-error" />
        </>
      }
    >
      {price !== null && (
        <Figures
          testId="nft-buy-confirm"
          figures={[
            { key: 'item', label: t('nftMarket.bid.item'), value: item.title, text: true },
            { key: 'price', label: t('nftMarket.buy.price'), value: money(price) },
          ]}
        />
      )}
      {price !== null && (
        <p className={classes.notice} data-testid="nft-buy-charity">
          {t('nftMarket.buy.charity', { price: money(price) })}
        </p>
      )}
    </ConfirmDialog>
  );
}
