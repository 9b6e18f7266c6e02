import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatementLine } from '../api/wallet-api';
import { isLedgerReason, refKindOf, refLink } from '../lib/reasons';
import { SignedAmount } from './SignedAmount';
import classes from './Wallet.module.css';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { useFormat } from '@/lib/format';

function Reference({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  const kind = refKindOf(line.refType);
  if (!kind) return <>—</>;
  const label = t(`wallet.records.refs.${kind}`, { id: line.refId });
  const to = refLink(kind, line.refId);
  return to ? (
    <Link to={to} className={classes.link}>
      {label}
    </Link>
  ) : (
    <>{label}</>
  );
}

/**
 * Statement lines: time, type, currency, the signed changes of available and frozen, both
 * balances after, and what the line refers to (a deposit, an order…).
 */
export function StatementTable({
  lines,
  busy,
}: {
  lines: readonly StatementLine[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const idOf = (line: StatementLine) => `statement-${line.entryId}-${line.asset}`;
  const columns: Column<StatementLine>[] = [
    {
      key: 'time',
      header: t('wallet.records.time'),
      // A date in the page's language has words (Arabic "ص"): it follows the page direction;
      // forced left-to-right it came out scrambled.
      text: true,
      cell: (line) => format.date(line.time, 'short'),
    },
    {
      key: 'reason',
      header: t('wallet.records.reason'),
      text: true,
      cell: (line) =>
        isLedgerReason(line.reason) ? t(`wallet.records.reasons.${line.reason}`) : line.reason,
    },
    { key: 'asset', header: t('wallet.records.currency'), text: true, cell: (line) => line.asset },
    {
      key: 'availableChange',
      header: t('wallet.records.availableChange'),
      cell: (line) => (
        <SignedAmount
          value={line.availableChange}
          asset={line.asset}
          testId={`${idOf(line)}-available`}
        />
      ),
    },
    {
      key: 'frozenChange',
      header: t('wallet.records.frozenChange'),
      cell: (line) => (
        <SignedAmount
          value={line.frozenChange}
          asset={line.asset}
          testId={`${idOf(line)}-frozen`}
        />
      ),
    },
    {
      key: 'availableAfter',
      header: t('wallet.records.availableAfter'),
      cell: (line) => format.amount(line.availableAfter, line.asset),
    },
    {
      key: 'frozenAfter',
      header: t('wallet.records.frozenAfter'),
      cell: (line) => format.amount(line.frozenAfter, line.asset),
    },
    {
      key: 'ref',
      header: t('wallet.records.ref'),
      text: true,
      cell: (line) => <Reference line={line} />,
    },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={lines}
      rowKey={idOf}
      rowTestId={idOf}
      label={t('wallet.records.title')}
      busy={busy}
      testId="statement"
    />
  );
}
