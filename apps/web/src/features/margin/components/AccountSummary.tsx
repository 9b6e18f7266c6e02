import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfitTotal } from '../api/trading';
import { accountFigures, useLivePositions } from '../hooks/useLivePositions';
import classes from './Trading.module.css';
import { BookBadge } from '@/components/ui/BookBadge';
import { Figures } from '@/components/ui/Figures';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode } from '@/lib/settings-store';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';

/**
 * The margin account strip (getProfitTotal): balance, equity, used and free margin, margin level
 * and unrealised profit of the book in use. Equity, free margin and margin level follow the live
 * prices between the server's updates; a position message reloads the whole.
 */
export function AccountSummary() {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const total = useProfitTotal();
  const live = useLivePositions();
  const figures = total.data
    ? accountFigures(total.data, live.unrealised, live.query.data?.list.length)
    : undefined;

  let body;
  if (total.isError) {
    body = (
      <Text size="sm" c="red.8" role="alert">
        {t('margin.summary.error')}: {errorMessage(total.error)}
      </Text>
    );
  } else if (!total.data || !figures) {
    body = <Skeleton height={44} radius="md" aria-hidden="true" />;
  } else {
    const usdt = (value: bigint) => format.money(value, 'USDT');
    body = (
      <Figures
        layout="grid"
        testId="account"
        figures={[
          { key: 'balance', label: t('margin.summary.balance'), value: usdt(figures.balance) },
          { key: 'equity', label: t('margin.summary.equity'), value: usdt(figures.equity) },
          {
            key: 'usedMargin',
            label: t('margin.summary.usedMargin'),
            value: usdt(figures.usedMargin),
          },
          {
            key: 'freeMargin',
            label: t('margin.summary.freeMargin'),
            value: usdt(figures.freeMargin),
            tone: figures.freeMargin < 0n ? 'down' : undefined,
          },
          {
            key: 'marginLevel',
            label: t('margin.summary.marginLevel'),
            value:
              figures.marginLevelBp === undefined
                ? t('margin.summary.noLevel')
                : format.percent(figures.marginLevelBp * 10n ** 16n),
            text: figures.marginLevelBp === undefined,
          },
          {
            key: 'unrealised',
            label: t('margin.summary.unrealised'),
            value: format.money(figures.unrealised, 'USDT', { signed: true }),
            tone: toneOf(figures.unrealised),
          },
        ]}
      />
    );
  }

  return (
    <section
      className={classes.summary}
      aria-label={t('margin.summary.label')}
      data-testid="account-summary"
      data-book={mode}
    >
      <div className={classes.summaryHead}>
        <Text size="sm" fw={650}>
          {t('margin.summary.label')}
        </Text>
        <BookBadge book={mode}>
          {mode === 'demo' ? t('margin.panel.demoBook') : t('margin.panel.realBook')}
        </BookBadge>
      </div>
      {body}
      {total.data && figures?.marginLevelBp !== undefined && (
        <Text size="xs" c="gray.7">
          {t('margin.summary.stopOut', { level: total.data.stopOutLevel })}
        </Text>
      )}
    </section>
  );
}
