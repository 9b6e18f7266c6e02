import type { ReactNode } from 'react';
import classes from './StatusBadge.module.css';

/**
 * How a status reads at a glance: in progress (`info`), waiting for someone (`pending`), a good
 * end (`up`: filled, won, approved), a bad one (`down`: rejected, lost, stopped out) or a quiet
 * one (`neutral`: cancelled, draw, disabled).
 */
export type StatusTone = 'info' | 'pending' | 'up' | 'down' | 'neutral';

/**
 * The one status pill of the app (orders, options, deposits and withdrawals, identity checks, the
 * back office). The caller maps its statuses to a tone and passes the translated word.
 */
export function StatusBadge({
  tone,
  children,
  testId,
  live = false,
}: {
  tone: StatusTone;
  children: ReactNode;
  testId?: string;
  /** Announce changes (role="status"), for a status that changes while one looks at it. */
  live?: boolean;
}) {
  return (
    <span
      className={classes.badge}
      data-tone={tone}
      data-testid={testId}
      role={live ? 'status' : undefined}
    >
      {children}
    </span>
  );
}
