import { memo, useId, useMemo } from 'react';
import { sparklinePath } from '../lib/sparkline';
import classes from './MarketList.module.css';

const WIDTH = 100;
const HEIGHT = 32;

export interface SparklineProps {
  /** Recent prices, oldest first. */
  points: readonly string[];
  className?: string;
}

/**
 * A small price chart as inline SVG: green when the last price is at or above the first, red
 * otherwise. Decorative (the row states the price and the change in text).
 */
export const Sparkline = memo(function Sparkline({ points, className }: SparklineProps) {
  const geometry = useMemo(() => sparklinePath(points, WIDTH, HEIGHT), [points]);
  const gradient = `spark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg
      className={`${classes.sparkline} ${className ?? ''}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      data-testid="sparkline"
      data-tone={geometry ? (geometry.rising ? 'up' : 'down') : 'flat'}
    >
      {geometry ? (
        <>
          <defs>
            <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="currentColor" stopOpacity="0.2" />
              <stop offset="1" stopColor="currentColor" stopOpacity="0" />
            </linearGradient>
          </defs>
          <path d={geometry.area} fill={`url(#${gradient})`} stroke="none" />
          <path
            d={geometry.line}
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </>
      ) : (
        <path
          d={`M0,${HEIGHT / 2} L${WIDTH},${HEIGHT / 2}`}
          stroke="currentColor"
          strokeDasharray="2 3"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
          opacity="0.4"
        />
      )}
    </svg>
  );
});
