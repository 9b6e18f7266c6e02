import { signOf, useWalletFormat } from '../lib/format';
import { ArrowDownIcon, ArrowUpIcon } from './icons';
import classes from './Wallet.module.css';

/**
 * A change of a balance: "+" and an up arrow for money in, "-" and a down arrow for money out
 * (colour only besides), a quiet "0.00" for none.
 */
export function SignedAmount({ value, testId }: { value: string; testId?: string }) {
  const format = useWalletFormat();
  const sign = signOf(value);
  const kind = sign > 0 ? 'in' : sign < 0 ? 'out' : 'none';
  return (
    <span className={classes.change} data-sign={kind} data-testid={testId} dir="ltr">
      {kind === 'in' && <ArrowUpIcon size={14} />}
      {kind === 'out' && <ArrowDownIcon size={14} />}
      {format.signed(value)}
    </span>
  );
}
