import { Anchor, Title } from '@mantine/core';
import { LEDGER_REASONS, type LedgerReason } from '@meridian/domain';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminApi, adminKeys, type AdminUserDetail } from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { AdminStatus } from '../components/AdminStatus';
import { useAdminFormat } from '../lib/format';
import { oneOf, orderSide, orderStatus } from '../lib/orders';
import { sectionPath } from '../lib/roles';
import { KycHistory } from './KycQueuePage';
import { PageFrame } from '@/components/ui/PageFrame';

type AdminOrder = AdminUserDetail['orders'][number];
type AdminFormat = ReturnType<typeof useAdminFormat>;

/**
 * An order's size in the interface language and number format: lots and leverage, a stake in
 * USDT, or a quantity ("—" for a spot market buy by total).
 */
function orderAmount(
  t: TFunction,
  format: AdminFormat,
  { kind, quantity, leverage }: AdminOrder,
): string {
  if (quantity === null) return '—';
  if (kind === 'margin')
    return t('admin.userDetail.marginAmount', {
      lots: format.exact(quantity),
      leverage: format.exact(String(leverage ?? 1)),
    });
  if (kind === 'option') return format.exact(quantity, 'USDT');
  return format.exact(quantity);
}

/** A journal line's reason in the user app's wording (the wallet group, loaded with the back office); an unknown reason as sent. */
function journalReason(t: TFunction, reason: string): string {
  return oneOf<LedgerReason>(LEDGER_REASONS, reason)
    ? t(`wallet.records.reasons.${reason}`)
    : reason;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${classes.card} ${classes.section}`} aria-labelledby={id} data-testid={id}>
      <Title order={2} className={classes.sectionTitle} id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One user (support, compliance, admin): profile, KYC, balances, money in and out, orders, journal. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => adminApi.user(id, signal),
  });
  return (
    <PageFrame
      title={query.data?.user.username ?? t('admin.userDetail.title')}
      description={t('admin.userDetail.description')}
      width="wide"
      actions={
        <Anchor component={Link} to={sectionPath('users')}>
          {t('admin.userDetail.back')}
        </Anchor>
      }
    >
      <QueryState query={query} errorTitle={t('admin.userDetail.failed')}>
        {(detail) => <UserDetail detail={detail} />}
      </QueryState>
    </PageFrame>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { user } = detail;
  return (
    <div className={classes.stack}>
      <Section id="user-profile" title={t('admin.userDetail.profile')}>
        <Details
          rows={[
            [t('admin.user.username'), user.username],
            [t('admin.user.id'), user.id, { mono: true }],
            [t('admin.user.email'), user.email],
            [t('admin.user.phone'), user.phone],
            [t('admin.user.kycStatus'), <AdminStatus key="kyc" status={user.kycStatus} />],
            [t('admin.user.status'), <AdminStatus key="status" status={user.status} />],
            [t('admin.user.creditPoints'), String(user.creditPoints)],
            [t('admin.user.referralCode'), user.referralCode, { mono: true }],
            [t('admin.user.createdAt'), format.dateTime(user.createdAt)],
          ]}
        />
      </Section>

      <Section id="user-kyc" title={t('admin.userDetail.kyc')}>
        {detail.kyc.length === 0 ? (
          t('admin.kyc.noHistory')
        ) : (
          <KycHistory submissions={detail.kyc} format={format} label={t('admin.userDetail.kyc')} />
        )}
      </Section>

      <Section id="user-balances" title={t('admin.userDetail.balances')}>
        {detail.books.map(({ book, balances }) => (
          <div key={book} className={classes.section}>
            <Title order={3} size="h5">
              {t(`admin.books.${book}`)}
            </Title>
            <DataTable
              testId={`balances-${book}`}
              label={`${t('admin.userDetail.balances')}: ${t(`admin.books.${book}`)}`}
              rows={balances}
              rowKey={(b) => b.asset}
              empty={t('admin.userDetail.none')}
              columns={[
                { label: t('admin.funds.coin'), cell: (b) => b.asset },
                {
                  label: t('admin.userDetail.available'),
                  cell: (b) => format.exact(b.available),
                  mono: true,
                },
                {
                  label: t('admin.userDetail.frozen'),
                  cell: (b) => format.exact(b.frozen),
                  mono: true,
                },
                {
                  label: t('admin.userDetail.total'),
                  cell: (b) => format.exact(b.total),
                  mono: true,
                },
              ]}
            />
          </div>
        ))}
      </Section>

      <Section id="user-deposits" title={t('admin.userDetail.deposits')}>
        <DataTable
          label={t('admin.userDetail.deposits')}
          rows={detail.deposits}
          rowKey={(d) => d.id}
          empty={t('admin.userDetail.none')}
          columns={[
            { label: t('admin.review.submittedAt'), cell: (d) => format.dateTime(d.createdAt) },
            {
              label: t('admin.funds.amount'),
              cell: (d) => format.exact(d.amount, d.asset),
              mono: true,
            },
            { label: t('admin.funds.network'), cell: (d) => d.network },
            { label: t('admin.deposits.txHash'), cell: (d) => d.txHash, mono: true },
            { label: t('admin.review.status'), cell: (d) => <AdminStatus status={d.status} /> },
          ]}
        />
      </Section>

      <Section id="user-withdrawals" title={t('admin.userDetail.withdrawals')}>
        <DataTable
          label={t('admin.userDetail.withdrawals')}
          rows={detail.withdrawals}
          rowKey={(w) => w.id}
          empty={t('admin.userDetail.none')}
          columns={[
            { label: t('admin.review.submittedAt'), cell: (w) => format.dateTime(w.createdAt) },
            {
              label: t('admin.withdrawals.method'),
              cell: (w) => t(`admin.withdrawals.methods.${w.method}`),
            },
            {
              label: t('admin.funds.amount'),
              cell: (w) => format.exact(w.amount, w.asset),
              mono: true,
            },
            { label: t('admin.withdrawals.fee'), cell: (w) => format.exact(w.fee), mono: true },
            {
              label: t('admin.withdrawals.destination'),
              cell: (w) =>
                w.method === 'crypto' ? w.address : `${w.bankType ?? ''} ${w.bankAccount ?? ''}`,
              mono: true,
            },
            { label: t('admin.review.status'), cell: (w) => <AdminStatus status={w.status} /> },
          ]}
        />
      </Section>

      <Section id="user-orders" title={t('admin.userDetail.orders')}>
        <DataTable
          label={t('admin.userDetail.orders')}
          rows={detail.orders}
          rowKey={(o) => `${o.kind}-${o.id}`}
          empty={t('admin.userDetail.none')}
          columns={[
            { label: t('admin.userDetail.time'), cell: (o) => format.dateTime(o.createdAt) },
            {
              label: t('admin.userDetail.kind'),
              cell: (o) => t(`admin.userDetail.orderKinds.${o.kind}`),
            },
            { label: t('admin.userDetail.book'), cell: (o) => t(`admin.books.${o.book}`) },
            { label: t('admin.userDetail.code'), cell: (o) => o.code },
            { label: t('admin.userDetail.side'), cell: (o) => orderSide(t, o.side) },
            {
              label: t('admin.funds.amount'),
              cell: (o) => orderAmount(t, format, o),
              mono: true,
            },
            { label: t('admin.review.status'), cell: (o) => orderStatus(t, o) },
          ]}
        />
      </Section>

      <Section id="user-journal" title={t('admin.userDetail.journal')}>
        <DataTable
          label={t('admin.userDetail.journal')}
          rows={detail.journal}
          rowKey={(j) => `${j.entryId}-${j.book}-${j.asset}`}
          empty={t('admin.userDetail.none')}
          columns={[
            { label: t('admin.userDetail.time'), cell: (j) => format.dateTime(j.time) },
            { label: t('admin.userDetail.book'), cell: (j) => t(`admin.books.${j.book}`) },
            { label: t('admin.userDetail.reason'), cell: (j) => journalReason(t, j.reason) },
            {
              label: t('admin.userDetail.reference'),
              cell: (j) => `${j.refType} ${j.refId}`,
              mono: true,
            },
            { label: t('admin.funds.coin'), cell: (j) => j.asset },
            {
              label: t('admin.userDetail.availableChange'),
              cell: (j) => format.exact(j.availableChange),
              mono: true,
            },
            {
              label: t('admin.userDetail.frozenChange'),
              cell: (j) => format.exact(j.frozenChange),
              mono: true,
            },
          ]}
        />
      </Section>
    </div>
  );
}
