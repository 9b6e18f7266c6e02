import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './MarketList.module.css';
import { StarIcon } from '@/components/ui/icons';

export interface WatchStarProps {
  code: string;
  name: string;
  active: boolean;
  onToggle: (code: string) => void;
  size?: number;
}

/** A toggle button: on the watchlist (pressed, filled star) or not. */
export const WatchStar = memo(function WatchStar({
  code,
  name,
  active,
  onToggle,
  size = 18,
}: WatchStarProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={classes.star}
      aria-pressed={active}
      aria-label={t('markets.watchlist.watch', { name })}
      title={active ? t('markets.watchlist.remove') : t('markets.watchlist.add')}
      data-active={active || undefined}
      data-testid={`watch-${code}`}
      onClick={() => onToggle(code)}
    >
      <StarIcon filled={active} size={size} />
    </button>
  );
});
