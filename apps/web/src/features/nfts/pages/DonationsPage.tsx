import { useTranslation } from 'react-i18next';
import type { CharityPayout } from '../api/nfts-api';
import { useDonations } from '../api/queries';
import { DonationSummary } from '../components/DonationSummary';
import { NftNav } from '../components/NftNav';
import classes from '../components/Nfts.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { HeartIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

/** A payout's day (YYYY-MM-DD, a calendar day: no time zone moves it) in the user's language. */
function useDay() {
  const format = useFormat();
  return (day: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return day;
    const noonUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
    return format.chartTime(noonUtc, 'date');
  };
}

/**
 * /nfts/donations: what the charity has received in all, what it holds for the next payout and
 * what was paid out, each payout with its date and transfer reference; the total is read from
 * the ledger, not kept as a counter.
 */
export function DonationsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const day = useDay();
  const query = useDonations();
  return (
    <PageFrame
      width="wide"
      title={t('nftMarket.donations.title')}
      description={t('nftMarket.donations.description')}
    >
      <NftNav here="donations" />
      {query.isPending ? (
        <Loading label={t('nftMarket.donations.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('nftMarket.donations.failed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className={classes.stack}>
          <DonationSummary donation={query.data} />
          <p className={classes.info} data-testid="nft-donations-ledger">
            {t('nftMarket.donations.ledger')}
          </p>
          <section className={classes.card} aria-labelledby="nft-payouts-title">
            <h2 id="nft-payouts-title" className={classes.title}>
              {t('nftMarket.donations.payouts')}
            </h2>
            {query.data.payouts.length === 0 ? (
              <EmptyState
                headingOrder={3}
                icon={<HeartIcon size={24} />}
                title={t('nftMarket.donations.empty')}
                description={t('nftMarket.donations.emptyDetail')}
                data-testid="nft-payouts-empty"
              />
            ) : (
              <ResponsiveTable<CharityPayout>
                label={t('nftMarket.donations.payouts')}
                testId="nft-payouts"
                rows={query.data.payouts}
                rowKey={(payout) => String(payout.id)}
                rowTestId={(payout) => `nft-payout-${payout.id}`}
                columns={[
                  {
                    key: 'date',
                    header: t('nftMarket.donations.date'),
                    cell: (payout) => day(payout.paidOn),
                    testId: (payout) => `nft-payout-${payout.id}-date`,
                  },
                  {
                    key: 'amount',
                    header: t('nftMarket.donations.amount'),
                    cell: (payout) => format.money(payout.amount, 'USDT'),
                    testId: (payout) => `nft-payout-${payout.id}-amount`,
                  },
                  {
                    key: 'reference',
                    header: t('nftMarket.donations.reference'),
                    cell: (payout) => <span className={classes.code}>{payout.reference}</span>,
                    testId: (payout) => `nft-payout-${payout.id}-reference`,
                  },
                ]}
              />
            )}
          </section>
        </div>
      )}
    </PageFrame>
  );
}
