import { Button, SegmentedControl, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '../api/admin-api';
import {
  canCancel,
  NFT_FILTERS,
  NFT_NEW_PATH,
  useAdminNfts,
  useCancelNft,
  type AdminNftItem,
  type NftStatus,
} from '../api/nfts-api';
import classes from '../components/admin.module.css';
import { DataTable, type Column } from '../components/DataTable';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { useListParams } from '../components/QueueFrame';
import { displayError } from '../lib/errors';
import { useAdminFormat } from '../lib/format';
import { canManageNfts } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { showToast } from '@/lib/toast';

const TONES: Record<NftStatus, StatusTone> = {
  upcoming: 'pending',
  live: 'info',
  sold: 'up',
  unsold: 'down',
  cancelled: 'neutral',
};

/** The figures of the NFT pages: USDT to the last cent as sent, times in the interface language. */
function useNftFormat() {
  const format = useAdminFormat();
  return {
    usdt: (value: string | null) => (value === null ? '—' : format.exact(value, 'USDT')),
    dateTime: format.dateTime,
  };
}

/**
 * The charity NFT market's items (content, compliance, admin): by status, each with its artwork,
 * sale, the leading bid and the money frozen for it, the buy-now price, the end, and after a sale
 * the owner and the journal entry that paid the charity; above them the money frozen over every
 * live item. Content (and admin) list new items and cancel one nobody has bid on yet.
 */
export function NftItemsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const format = useNftFormat();
  const manage = canManageNfts(staff.role);
  const { status, page, setStatus, setPage } = useListParams(NFT_FILTERS, 'all');
  const query = useAdminNfts(status, page);
  const [cancelling, setCancelling] = useState<AdminNftItem | null>(null);
  return (
    <PageFrame title={t('admin.nfts.title')} description={t('admin.nfts.description')} width="wide">
      <div className={classes.stack}>
        <div className={classes.itemHeader}>
          <SegmentedControl
            aria-label={t('admin.queue.statusLabel')}
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            data={NFT_FILTERS.map((value) => ({
              value,
              label: t(`admin.nfts.filters.${value}`),
            }))}
          />
          {manage && (
            <Button component={Link} to={NFT_NEW_PATH} data-testid="nft-new">
              {t('admin.nfts.new')}
            </Button>
          )}
        </div>
        <QueryState query={query} errorTitle={t('admin.nfts.failed')}>
          {(data) => (
            <>
              <section
                className={`${classes.card} ${classes.section}`}
                aria-labelledby="nft-frozen-title"
              >
                <Title order={2} className={classes.sectionTitle} id="nft-frozen-title">
                  {t('admin.nfts.frozenTitle')}
                </Title>
                <Details
                  testId="nft-frozen-total"
                  rows={[
                    [t('admin.nfts.frozenTotal'), format.usdt(data.frozenTotal), { mono: true }],
                  ]}
                />
                <Text size="xs" c="gray.7">
                  {t('admin.nfts.frozenHint')}
                </Text>
              </section>
              {data.list.length === 0 ? (
                <EmptyState
                  title={t('admin.nfts.empty')}
                  description={t('admin.nfts.emptyDetail')}
                  data-testid="nfts-empty"
                />
              ) : (
                <>
                  <NftTable
                    rows={data.list}
                    busy={query.isFetching}
                    manage={manage}
                    onCancel={setCancelling}
                  />
                  <Pager page={page} total={data.total} size={PAGE_SIZE} onChange={setPage} />
                </>
              )}
            </>
          )}
        </QueryState>
      </div>
      {cancelling && <CancelDialog item={cancelling} onClose={() => setCancelling(null)} />}
    </PageFrame>
  );
}

function NftTable({
  rows,
  busy,
  manage,
  onCancel,
}: {
  rows: AdminNftItem[];
  busy: boolean;
  manage: boolean;
  onCancel: (item: AdminNftItem) => void;
}) {
  const { t } = useTranslation();
  const format = useNftFormat();
  const columns: Column<AdminNftItem>[] = [
    {
      label: t('admin.nfts.artwork'),
      cell: (item) => (
        // The title is in the next cell: the picture adds nothing to read out.
        <img src={item.artworkUrl} alt="" width={56} height={56} className={classes.nftThumb} />
      ),
    },
    {
      label: t('admin.nfts.item'),
      cell: (item) => (
        <span className={classes.wrapCell}>
          <Text component="span" fw={600} display="block">
            {item.title}
          </Text>
          <Text component="span" size="xs" c="gray.7" display="block">
            {t('admin.nfts.itemLine', { id: item.id, creator: item.creator })}
          </Text>
        </span>
      ),
    },
    { label: t('admin.nfts.saleType'), cell: (item) => t(`admin.nfts.saleTypes.${item.saleType}`) },
    {
      label: t('admin.nfts.status'),
      cell: (item) => (
        <StatusBadge tone={TONES[item.status]}>
          {t(`admin.nfts.statuses.${item.status}`)}
        </StatusBadge>
      ),
    },
    {
      label: t('admin.nfts.bid'),
      testId: (item) => `nft-bid-${item.id}`,
      cell: (item) =>
        item.startPrice === null ? (
          '—'
        ) : (
          <span className={classes.wrapCell}>
            <span style={{ display: 'block' }}>
              {item.currentBid === null
                ? t('admin.nfts.startOnly', { price: format.usdt(item.startPrice) })
                : t('admin.nfts.currentBid', {
                    bid: format.usdt(item.currentBid),
                    count: item.bidCount,
                  })}
            </span>
            {item.reservePrice !== null && (
              <Text component="span" size="xs" c="gray.7" display="block">
                {item.reserveMet
                  ? t('admin.nfts.reserveMet', { price: format.usdt(item.reservePrice) })
                  : t('admin.nfts.reserve', { price: format.usdt(item.reservePrice) })}
              </Text>
            )}
          </span>
        ),
    },
    {
      label: t('admin.nfts.leadingBidder'),
      cell: (item) => item.highestBidder?.username ?? '—',
    },
    {
      label: t('admin.nfts.frozen'),
      mono: true,
      testId: (item) => `nft-frozen-${item.id}`,
      cell: (item) => format.usdt(item.frozen),
    },
    {
      label: t('admin.nfts.buyNow'),
      cell: (item) =>
        item.buyNowPrice === null ? (
          '—'
        ) : (
          <span className={classes.wrapCell}>
            <span style={{ display: 'block' }}>{format.usdt(item.buyNowPrice)}</span>
            {item.status === 'live' && !item.buyNowOpen && (
              <Text component="span" size="xs" c="gray.7" display="block">
                {t('admin.nfts.buyNowWithdrawn')}
              </Text>
            )}
          </span>
        ),
    },
    {
      label: t('admin.nfts.schedule'),
      cell: (item) => (
        <span className={classes.wrapCell}>
          {item.status === 'upcoming' && (
            <span style={{ display: 'block' }}>
              {t('admin.nfts.startsAt', { time: format.dateTime(item.startsAt) })}
            </span>
          )}
          <span style={{ display: 'block' }}>
            {t('admin.nfts.endsAt', { time: format.dateTime(item.endsAt) })}
          </span>
        </span>
      ),
    },
    {
      label: t('admin.nfts.outcome'),
      testId: (item) => `nft-outcome-${item.id}`,
      cell: (item) => <Outcome item={item} />,
    },
  ];
  if (manage)
    columns.push({
      label: t('admin.nfts.actions'),
      cell: (item) =>
        canCancel(item) ? (
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            onClick={() => onCancel(item)}
            data-testid={`nft-cancel-${item.id}`}
          >
            {t('admin.nfts.cancel')}
            <VisuallyHidden>{`: ${item.title}`}</VisuallyHidden>
          </Button>
        ) : (
          '—'
        ),
    });
  return (
    <DataTable
      label={t('admin.nfts.tableLabel')}
      rows={rows}
      rowKey={(item) => item.id}
      rowTestId={(item) => `nft-${item.id}`}
      empty={t('admin.nfts.empty')}
      busy={busy}
      testId="nfts-table"
      columns={columns}
    />
  );
}

/** After the close: who owns it, what it sold for, the journal entry that paid the charity. */
function Outcome({ item }: { item: AdminNftItem }) {
  const { t } = useTranslation();
  const format = useNftFormat();
  const lines: string[] = [];
  if (item.owner) lines.push(t('admin.nfts.owner', { username: item.owner.username }));
  if (item.soldPrice !== null)
    lines.push(t('admin.nfts.soldFor', { price: format.usdt(item.soldPrice) }));
  if (item.settlementEntryId !== null)
    lines.push(t('admin.nfts.entry', { id: item.settlementEntryId }));
  if (item.closedAt !== null)
    lines.push(t('admin.nfts.closedAt', { time: format.dateTime(item.closedAt) }));
  if (lines.length === 0) return '—';
  return (
    <span className={classes.wrapCell}>
      {lines.map((line) => (
        <span key={line} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  );
}

/** Withdraws an item nobody has bid on, after a confirmation (10020 if a bid came first). */
function CancelDialog({ item, onClose }: { item: AdminNftItem; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useCancelNft({
    onDone: () => {
      showToast(t('admin.nfts.cancelled'), 'success');
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={t('admin.nfts.cancelTitle')}
      busy={mutation.isPending}
      onClose={onClose}
      onConfirm={() => mutation.mutate(item.id)}
      error={displayError(mutation.error)}
      cancelLabel={t('admin.nfts.keep')}
      confirmLabel={t('admin.nfts.cancelConfirm')}
      confirmColor="red.8"
      testId="nft-cancel-dialog"
      errorTestId="nft-cancel-error"
      confirmTestId="nft-cancel-confirm"
    >
      <Text size="sm">{t('admin.nfts.cancelText', { title: item.title })}</Text>
    </ConfirmDialog>
  );
}
