import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshPlans } from '../api/queries';
import { smartApi, type SmartExitQuote, type SmartPlan } from '../api/smart-api';
import classes from './Smart.module.css';
import { usePlanName } from './PlanFigures';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { Loading } from '@/components/ui/Loading';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { Modal } from '@mantine/core';

/** The server refused because the damages to charge now differ from the quoted ones. */
export function quoteChanged(error: unknown): boolean {
  return error instanceof ApiError && error.code === 485;
}

type QuoteState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; quote: SmartExitQuote };

/**
 * Ending a plan early: the quote is fetched first (value now, damages, what returns, the time of
 * the price), shown for confirmation, then stopSmart sends the quoted damages. If they changed
 * meanwhile (485) the new quote is fetched and shown, and the user confirms again.
 */
export function ExitDialog({ plan, onClose }: { plan: SmartPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const name = usePlanName(plan);
  const [state, setState] = useState<QuoteState>({ kind: 'loading' });
  const [changed, setChanged] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    smartApi.exitQuote(plan.id, controller.signal).then(
      (quote) => setState({ kind: 'ready', quote }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [plan.id, attempt]);

  const stop = useMoneyAction(
    (quote: SmartExitQuote, key: string) =>
      smartApi.stop({ id: plan.id, damages: quote.damages }, key),
    {
      onSuccess: (envelope, quote) => {
        showToast(
          t('smart.exit.done', {
            amount: format.money(envelope.result?.returned ?? quote.returned, 'USDT'),
          }),
          'success',
        );
        refreshPlans(queryClient, mode);
        onClose();
      },
      onError: (error) => {
        if (!quoteChanged(error)) return;
        setChanged(true);
        stop.reset();
        setAttempt((n) => n + 1);
      },
    },
  );

  if (state.kind !== 'ready')
    return (
      <Modal
        opened
        onClose={onClose}
        title={t('smart.exit.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {state.kind === 'loading' ? (
          <Loading label={t('smart.exit.quoting')} />
        ) : (
          <ErrorState
            headingOrder={3}
            title={t('smart.exit.title')}
            description={errorMessage(state.error)}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </Modal>
    );

  const { quote } = state;
  const money = (value: string) => format.money(value, 'USDT');
  return (
    <ConfirmDialog
      title={t('smart.exit.title')}
      busy={stop.isPending}
      onClose={onClose}
      onConfirm={() => stop.mutate(quote)}
      error={quoteChanged(stop.error) ? null : stop.error}
      confirmLabel={t('smart.exit.confirm')}
      confirmColor="red"
      testId="smart-exit-confirm"
      errorTestId="smart-exit-error"
      confirmTestId="smart-exit-submit"
      warning={
        <>
          {changed && (
            <p className={classes.notice} role="status" data-testid="smart-exit-changed">
              {t('smart.exit.changed')}
            </p>
          )}
          <p className={classes.muted}>{t('smart.exit.warning')}</p>
        </>
      }
    >
      <p className={classes.paragraph}>
        {name} · {t('smart.plans.orderNo', { orderNo: plan.orderNo })}
      </p>
      <Figures
        testId="smart-exit"
        figures={[
          { key: 'value', label: t('smart.exit.value'), value: money(quote.value) },
          {
            key: 'damages',
            label: t('smart.exit.damages'),
            value: money(quote.damages),
            tone: 'down',
          },
          { key: 'returned', label: t('smart.exit.returned'), value: money(quote.returned) },
          {
            key: 'priceAt',
            label: t('smart.exit.priceAt'),
            value: format.date(quote.valueTime, 'time'),
          },
        ]}
      />
    </ConfirmDialog>
  );
}
