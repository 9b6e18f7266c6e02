import type { ReactNode } from 'react';
import classes from './Figures.module.css';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** Colours the value: a gain, a loss. */
  tone?: 'up' | 'down' | 'flat';
  /** Numbers read left to right in every language (default); text values follow the page. */
  text?: boolean;
}

/**
 * Labelled values (a description list): an order's summary and confirmation, a position's
 * figures, the margin account.
 */
export function Figures({
  figures,
  testId,
  layout = 'rows',
  label,
}: {
  figures: readonly Figure[];
  /** Each value gets `data-testid="<testId>-<key>"`. */
  testId?: string;
  /** `rows`: label and value on one line each (`compact`: closer together); `grid`: tiles that wrap. */
  layout?: 'rows' | 'compact' | 'grid';
  label?: string;
}) {
  return (
    <dl className={classes.figures} data-layout={layout} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className={classes.figure}>
          <dt>{figure.label}</dt>
          <dd
            dir={figure.text ? undefined : 'ltr'}
            data-tone={figure.tone}
            data-testid={testId ? `${testId}-${figure.key}` : undefined}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
