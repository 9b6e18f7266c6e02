import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatementLine } from '../api/wallet-api';
import { useWalletFormat } from '../lib/format';
import { isLedgerReason, refKindOf, refOrdersTab } from '../lib/reasons';
import { SignedAmount } from './SignedAmount';
import classes from './Wallet.module.css';

function Reference({ line }: { line: StatementLine }) {
  const { t } = useTranslation();
  const kind = refKindOf(line.refType);
  if (!kind) return <>—</>;
  const label = t(`wallet.records.refs.${kind}`, { id: line.refId });
  const tab = refOrdersTab(kind);
  return tab ? (
    <Link to={`/profile/orders?tab=${tab}`} className={classes.link}>
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
  const format = useWalletFormat();
  return (
    <div
      className={classes.scroll}
      role="region"
      aria-label={t('wallet.records.title')}
      aria-busy={busy}
      tabIndex={0}
    >
      <table className={classes.table} data-testid="statement">
        <thead>
          <tr>
            <th scope="col">{t('wallet.records.time')}</th>
            <th scope="col" className={classes.text}>
              {t('wallet.records.reason')}
            </th>
            <th scope="col" className={classes.text}>
              {t('wallet.records.currency')}
            </th>
            <th scope="col">{t('wallet.records.availableChange')}</th>
            <th scope="col">{t('wallet.records.frozenChange')}</th>
            <th scope="col">{t('wallet.records.availableAfter')}</th>
            <th scope="col">{t('wallet.records.frozenAfter')}</th>
            <th scope="col">{t('wallet.records.ref')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const id = `statement-${line.entryId}-${line.asset}`;
            return (
              <tr key={id} data-testid={id}>
                <td dir="ltr">{format.dateTime(line.time)}</td>
                <td className={classes.text}>
                  {isLedgerReason(line.reason)
                    ? t(`wallet.records.reasons.${line.reason}`)
                    : line.reason}
                </td>
                <td className={classes.text}>{line.asset}</td>
                <td>
                  <SignedAmount value={line.availableChange} testId={`${id}-available`} />
                </td>
                <td>
                  <SignedAmount value={line.frozenChange} testId={`${id}-frozen`} />
                </td>
                <td dir="ltr">{format.money(line.availableAfter)}</td>
                <td dir="ltr">{format.money(line.frozenAfter)}</td>
                <td>
                  <Reference line={line} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
