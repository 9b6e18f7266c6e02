import classes from './Wallet.module.css';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';

/**
 * A change of a balance in its asset's display precision: "+" and an up arrow for money in, "-"
 * and a down arrow for money out (colour only besides), a quiet "0.00" for none.
 */
export function SignedAmount({
  value,
  asset,
  testId,
}: {
  value: string;
  asset: string;
  testId?: string;
}) {
  const format = useFormat();
  const tone = toneOf(value);
  const kind = tone === 'up' ? 'in' : tone === 'down' ? 'out' : 'none';
  return (
    <span className={classes.change} data-sign={kind} data-testid={testId} dir="ltr">
      {kind === 'in' && <ArrowUpIcon size={14} />}
      {kind === 'out' && <ArrowDownIcon size={14} />}
      {format.amount(value, asset, { signed: true })}
    </span>
  );
}
