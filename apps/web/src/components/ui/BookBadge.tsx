import type { ReactNode } from 'react';
import classes from './BookBadge.module.css';
import type { AccountMode } from '@/lib/settings-store';

/** Which book (demo or real) the figures beside it are of: a pill, amber for the demo book. */
export function BookBadge({
  book,
  testId,
  children,
}: {
  book: AccountMode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={classes.badge} data-book={book} data-testid={testId}>
      {children}
    </span>
  );
}
