import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSmartPlan } from '../api/queries';
import type { SmartPlanDetail, SmartPlanSettlement, SmartPlanTrade } from '../api/smart-api';
import { reasonText } from '../lib/rules';
import { EquityChart, type EquityPoint } from './EquityChart';
import { ExitDialog } from './ExitDialog';
import { PlanStatus } from './PlanList';
import { PlanFigures, usePlanName } from './PlanFigures';
import classes from './Smart.module.css';
import { toChartTime } from '@/components/ui/CandleChart';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { decimalsOf, toneOf } from '@/lib/decimal';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';

/** A trade's prices to the feed price's places, at least cents. */
function priceDecimals(row: SmartPlanTrade): number {
  return Math.max(2, decimalsOf(row.referencePrice));
}

function Trades({ trades }: { trades: readonly SmartPlanTrade[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: Column<SmartPlanTrade>[] = [
    { key: 'time', header: t('smart.detail.time'), cell: (row) => format.date(row.time, 'short') },
    {
      key: 'side',
      header: t('smart.detail.side'),
      cell: (row) => (
        <span className={row.side === 'buy' ? classes.up : classes.down}>
          {t(row.side === 'buy' ? 'smart.detail.buy' : 'smart.detail.sell')}
        </span>
      ),
      text: true,
    },
    {
      key: 'reference',
      header: t('smart.detail.feedPrice'),
      cell: (row) => format.number(row.referencePrice, { minDecimals: priceDecimals(row) }),
    },
    {
      key: 'price',
      header: t('smart.detail.price'),
      // To the feed price's own places: the fill's exact price carries the costs' long fraction.
      cell: (row) => format.number(row.price, { decimals: priceDecimals(row), rounding: 'down' }),
    },
    {
      key: 'quantity',
      header: t('smart.detail.quantity'),
      cell: (row) => format.number(row.quantity, { decimals: 8, rounding: 'down' }),
    },
    {
      key: 'quote',
      header: t('smart.detail.quote'),
      cell: (row) => format.money(row.quote, 'USDT'),
    },
    {
      key: 'commission',
      header: t('smart.detail.commission'),
      cell: (row) => `${format.number(row.commission, { decimals: 4, rounding: 'down' })} USDT`,
    },
    {
      key: 'reason',
      header: t('smart.detail.reason'),
      cell: (row) => reasonText(row.reason, t),
      text: true,
    },
  ];
  return (
    <section className={classes.card} aria-labelledby="smart-trades-title">
      <h3 id="smart-trades-title" className={classes.subTitle}>
        {t('smart.detail.trades')}
      </h3>
      {trades.length === 0 ? (
        <p className={classes.muted} data-testid="smart-trades-empty">
          {t('smart.detail.tradesEmpty')}
        </p>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={[...trades].reverse()}
          rowKey={(row) => String(row.id)}
          rowTestId={(row) => `smart-trade-${row.id}`}
          label={t('smart.detail.trades')}
          testId="smart-trades"
        />
      )}
    </section>
  );
}

function Settlements({ settlements }: { settlements: readonly SmartPlanSettlement[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  const columns: Column<SmartPlanSettlement>[] = [
    { key: 'day', header: t('smart.detail.day'), cell: (row) => format.number(String(row.day)) },
    { key: 'time', header: t('smart.detail.time'), cell: (row) => format.date(row.time, 'short') },
    { key: 'value', header: t('smart.detail.settledValue'), cell: (row) => money(row.value) },
    {
      key: 'change',
      header: t('smart.detail.change'),
      cell: (row) => (
        <span data-tone={toneOf(row.change)} className={toneClass(row.change)}>
          {format.money(row.change, 'USDT', { signed: true })}
        </span>
      ),
    },
    { key: 'paid', header: t('smart.detail.userPaid'), cell: (row) => money(row.userPaid) },
    {
      key: 'platform',
      header: t('smart.detail.platformPaid'),
      cell: (row) => money(row.platformShare),
    },
  ];
  return (
    <section className={classes.card} aria-labelledby="smart-settlements-title">
      <h3 id="smart-settlements-title" className={classes.subTitle}>
        {t('smart.detail.settlements')}
      </h3>
      {settlements.length === 0 ? (
        <p className={classes.muted} data-testid="smart-settlements-empty">
          {t('smart.detail.settlementsEmpty')}
        </p>
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={[...settlements].reverse()}
          rowKey={(row) => String(row.day)}
          rowTestId={(row) => `smart-settlement-${row.day}`}
          label={t('smart.detail.settlements')}
          testId="smart-settlements"
        />
      )}
    </section>
  );
}

function toneClass(value: string): string | undefined {
  const tone = toneOf(value);
  return tone === 'up' ? classes.up : tone === 'down' ? classes.down : undefined;
}

function PlanChart({ detail }: { detail: SmartPlanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const points = useMemo<EquityPoint[]>(
    // Display only: the chart library draws numbers.
    () =>
      detail.equityCurve.map(([ms, value]) => ({ time: toChartTime(ms), value: Number(value) })),
    [detail.equityCurve],
  );
  const first = detail.equityCurve[0];
  const last = detail.equityCurve.at(-1);
  return (
    <section className={classes.card} aria-labelledby="smart-plan-chart-title">
      <h3 id="smart-plan-chart-title" className={classes.subTitle}>
        {t('smart.detail.chart')}
      </h3>
      {points.length > 1 && first && last ? (
        <EquityChart
          points={points}
          baseline={Number(detail.plan.amount)}
          formatValue={(value) => format.chartNumber(value, 2, { isolated: false })}
          formatTime={(seconds) =>
            format.chartTime(seconds * 1000, 'dayOfMonth', { isolated: false }) +
            ' ' +
            format.chartTime(seconds * 1000, 'time', { isolated: false })
          }
          summary={t('smart.detail.chartSummary', {
            start: format.money(first[1], 'USDT'),
            end: format.money(last[1], 'USDT'),
          })}
          testId="smart-plan-chart"
        />
      ) : (
        <p className={classes.muted} data-testid="smart-plan-chart-empty">
          {t('smart.detail.chartEmpty')}
        </p>
      )}
    </section>
  );
}

/**
 * One of the user's plans (`?plan=<id>`): its figures (value live while running), the early
 * exit, its value over time, every trade it made and its daily settlements.
 */
export function PlanDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useSmartPlan(id);
  const [exiting, setExiting] = useState(false);
  const back = (
    <Button
      component={Link}
      to="/trading?tab=plans"
      variant="subtle"
      size="compact-sm"
      className={classes.back}
      data-testid="smart-plan-back"
    >
      {t('smart.detail.back')}
    </Button>
  );
  if (query.isPending)
    return (
      <div className={classes.stack}>
        {back}
        <Loading label={t('smart.detail.loading')} />
      </div>
    );
  if (query.isError)
    return (
      <div className={classes.stack}>
        {back}
        <ErrorState
          headingOrder={2}
          title={t('smart.detail.loadFailed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  const detail = query.data;
  const plan = detail.plan;
  return (
    <div className={classes.stack} data-testid="smart-plan-detail">
      {back}
      <PlanHeader detail={detail} onExit={() => setExiting(true)} />
      <section className={classes.card} aria-label={t('smart.tabs.plans')}>
        <PlanFigures
          plan={plan}
          testId="smart-plan"
          layout="grid"
          extra={[
            {
              key: 'runDays',
              label: t('smart.detail.runDays'),
              value: format.number(String(plan.runDays)),
            },
            {
              key: 'settledDays',
              label: t('smart.detail.settledDays'),
              value: format.number(String(plan.settledDays)),
            },
            {
              key: 'platformShare',
              label: t('smart.detail.platformShare'),
              value: format.money(plan.platformShareTotal, 'USDT'),
            },
            {
              key: 'damages',
              label: t('smart.detail.damages'),
              value: format.money(plan.earlyExitDamages, 'USDT'),
            },
            {
              key: 'ends',
              label: t('smart.detail.ends'),
              value: format.date(plan.endTime),
            },
          ]}
        />
      </section>
      <PlanChart detail={detail} />
      <Trades trades={detail.trades} />
      <Settlements settlements={detail.settlements} />
      {exiting && <ExitDialog plan={plan} onClose={() => setExiting(false)} />}
    </div>
  );
}

function PlanHeader({ detail, onExit }: { detail: SmartPlanDetail; onExit: () => void }) {
  const { t } = useTranslation();
  const plan = detail.plan;
  const name = usePlanName(plan);
  return (
    <div className={classes.row}>
      <div>
        <h2 className={classes.cardTitle} data-testid="smart-plan-title">
          {name}
        </h2>
        <p className={classes.muted}>{t('smart.plans.orderNo', { orderNo: plan.orderNo })}</p>
      </div>
      <div className={classes.badges}>
        <PlanStatus plan={plan} />
        {plan.status === 'running' && (
          <Button variant="light" color="red" onClick={onExit} data-testid="smart-plan-exit">
            {t('smart.exit.button')}
          </Button>
        )}
      </div>
    </div>
  );
}
