import { Button, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralsApi, type CommissionDay } from '../api/referrals-api';
import { commissionBars, dayToTime, peakDay, sumAmounts } from '../lib/figures';
import classes from './Referrals.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { DownloadIcon, ReceiptIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

/** A YYYY-MM-DD day in the user's language ("Nov 2, 2026", or "Nov 2" for the axis). */
function useDay() {
  const format = useFormat();
  return (day: string, style: 'date' | 'dayOfMonth' = 'date') => {
    const time = dayToTime(day);
    return time === null ? day : format.chartTime(time, style);
  };
}

/**
 * The commissions of the last 30 UTC days as a bar chart (oldest on the left), with every day in
 * a table for screen readers, and the CSV of every commission.
 */
export function CommissionChart({ days }: { days: readonly CommissionDay[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dayLabel = useDay();
  const [exporting, setExporting] = useState(false);
  const bars = commissionBars(days);
  const peak = peakDay(days);
  const money = (amount: string) => format.exactMoney(amount, 'USDT');

  async function exportCsv() {
    setExporting(true);
    try {
      await referralsApi.exportCommissions();
      showToast(t('referrals.chart.exported'), 'success');
    } catch (error) {
      showToast(`${t('referrals.chart.exportFailed')}: ${errorMessage(error)}`, 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className={classes.card} aria-labelledby="invite-chart-title">
      <div className={classes.head}>
        <h2 id="invite-chart-title" className={classes.title}>
          {t('referrals.chart.title')}
        </h2>
        <Button
          size="xs"
          variant="default"
          leftSection={<DownloadIcon size={14} />}
          loading={exporting}
          onClick={() => void exportCsv()}
          data-testid="invite-export"
        >
          {t('referrals.chart.export')}
        </Button>
      </div>
      <p className={classes.muted} data-testid="invite-chart-caption">
        {t('referrals.chart.caption', { total: money(sumAmounts(days.map((d) => d.amount))) })}
      </p>
      {peak === null ? (
        <EmptyState
          headingOrder={3}
          icon={<ReceiptIcon size={24} />}
          title={t('referrals.chart.empty')}
          description={t('referrals.chart.emptyDetail')}
          minHeight={180}
          data-testid="invite-chart-empty"
        />
      ) : (
        <>
          <div
            className={classes.chart}
            role="img"
            aria-label={t('referrals.chart.label', {
              day: dayLabel(peak.day),
              amount: money(peak.amount),
            })}
            data-testid="invite-chart"
          >
            <span className={classes.peak} aria-hidden="true">
              {t('referrals.chart.peak', { amount: money(peak.amount) })}
            </span>
            {/* Time runs left to right in every language, as on the price charts. */}
            <div className={classes.plot} dir="ltr">
              {bars.map((bar) => (
                <span
                  key={bar.day}
                  className={classes.slot}
                  title={`${dayLabel(bar.day)}: ${money(bar.amount)}`}
                  data-testid={`invite-bar-${bar.day}`}
                  data-permille={bar.permille}
                >
                  {bar.permille > 0 && (
                    <span className={classes.bar} style={{ height: `${bar.permille / 10}%` }} />
                  )}
                </span>
              ))}
            </div>
            {bars.length > 0 && (
              <div className={classes.axis} dir="ltr" aria-hidden="true">
                <span>{dayLabel(bars[0]!.day, 'dayOfMonth')}</span>
                <span>{dayLabel(bars.at(-1)!.day, 'dayOfMonth')}</span>
              </div>
            )}
          </div>
          <VisuallyHidden>
            <table data-testid="invite-chart-table">
              <caption>{t('referrals.chart.tableLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('referrals.chart.day')}</th>
                  <th scope="col">{t('referrals.chart.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{dayLabel(day.day)}</th>
                    <td>{money(day.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </section>
  );
}
