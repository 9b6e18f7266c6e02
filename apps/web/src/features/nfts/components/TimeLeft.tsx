import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { NftItem } from '../api/nfts-api';
import { useServerNow } from '../lib/clock';
import classes from './Nfts.module.css';
import { formatCountdown, isolate } from '@/lib/format';

const DAY_MS = 86_400_000;

/** A duration to go: "1:02:03", or with whole days first ("2 days 03:04:05" in words). */
export function durationText(ms: number, t: TFunction): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY_MS);
  if (days === 0) return formatCountdown(left);
  const rest = left - days * DAY_MS;
  const total = Math.ceil(rest / 1000);
  const clock = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return t('nftMarket.time.days', { count: days, clock: isolate(clock) });
}

/** Where an item's clock stands at the server's `now`. */
export type Clock =
  | { kind: 'startsIn'; ms: number }
  | { kind: 'endsIn'; ms: number }
  /** Live, its end passed: the close is being settled. */
  | { kind: 'closing' }
  | { kind: 'ended' };

export function clockOf(item: Pick<NftItem, 'status' | 'startsAt' | 'endsAt'>, now: number): Clock {
  if (item.status === 'upcoming') return { kind: 'startsIn', ms: Math.max(0, item.startsAt - now) };
  if (item.status === 'live')
    return item.endsAt > now ? { kind: 'endsIn', ms: item.endsAt - now } : { kind: 'closing' };
  return { kind: 'ended' };
}

/** The label of the clock figure of an item in this status: starts in, or ends in. */
export function clockLabel(status: NftItem['status'], t: TFunction): string {
  return t(status === 'upcoming' ? 'nftMarket.figures.startsIn' : 'nftMarket.figures.endsIn');
}

/**
 * The time left, counting down each second by the SERVER's clock (`offset` = serverTime − the
 * local time when the figures arrived).
 */
export function TimeLeft({
  item,
  offset,
  testId,
}: {
  item: Pick<NftItem, 'status' | 'startsAt' | 'endsAt'>;
  offset: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  const clock = clockOf(item, useServerNow(offset));
  const text =
    clock.kind === 'closing'
      ? t('nftMarket.figures.closing')
      : clock.kind === 'ended'
        ? t('nftMarket.figures.ended')
        : durationText(clock.ms, t);
  return (
    <span
      className={classes.countdown}
      data-testid={testId}
      data-clock={clock.kind}
      // A screen reader hears the figure when it is read, not every second.
      aria-live="off"
    >
      {text}
    </span>
  );
}
