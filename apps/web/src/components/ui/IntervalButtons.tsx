import { CANDLE_INTERVALS, type CandleInterval } from '@meridian/domain';

export interface IntervalButtonsProps {
  value: CandleInterval;
  onChange: (interval: CandleInterval) => void;
  /** The group's accessible name. */
  label: string;
  /** A button's text ("1m"). */
  text: (interval: CandleInterval) => string;
  /** A button's tooltip ("1 minute"), if any. */
  title?: (interval: CandleInterval) => string;
  /** Each button gets `data-testid="<testIdPrefix><interval>"`. */
  testIdPrefix: string;
  /** The screen's look: the group and a button (the pressed one has `aria-pressed="true"`). */
  classNames: { group?: string; button?: string };
}

/** A candle chart's interval choice: one toggle button per interval, the current one pressed. */
export function IntervalButtons({
  value,
  onChange,
  label,
  text,
  title,
  testIdPrefix,
  classNames,
}: IntervalButtonsProps) {
  return (
    <div className={classNames.group} role="group" aria-label={label}>
      {CANDLE_INTERVALS.map((key) => (
        <button
          key={key}
          type="button"
          className={classNames.button}
          aria-pressed={key === value}
          title={title?.(key)}
          data-testid={`${testIdPrefix}${key}`}
          onClick={() => onChange(key)}
        >
          {text(key)}
        </button>
      ))}
    </div>
  );
}
