import type { ReactNode } from 'react';
import classes from './admin.module.css';

export type DetailRow = readonly [label: string, value: ReactNode, options?: { mono?: boolean }];

/** Label / value pairs as a definition list; empty values show a dash. */
export function Details({
  rows,
  testId,
}: {
  rows: readonly (DetailRow | false)[];
  testId?: string;
}) {
  return (
    <dl className={classes.details} data-testid={testId}>
      {rows
        .filter((row): row is DetailRow => row !== false)
        .map(([label, value, options]) => (
          <div key={label} className={classes.detail}>
            <dt>{label}</dt>
            <dd
              className={options?.mono ? classes.mono : undefined}
              dir={options?.mono ? 'ltr' : undefined}
            >
              {value === null || value === undefined || value === '' ? '—' : value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
