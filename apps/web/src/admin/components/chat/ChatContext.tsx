import { Anchor, Text, Title } from '@mantine/core';
import { loanStatusSchema } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminChatItem, ChatUserContext } from '../../api/chat-api';
import { AdminStatus, type AnyStatus } from '../AdminStatus';
import { Details } from '../Details';
import { useAdminFormat } from '../../lib/format';
import { oneOf, orderSide, orderStatus } from '../../lib/orders';
import { sectionPath } from '../../lib/roles';
import classes from './chat.module.css';
import { tryParse } from '@/lib/decimal';

const STATUSES: readonly AnyStatus[] = [
  'unverified',
  'under_review',
  'verified',
  'failed',
  'pending',
  'approved',
  'rejected',
  'active',
  'disabled',
];

/** A status the back office has words for as its badge; any other as sent. */
function Status({ status }: { status: string }) {
  return oneOf(STATUSES, status) ? <AdminStatus status={status} /> : <span>{status}</span>;
}

function Block({
  id,
  title,
  empty,
  count,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section className={classes.contextBlock} aria-labelledby={id} data-testid={id}>
      <Title order={3} className={classes.contextTitle} id={id}>
        {title}
      </Title>
      {count === 0 ? (
        <Text size="sm" c="gray.7">
          {empty}
        </Text>
      ) : (
        children
      )}
    </section>
  );
}

/**
 * The person beside the conversation, read-only: for a user their account, KYC, credit points,
 * balances (real and demo), recent orders, deposits, withdrawals and open loans, and a link to
 * their page in the back office; for a visitor, that there is no account.
 */
export function ChatContext({
  conversation,
  context,
}: {
  conversation: AdminChatItem;
  context: ChatUserContext | null;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();

  if (!context)
    return (
      <div className={classes.contextBody} data-testid="chat-context">
        <section className={classes.contextBlock} data-testid="chat-visitor">
          <Text fw={600}>{t('admin.chat.context.visitor')}</Text>
          <Text size="sm" c="gray.7">
            {t('admin.chat.context.visitorDetail')}
          </Text>
          {conversation.email && (
            <Details
              rows={[[t('admin.chat.context.visitorEmail'), conversation.email, { mono: true }]]}
            />
          )}
        </section>
      </div>
    );

  const amount = (value: string, asset?: string) =>
    tryParse(value) === undefined ? value : format.exact(value, asset);
  const books = (['real', 'demo'] as const).map((book) => ({
    book,
    balances: context.balances.filter((balance) => balance.book === book),
  }));

  return (
    <div className={classes.contextBody} data-testid="chat-context">
      <div className={classes.contextBlock}>
        <Title order={3} className={classes.contextTitle} dir="auto">
          {context.username}
        </Title>
        <dl className={classes.facts}>
          <Fact label={t('admin.user.email')}>
            <span dir="ltr">{context.email ?? '—'}</span>
          </Fact>
          <Fact label={t('admin.user.kycStatus')}>
            <Status status={context.kycStatus} />
          </Fact>
          <Fact label={t('admin.user.creditPoints')}>{String(context.creditPoints)}</Fact>
          <Fact label={t('admin.chat.context.memberSince')}>
            {format.dateTime(context.createdAt)}
          </Fact>
        </dl>
        <Anchor
          component={Link}
          to={`${sectionPath('users')}/${encodeURIComponent(context.userId)}`}
          size="sm"
          data-testid="chat-user-link"
        >
          {t('admin.chat.context.openUser')}
        </Anchor>
      </div>

      <Block
        id="chat-context-balances"
        title={t('admin.chat.context.balances')}
        empty={t('admin.chat.context.noBalances')}
        count={context.balances.length}
      >
        {books.map(({ book, balances }) => (
          <div key={book} className={classes.bookBlock} data-testid={`chat-balances-${book}`}>
            <Text size="sm" fw={600}>
              {t(`admin.books.${book}`)}
            </Text>
            {balances.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('admin.chat.context.noBalances')}
              </Text>
            ) : (
              <table className={classes.miniTable}>
                <thead>
                  <tr>
                    <th scope="col">{t('admin.funds.coin')}</th>
                    <th scope="col">{t('admin.userDetail.available')}</th>
                    <th scope="col">{t('admin.userDetail.frozen')}</th>
                  </tr>
                </thead>
                <tbody>
                  {balances.map((balance) => (
                    <tr key={balance.asset}>
                      <th scope="row">{balance.asset}</th>
                      <td>{amount(balance.available)}</td>
                      <td>{amount(balance.frozen)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        ))}
      </Block>

      <Block
        id="chat-context-orders"
        title={t('admin.chat.context.orders')}
        empty={t('admin.chat.context.noOrders')}
        count={context.recentOrders.length}
      >
        <ul className={classes.rows}>
          {context.recentOrders.map((order) => (
            <li key={`${order.kind}-${order.id}`} className={classes.row}>
              <span className={classes.rowMain}>
                <span>
                  {t('admin.chat.context.orderLine', {
                    kind: t(`admin.userDetail.orderKinds.${order.kind}`),
                    code: order.code,
                    side: orderSide(t, order.side),
                  })}
                </span>
                <span className={classes.rowFigure}>{amount(order.amount)}</span>
              </span>
              <span className={classes.rowMeta}>
                <span>{orderStatus(t, order)}</span>
                <span>{t(`admin.books.${order.book}`)}</span>
                <span>{format.dateTime(order.createdAt)}</span>
              </span>
            </li>
          ))}
        </ul>
      </Block>

      <Block
        id="chat-context-deposits"
        title={t('admin.chat.context.deposits')}
        empty={t('admin.chat.context.noDeposits')}
        count={context.deposits.length}
      >
        <MoneyRows rows={context.deposits} amount={amount} />
      </Block>

      <Block
        id="chat-context-withdrawals"
        title={t('admin.chat.context.withdrawals')}
        empty={t('admin.chat.context.noWithdrawals')}
        count={context.withdrawals.length}
      >
        <MoneyRows rows={context.withdrawals} amount={amount} />
      </Block>

      <Block
        id="chat-context-loans"
        title={t('admin.chat.context.loans')}
        empty={t('admin.chat.context.noLoans')}
        count={context.openLoans.length}
      >
        <ul className={classes.rows}>
          {context.openLoans.map((loan) => (
            <li key={loan.id} className={classes.row}>
              <span className={classes.rowMain}>
                <span>{t('admin.chat.context.loan', { id: loan.id })}</span>
                <span className={classes.rowFigure}>{amount(loan.principal, 'USDT')}</span>
              </span>
              <span className={classes.rowMeta}>
                <span>
                  {oneOf(loanStatusSchema.options, loan.status)
                    ? t(`admin.loans.statuses.${loan.status}`)
                    : loan.status}
                </span>
                {loan.dueAt !== null && (
                  <span>{t('admin.chat.context.due', { time: format.dateTime(loan.dueAt) })}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MoneyRows({
  rows,
  amount,
}: {
  rows: ChatUserContext['deposits'];
  amount: (value: string, asset?: string) => string;
}) {
  const format = useAdminFormat();
  return (
    <ul className={classes.rows}>
      {rows.map((row) => (
        <li key={row.id} className={classes.row}>
          <span className={classes.rowMain}>
            <span className={classes.rowFigure}>{amount(row.amount, row.asset)}</span>
            <Status status={row.status} />
          </span>
          <span className={classes.rowMeta}>
            <span>#{row.id}</span>
            <span>{format.dateTime(row.createdAt)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
