import type { OptionOrderView } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { useOptionOrder } from '../api/trading';
import { useServerNow } from '../hooks/useNow';
import classes from './Trading.module.css';
import { Figures, type Figure } from '@/components/ui/Figures';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';
import { TimerIcon, TrendDownIcon, TrendUpIcon } from '@/components/ui/icons';
import { StatusBadge } from '@/components/ui/StatusBadge';

const STATUS_TONE = {
  open: 'info',
  won: 'up',
  lost: 'down',
  draw: 'neutral',
  void: 'neutral',
} as const;

/**
 * One option: direction, stake and strike; while open a countdown to expiry (server time), then
 * "settling" until the result arrives (the live channel's `option` message, or a poll of
 * getOptionsOrderById once it has expired); settled: won, lost, draw or void, the price at
 * expiry and what came back.
 */
export function OptionCard({
  option: initial,
  tickSize,
}: {
  option: OptionOrderView;
  /** The instrument's tick, for the prices; the prices' own precision when unknown. */
  tickSize?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useOptionOrder(initial);
  const option = data.status === 'open' && initial.status !== 'open' ? initial : data;
  const open = option.status === 'open';
  const now = useServerNow(open);
  const expired = now >= option.expiresAt;
  const price = (value: string) =>
    tickSize ? format.step(value, tickSize) : format.quantity(value);

  const figures: Figure[] = [
    { key: 'stake', label: t('options.card.stake'), value: format.money(option.stake, 'USDT') },
    { key: 'strike', label: t('options.card.strike'), value: price(option.strikePrice) },
  ];
  if (!open) {
    if (option.settlePrice !== null)
      figures.push({
        key: 'settle',
        label: t('options.card.settlePrice'),
        value: price(option.settlePrice),
      });
    if (option.returned !== null)
      figures.push({
        key: 'returned',
        label: t('options.card.returned'),
        value: format.money(option.returned, 'USDT'),
      });
    if (option.profit !== null)
      figures.push({
        key: 'profit',
        label: t('options.card.profit'),
        value: format.money(option.profit, 'USDT', { signed: true }),
        tone: toneOf(option.profit),
      });
  } else {
    figures.push({
      key: 'expiry',
      label: t('options.card.expiresAt'),
      value: format.date(option.expiresAt, 'short'),
    });
  }

  return (
    <article
      className={classes.item}
      aria-label={t('options.card.label', { orderNo: option.orderNo })}
      data-testid={`option-${option.id}`}
      data-status={option.status}
    >
      <div className={classes.itemHead}>
        <span className={classes.itemCode}>{option.code}</span>
        <span className={classes.direction} data-tone={option.direction === 'up' ? 'up' : 'down'}>
          {option.direction === 'up' ? <TrendUpIcon size={16} /> : <TrendDownIcon size={16} />}
          {option.direction === 'up' ? t('options.up') : t('options.down')}
        </span>
        <span className={classes.itemMeta}>
          {t('options.timeframeValue', { seconds: option.timeframe })} ·{' '}
          {t('options.payoutPercent', { percent: option.payoutPercent })}
        </span>
        <span className={classes.itemStatus}>
          {open ? (
            <span className={classes.countdown} data-testid="option-countdown">
              <TimerIcon size={16} />
              {expired ? (
                <span role="status">{t('options.card.settling')}</span>
              ) : (
                <span role="timer" aria-live="off">
                  {t('options.card.expiresIn', {
                    time: format.countdown(option.expiresAt - now),
                  })}
                </span>
              )}
            </span>
          ) : (
            <StatusBadge tone={STATUS_TONE[option.status]} testId="option-result" live>
              {t(`options.status.${option.status}`)}
            </StatusBadge>
          )}
        </span>
      </div>
      <Figures figures={figures} layout="grid" testId={`option-${option.id}`} />
    </article>
  );
}
