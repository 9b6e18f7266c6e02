import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NftList } from '../api/nfts-api';
import classes from './Nfts.module.css';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';

/**
 * What the charity has received in all (from the ledger: the charity account's balance plus
 * everything paid out of it), what it holds for the next payout and what was paid out.
 */
export function DonationSummary({
  donation,
  link = false,
  headingOrder = 2,
}: {
  donation: Pick<NftList['donation'], 'total' | 'held' | 'paidOut'>;
  /** A link to the donations page (on the market). */
  link?: boolean;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  const Heading = `h${headingOrder}` as const;
  return (
    <section
      className={`${classes.card} ${classes.donation}`}
      aria-labelledby="nft-donation-title"
      data-testid="nft-donation"
    >
      <Heading id="nft-donation-title" className={classes.title}>
        {t('nftMarket.donation.title')}
      </Heading>
      <p className={classes.donationTotal} dir="ltr" data-testid="nft-donation-total">
        {money(donation.total)}
      </p>
      <Figures
        layout="grid"
        testId="nft-donation"
        figures={[
          { key: 'held', label: t('nftMarket.donation.held'), value: money(donation.held) },
          {
            key: 'paidOut',
            label: t('nftMarket.donation.paidOut'),
            value: money(donation.paidOut),
          },
        ]}
      />
      {link && (
        <Anchor component={Link} to="/nfts/donations" size="sm" data-testid="nft-donation-link">
          {t('nftMarket.donation.link')}
        </Anchor>
      )}
    </section>
  );
}
