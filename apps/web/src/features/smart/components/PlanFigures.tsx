import { useTranslation } from 'react-i18next';
import type { SmartPlan } from '../api/smart-api';
import { liveValue } from '../lib/live-value';
import { familyName } from '../lib/rules';
import { useNow } from './useNow';
import { Figures, type Figure } from '@/components/ui/Figures';
import { compareDecimal, toneOf, type Tone } from '@/lib/decimal';
import { useFormat } from '@/lib/format';
import { useLivePrice } from '@/lib/live-prices';

const TONES: readonly Tone[] = ['down', 'flat', 'up'];

/** The plan's name as a person reads it: market · strategy. */
export function usePlanName(plan: SmartPlan): string {
  const { t } = useTranslation();
  return `${plan.product.instrument.name} · ${familyName(plan.product.strategy, t)}`;
}

/**
 * A running plan's value marked live at its market's price (the domain's liquidation rule), or
 * the server's last mark (and, for an ended plan, what was returned).
 */
export function usePlanValue(plan: SmartPlan): { value: string; live: boolean } {
  const price = useLivePrice(plan.product.instrument.code)?.price;
  const live = liveValue(plan, price);
  return live !== undefined ? { value: live, live: true } : { value: plan.value, live: false };
}

/** The countdown to the next daily settlement ("in 3:12:05"), ticking every second. */
export function NextEarnings({ time }: { time: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const now = useNow();
  const left = time - now;
  return (
    <>
      {format.date(time, 'dateTime')}
      {' · '}
      <span data-testid="smart-countdown">
        {left > 0
          ? t('smart.plans.nextEarningsIn', { time: format.countdown(left) })
          : t('smart.plans.nextEarningsDue')}
      </span>
    </>
  );
}

/**
 * A plan's figures (SPEC §3 smart plan): cycle, amount, start, next earnings time with its
 * countdown, value (live while running), last day's earnings, total revenue, earnings status and
 * trades.
 */
export function PlanFigures({
  plan,
  testId,
  extra = [],
  layout = 'rows',
}: {
  plan: SmartPlan;
  testId: string;
  extra?: readonly Figure[];
  layout?: 'rows' | 'grid';
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  const { value, live } = usePlanValue(plan);
  const running = plan.status === 'running';
  const figures: Figure[] = [
    {
      key: 'cycle',
      label: t('smart.plans.cycle'),
      value: running
        ? t('smart.plans.cycleValue', {
            day: format.number(String(Math.min(plan.runDays + 1, plan.days))),
            days: t('smart.days', { count: plan.days }),
          })
        : t('smart.days', { count: plan.days }),
      text: true,
    },
    { key: 'amount', label: t('smart.plans.amount'), value: money(plan.amount) },
    { key: 'start', label: t('smart.plans.start'), value: format.date(plan.startTime) },
  ];
  if (running && plan.nextEarningsTime !== null)
    figures.push({
      key: 'next',
      label: t('smart.plans.nextEarnings'),
      value: <NextEarnings time={plan.nextEarningsTime} />,
      text: true,
    });
  if (running)
    figures.push({
      key: 'value',
      label: live
        ? `${t('smart.plans.value')} (${t('smart.plans.valueLive')})`
        : `${t('smart.plans.value')} (${t('smart.plans.valueAt', {
            time: format.date(plan.valueTime, 'time'),
          })})`,
      value: money(value),
      tone: TONES[compareDecimal(value, plan.amount) + 1],
    });
  else
    figures.push(
      {
        key: 'returned',
        label: t('smart.plans.returned'),
        value: money(plan.returned ?? plan.value),
      },
      {
        key: 'ended',
        label: t('smart.plans.endedAt'),
        value: plan.endedAt !== null ? format.date(plan.endedAt) : '—',
      },
    );
  figures.push(
    {
      key: 'today',
      label: t('smart.plans.todayEarnings'),
      value: format.money(plan.todayEarnings, 'USDT', { signed: true }),
      tone: toneOf(plan.todayEarnings),
    },
    {
      key: 'revenue',
      label: t('smart.plans.totalRevenue'),
      value: format.money(plan.totalRevenue, 'USDT', { signed: true }),
      tone: toneOf(plan.totalRevenue),
    },
    {
      key: 'earnings',
      label: t('smart.plans.earningsStatus'),
      value: t(`smart.plans.earnings.${plan.earningsStatus}`),
      text: true,
    },
    {
      key: 'trades',
      label: t('smart.plans.trades'),
      value: format.number(String(plan.tradeCount)),
    },
    ...extra,
  );
  return <Figures testId={testId} figures={figures} layout={layout} />;
}
