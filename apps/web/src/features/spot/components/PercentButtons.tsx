import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Form.module.css';

export const PERCENTS = [25, 50, 75, 100] as const;

/** 25 / 50 / 75 / 100 % of the available balance. */
export function PercentButtons({
  onPick,
  disabled,
  testIdPrefix,
}: {
  onPick: (percent: number) => void;
  disabled: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes.percents} role="group" aria-label={t('spot.form.percents')}>
      {PERCENTS.map((value) => (
        <Button
          key={value}
          size="compact-xs"
          variant="default"
          className={classes.percent}
          disabled={disabled}
          aria-label={t('spot.form.percent', { value })}
          onClick={() => onPick(value)}
          data-testid={`${testIdPrefix}-${value}`}
        >
          {value}%
        </Button>
      ))}
    </div>
  );
}
