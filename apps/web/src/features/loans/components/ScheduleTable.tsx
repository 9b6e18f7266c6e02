import type { LoanQuote } from '../api/loans-api';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { useFormat } from '@/lib/format';

type Part = LoanQuote['schedule'][number];

/** A loan's schedule: the days at each rate, the interest each of those days, and in all. */
export function ScheduleTable({ schedule, testId }: { schedule: readonly Part[]; testId: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  return (
    <ResponsiveTable<Part>
      label={t('loanQuote.schedule.title')}
      testId={testId}
      rows={schedule}
      rowKey={(part) => String(part.fromDay)}
      columns={[
        {
          key: 'days',
          header: t('loanQuote.schedule.days'),
          text: true,
          rowHeader: true,
          cell: (part) => t('loanQuote.schedule.range', { from: part.fromDay, to: part.toDay }),
        },
        {
          key: 'perDay',
          header: t('loanQuote.schedule.perDay'),
          cell: (part) =>
            part.dailyInterest === '0' ? t('loanQuote.schedule.free') : money(part.dailyInterest),
        },
        {
          key: 'interest',
          header: t('loanQuote.schedule.interest'),
          cell: (part) => money(part.interest),
        },
      ]}
    />
  );
}
