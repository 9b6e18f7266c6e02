import { Button, Radio } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { refreshPlans, useUsdtAvailable } from '../api/queries';
import { smartApi, type BuyRequest, type SmartProduct } from '../api/smart-api';
import { damagesOf, investProblem, parseInvestment, type InvestProblem } from '../lib/amount';
import { bpPercent } from '../lib/percent';
import { familyName } from '../lib/rules';
import classes from './Smart.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { Figures } from '@/components/ui/Figures';
import { GuestCta } from '@/components/ui/GuestCta';
import { WalletIcon } from '@/components/ui/icons';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { formatAmount } from '@meridian/domain';
import { useFormat } from '@/lib/format';

const DAY_MS = 86_400_000;

/** Demo book: why a plan cannot be bought there, and the switch to the real account. */
export function SmartRealOnly() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<WalletIcon size={24} />}
      title={t('smart.realOnly.title')}
      description={t('smart.realOnly.detail')}
      headingOrder={3}
      data-testid="smart-real-only"
    >
      <AccountModeSwitch size="sm" />
    </EmptyState>
  );
}

function BuyConfirm({
  product,
  request,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  product: SmartProduct;
  request: BuyRequest;
  busy: boolean;
  error: Error | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  return (
    <ConfirmDialog
      title={t('smart.buy.confirmTitle')}
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      error={error}
      confirmLabel={t('smart.buy.confirm')}
      testId="smart-buy-confirm"
      errorTestId="smart-buy-error"
      confirmTestId="smart-buy-submit"
      warning={
        <p className={classes.notice} data-testid="smart-buy-warning">
          {t('smart.buy.warning')}
        </p>
      }
    >
      <Figures
        testId="smart-buy-confirm"
        figures={[
          {
            key: 'product',
            label: t('smart.buy.product'),
            value: `${product.instrument.name} · ${familyName(product.strategy, t)}`,
            text: true,
          },
          { key: 'amount', label: t('smart.buy.amountInvested'), value: money(request.amount) },
          {
            key: 'cycle',
            label: t('smart.buy.cycle'),
            value: t('smart.days', { count: request.days }),
            text: true,
          },
          {
            key: 'ends',
            label: t('smart.buy.ends'),
            value: format.date(Date.now() + request.days * DAY_MS),
          },
          {
            key: 'atRisk',
            label: t('smart.buy.atRisk'),
            value: t('smart.buy.atRiskValue', { amount: money(request.amount) }),
            text: true,
            tone: 'down',
          },
          {
            key: 'profitShare',
            label: t('smart.buy.profitShare'),
            value: t('smart.buy.profitShareValue', {
              percent: bpPercent(format, product.profitShareBp),
            }),
            text: true,
          },
          {
            key: 'earlyExit',
            label: t('smart.buy.earlyExit'),
            value: t('smart.buy.earlyExitValue', {
              amount: money(damagesOf(request.amount, product.earlyExitDamagesBp)),
              percent: bpPercent(format, product.earlyExitDamagesBp),
            }),
            text: true,
          },
          {
            key: 'book',
            label: t('smart.buy.book'),
            value: t('smart.buy.real'),
            text: true,
          },
        ]}
      />
    </ConfirmDialog>
  );
}

/**
 * The purchase of a plan: the cycle, the amount (in the product's range, the locale's decimal
 * sign), Review → a confirmation spelling out the amount, cycle, what is at risk, the platform's
 * share and the early-exit damages in USDT, then buySmart with one Idempotency-Key per confirmed
 * purchase (reused if the same confirmation is sent again after a network failure). Visitors are
 * asked to log in; the demo book gets the switch to the real account.
 */
export function BuyPanel({
  product,
  days,
  onDays,
}: {
  product: SmartProduct;
  days: number;
  onDays: (days: number) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const available = useUsdtAvailable();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [review, setReview] = useState<BuyRequest | null>(null);

  const buy = useMoneyAction((request: BuyRequest, key: string) => smartApi.buy(request, key), {
    onSuccess: (envelope, request) => {
      showToast(
        envelope.msg && envelope.code !== 200
          ? envelope.msg
          : t('smart.buy.done', {
              amount: format.money(request.amount, 'USDT'),
              days: t('smart.days', { count: request.days }),
            }),
        'success',
      );
      refreshPlans(queryClient, mode);
      setReview(null);
      setAmount('');
      setSubmitted(false);
      const id = envelope.result?.id;
      void navigate(id !== undefined ? `/trading?tab=plans&plan=${id}` : '/trading?tab=plans');
    },
  });

  const problem = investProblem(amount, product.minInvestment, product.maxInvestment, available);
  const shown: InvestProblem | undefined =
    problem && (submitted || problem.kind !== 'required') ? problem : undefined;
  const min = format.money(product.minInvestment, 'USDT');
  const max = format.money(product.maxInvestment, 'USDT');
  let amountError: string | undefined;
  if (shown?.kind === 'required') amountError = t('smart.buy.required');
  else if (shown?.kind === 'invalid') amountError = t('smart.buy.invalid');
  else if (shown?.kind === 'decimals')
    amountError = t('smart.buy.decimals', { decimals: shown.decimals });
  else if (shown?.kind === 'belowMin') amountError = t('smart.buy.belowMin', { min });
  else if (shown?.kind === 'aboveMax') amountError = t('smart.buy.aboveMax', { max });
  else if (shown?.kind === 'overAvailable' && available)
    amountError = t('smart.buy.overAvailable', { amount: format.money(available, 'USDT') });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const value = parseInvestment(amount);
    if (problem || value === undefined) return;
    buy.begin();
    setReview({ product: product.code, days, amount: formatAmount(value) });
  }

  let body;
  if (!loggedIn)
    body = (
      <GuestCta
        detail={t('smart.guest.buy')}
        loginLabel={t('smart.guest.login')}
        testId="smart-buy-guest"
      />
    );
  else if (mode === 'demo') body = <SmartRealOnly />;
  else
    body = (
      <form className={classes.stack} onSubmit={submit} noValidate data-testid="smart-buy-form">
        {product.timeframes.length > 0 && (
          <Radio.Group
            label={t('smart.buy.timeframe')}
            value={String(days)}
            onChange={(value) => onDays(Number(value))}
            data-testid="smart-buy-days"
          >
            <div className={classes.choices}>
              {product.timeframes.map((d) => (
                <Radio.Card
                  key={d}
                  value={String(d)}
                  className={classes.choice}
                  data-testid={`smart-buy-days-${d}`}
                >
                  {t('smart.days', { count: d })}
                </Radio.Card>
              ))}
            </div>
          </Radio.Group>
        )}
        <DecimalInput
          label={t('smart.buy.amount')}
          description={t('smart.buy.amountHint', { min, max })}
          value={amount}
          onChange={setAmount}
          error={amountError}
          data-testid="smart-buy-amount"
        />
        <p className={classes.muted} data-testid="smart-buy-available">
          {available !== undefined
            ? t('smart.buy.available', { amount: format.money(available, 'USDT') })
            : '\u00a0'}
        </p>
        <Button type="submit" data-testid="smart-buy-review">
          {t('smart.buy.review')}
        </Button>
      </form>
    );

  return (
    <section className={classes.card} aria-labelledby="smart-buy-title" data-testid="smart-buy">
      <h2 id="smart-buy-title" className={classes.cardTitle}>
        {t('smart.buy.heading')}
      </h2>
      {body}
      {review && (
        <BuyConfirm
          product={product}
          request={review}
          busy={buy.isPending}
          error={buy.error}
          onClose={() => setReview(null)}
          onConfirm={() => buy.mutate(review)}
        />
      )}
    </section>
  );
}
