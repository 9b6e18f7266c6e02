import type { PositionSide } from '@meridian/domain';
import type { ReactNode } from 'react';
import classes from './Trading.module.css';

export interface SideChoice<T extends string> {
  value: T;
  /** Coloured as a buy (`long`) or a sell (`short`). */
  side: PositionSide;
  label: ReactNode;
  /** Under the label: the live price of that side, or a hint. */
  detail: ReactNode;
}

/**
 * The two big side buttons at the top of a form (buy/sell, up/down): one pressed at a time.
 * Each gets `data-testid="<testIdPrefix>-<value>"`.
 */
export function SideToggle<T extends string>({
  label,
  choices,
  value,
  onChange,
  detail,
  testIdPrefix,
}: {
  label: string;
  choices: readonly SideChoice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `price`: the detail is a number (left to right); `hint`: text that follows the page. */
  detail: 'price' | 'hint';
  testIdPrefix: string;
}) {
  return (
    <div className={classes.sides} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          className={classes.side}
          data-side={choice.side}
          aria-pressed={value === choice.value}
          onClick={() => onChange(choice.value)}
          data-testid={`${testIdPrefix}-${choice.value}`}
        >
          <span className={classes.sideLabel}>{choice.label}</span>
          {detail === 'price' ? (
            <span className={classes.sidePrice} dir="ltr">
              {choice.detail}
            </span>
          ) : (
            <span className={classes.sideHint}>{choice.detail}</span>
          )}
        </button>
      ))}
    </div>
  );
}
