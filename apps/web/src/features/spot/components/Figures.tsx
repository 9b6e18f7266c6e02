import type { ReactNode } from 'react';
import classes from './Form.module.css';

export interface Figure {
  key: string;
  label: ReactNode;
  value: ReactNode;
  tone?: 'up' | 'down';
  /** Numbers read left to right in every language (default); text values follow the page. */
  text?: boolean;
}

/** Labelled values (a description list); each value gets `data-testid="<testId>-<key>"`. */
export function Figures({
  figures,
  testId,
  label,
}: {
  figures: readonly Figure[];
  testId: string;
  label?: string;
}) {
  return (
    <dl className={classes.figures} aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.key} className={classes.figure}>
          <dt>{figure.label}</dt>
          <dd
            dir={figure.text ? undefined : 'ltr'}
            data-tone={figure.tone}
            data-testid={`${testId}-${figure.key}`}
          >
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
