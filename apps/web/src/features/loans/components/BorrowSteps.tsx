import { Anchor, Button, Checkbox } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { refreshLoans } from '../api/queries';
import { LoanCode, loansApi, refusedWith, type LoanQuote, type LoanRecord } from '../api/loans-api';
import { fractionToPercent, percentPlaces } from '../lib/loan-amount';
import { AgreementViewer } from './AgreementViewer';
import classes from './Loans.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { Loading } from '@/components/ui/Loading';
import { SignaturePad } from '@/components/ui/SignaturePad';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { exportSignature, isSigned, type Strokes } from '@/lib/signature';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';

export type BorrowStep = 'sign' | 'preview' | 'confirm' | 'done';
const STEPS: readonly Exclude<BorrowStep, 'done'>[] = ['sign', 'preview', 'confirm'];

type Preview =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; pdf: Blob; signatureImageId: string };

/** The rate as a percent to its own places ("0.07%"). */
function useRate() {
  const format = useFormat();
  return (fraction: string) => {
    const percent = fractionToPercent(fraction);
    return format.percent(percent, { decimals: percentPlaces(percent) });
  };
}

/**
 * Applying for the loan the user priced: sign on screen, read the agreement as it would be
 * signed (the signature uploaded, the preview PDF rendered by the server), confirm the figures
 * with the risk stated and the agreement acknowledged; the application then waits for review.
 * The amount, the term and the daily rate are those of the quote the user read.
 */
export function BorrowSteps({ quote, onBack }: { quote: LoanQuote; onBack: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rate = useRate();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const [step, setStep] = useState<BorrowStep>('sign');
  const [strokes, setStrokes] = useState<Strokes>([]);
  const [signError, setSignError] = useState<string | undefined>();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The upload of the strokes last uploaded: the same signature is not uploaded twice.
  const uploaded = useRef<{ strokes: Strokes; id: string } | null>(null);
  const [read, setRead] = useState(false);
  const [loan, setLoan] = useState<LoanRecord | null>(null);
  const heading = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => heading.current?.focus(), [step]);

  useEffect(() => {
    if (step !== 'preview') return;
    const controller = new AbortController();
    const canvas = canvasRef.current;
    setPreview({ kind: 'loading' });
    (async () => {
      let signatureImageId = uploaded.current?.strokes === strokes ? uploaded.current.id : null;
      if (!signatureImageId) {
        if (!canvas) throw new Error('no signature pad');
        const png = await exportSignature(canvas, strokes);
        signatureImageId = (await loansApi.uploadSignature(png, controller.signal)).id;
        uploaded.current = { strokes, id: signatureImageId };
      }
      const pdf = await loansApi.preview(
        { amount: quote.amount, days: quote.days, signatureImageId },
        controller.signal,
      );
      if (!controller.signal.aborted) setPreview({ kind: 'ready', pdf, signatureImageId });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setPreview({ kind: 'failed', error });
    });
    return () => controller.abort();
    // The canvas stays mounted (hidden) through the steps; strokes only change on the sign step.
  }, [step, attempt, strokes, quote.amount, quote.days]);

  const apply = useMoneyAction(
    (signatureImageId: string, key: string) =>
      loansApi.apply(
        { amount: quote.amount, days: quote.days, signatureImageId, dailyRate: quote.dailyRate },
        key,
      ),
    {
      onSuccess: (envelope) => {
        setLoan(envelope.result);
        setStep('done');
        refreshLoans(queryClient, mode);
      },
      onError: (error) => {
        if (refusedWith(error, LoanCode.NOT_SIGNED)) {
          uploaded.current = null;
          setSignError(t('loanQuote.sign.again'));
          setStep('sign');
        }
      },
    },
  );

  function toPreview() {
    if (!isSigned(strokes)) {
      setSignError(t('loanQuote.sign.required'));
      return;
    }
    setSignError(undefined);
    setStep('preview');
  }

  function toConfirm() {
    setRead(false);
    apply.begin();
    setStep('confirm');
  }

  const termsChanged = refusedWith(apply.error, LoanCode.TERMS_CHANGED);
  const current = step === 'done' ? null : STEPS.indexOf(step);

  return (
    <section className={classes.flow} aria-labelledby="loan-step-title" data-testid="loan-steps">
      {current !== null && (
        <ol className={classes.steps} aria-label={t('loanQuote.steps.label')}>
          {STEPS.map((name, index) => (
            <li key={name} aria-current={index === current ? 'step' : undefined}>
              {t('loanQuote.steps.number', { n: index + 1 })} {t(`loanQuote.steps.${name}`)}
            </li>
          ))}
        </ol>
      )}
      <p className={classes.muted} data-testid="loan-steps-loan">
        {t('loanQuote.steps.summary', {
          amount: format.isolate(money(quote.amount)),
          days: quote.days,
          repayable: format.isolate(money(quote.repayable)),
        })}
      </p>

      {/* The pad stays mounted after the sign step: its canvas exports the PNG. */}
      <div hidden={step !== 'sign'}>
        <div className={classes.card}>
          <h2
            className={classes.title}
            id={step === 'sign' ? 'loan-step-title' : undefined}
            tabIndex={-1}
            ref={step === 'sign' ? heading : undefined}
          >
            {t('loanQuote.steps.sign')}
          </h2>
          <p className={classes.muted}>{t('loanQuote.sign.detail')}</p>
          <SignaturePad
            texts={{
              label: t('loanQuote.sign.label'),
              signed: t('loanQuote.sign.signed'),
              empty: t('loanQuote.sign.empty'),
              instructions: t('loanQuote.sign.instructions'),
              pad: t('loanQuote.sign.pad'),
              clear: t('loanQuote.sign.clear'),
            }}
            testId="loan-signature"
            strokes={strokes}
            onChange={(next) => {
              setStrokes(next);
              if (isSigned(next)) setSignError(undefined);
            }}
            canvasRef={canvasRef}
            error={signError}
          />
          <div className={classes.actions}>
            <Button variant="default" onClick={onBack} data-testid="loan-steps-back">
              {t('loanQuote.steps.backToQuote')}
            </Button>
            <Button onClick={toPreview} data-testid="loan-sign-next">
              {t('loanQuote.sign.next')}
            </Button>
          </div>
        </div>
      </div>

      {step === 'preview' && (
        <div className={classes.card}>
          <h2 className={classes.title} id="loan-step-title" tabIndex={-1} ref={heading}>
            {t('loanQuote.steps.preview')}
          </h2>
          {preview.kind === 'loading' ? (
            <Loading minHeight={160} label={t('loanQuote.agreement.loading')} />
          ) : preview.kind === 'failed' ? (
            <ErrorState
              headingOrder={3}
              title={t('loanQuote.agreement.failed')}
              description={errorMessage(preview.error)}
              onRetry={() => setAttempt((n) => n + 1)}
            />
          ) : (
            <>
              <p className={classes.muted}>{t('loanQuote.agreement.detail')}</p>
              <AgreementViewer
                pdf={preview.pdf}
                fileName="loan-agreement-preview.pdf"
                testId="loan-preview"
              />
            </>
          )}
          <div className={classes.actions}>
            <Button
              variant="default"
              onClick={() => setStep('sign')}
              data-testid="loan-preview-back"
            >
              {t('loanQuote.agreement.backToSign')}
            </Button>
            <Button
              onClick={toConfirm}
              disabled={preview.kind !== 'ready'}
              data-testid="loan-preview-next"
            >
              {t('loanQuote.agreement.next')}
            </Button>
          </div>
        </div>
      )}

      {step === 'confirm' && preview.kind === 'ready' && (
        <div className={classes.card} data-testid="loan-confirm">
          <h2 className={classes.title} id="loan-step-title" tabIndex={-1} ref={heading}>
            {t('loanQuote.steps.confirm')}
          </h2>
          <Figures
            testId="loan-confirm"
            figures={[
              { key: 'amount', label: t('loanQuote.confirm.amount'), value: money(quote.amount) },
              {
                key: 'days',
                label: t('loanQuote.confirm.term'),
                value: t('loanQuote.form.days', { count: quote.days }),
                text: true,
              },
              {
                key: 'dailyRate',
                label: t('loanQuote.terms.dailyRate'),
                value: rate(quote.dailyRate),
              },
              {
                key: 'apr',
                label: t('loanQuote.box.apr'),
                value: rate(quote.annualPercentageRate),
              },
              {
                key: 'interest',
                label: t('loanQuote.box.financeCharge'),
                value: money(quote.totalInterest),
              },
              {
                key: 'repayable',
                label: t('loanQuote.box.totalOfPayments'),
                value: money(quote.repayable),
              },
            ]}
          />
          <p className={classes.muted}>{t('loanQuote.box.dueDateDetail')}</p>
          <p className={classes.risk} data-testid="loan-confirm-risk">
            {t('loanQuote.confirm.risk', { rate: format.isolate(rate(quote.overdueDailyRate)) })}
          </p>
          <Checkbox
            checked={read}
            onChange={(event) => setRead(event.currentTarget.checked)}
            label={t('loanQuote.confirm.read')}
            data-testid="loan-confirm-read"
          />
          {apply.error && (
            <div className={classes.notice} role="alert" data-testid="loan-apply-error">
              {termsChanged ? t('loanQuote.confirm.termsChanged') : errorMessage(apply.error)}
            </div>
          )}
          <div className={classes.actions}>
            <Button
              variant="default"
              onClick={termsChanged ? onBack : () => setStep('preview')}
              disabled={apply.isPending}
              data-testid="loan-confirm-back"
            >
              {termsChanged ? t('loanQuote.confirm.newQuote') : t('loanQuote.confirm.back')}
            </Button>
            <Button
              onClick={() => apply.mutate(preview.signatureImageId)}
              disabled={!read || termsChanged}
              loading={apply.isPending}
              data-testid="loan-confirm-submit"
            >
              {t('loanQuote.confirm.submit')}
            </Button>
          </div>
        </div>
      )}

      {step === 'done' && loan && (
        <div
          className={`${classes.notice} ${classes.ok}`}
          role="status"
          data-testid="loan-submitted"
        >
          <h2 className={classes.title} id="loan-step-title" tabIndex={-1} ref={heading}>
            {t('loanQuote.done.title')}
          </h2>
          <p style={{ margin: '8px 0' }}>{t('loanQuote.done.detail')}</p>
          <div className={classes.row}>
            <Anchor component={Link} to={`/loan/${loan.id}`} data-testid="loan-submitted-link">
              {t('loanQuote.done.view')}
            </Anchor>
            <Anchor component={Link} to="/loan/records">
              {t('loanQuote.records.link')}
            </Anchor>
          </div>
        </div>
      )}
    </section>
  );
}
