import { ActionIcon, Button, NativeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ASSETS } from '@meridian/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_REFRESH_MS, refreshAfterMoneyMoved, useExchangeQuote } from '../api/queries';
import { walletApi, walletKeys, type Asset, type ExchangeQuote } from '../api/wallet-api';
import { amountProblem, canonicalAmount, type AmountProblem } from '../lib/exchange';
import { ExchangeConfirm, type ExchangeReview } from './ExchangeConfirm';
import classes from './Wallet.module.css';
import { BookBadge } from '@/components/ui/BookBadge';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { Figures } from '@/components/ui/Figures';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { SwapIcon } from '@/components/ui/icons';

/** How long typing rests before the quote is asked for the typed amount. */
const TYPING_PAUSE_MS = 300;

/** The server refused because the rate moved below the least the user accepted (HTTP 409). */
function rateMoved(error: Error): boolean {
  return error instanceof ApiError && error.status === 409 && (error.code ?? 409) === 409;
}

function reviewOf(from: Asset, to: Asset, amount: string, quote: ExchangeQuote): ExchangeReview {
  return {
    from,
    to,
    amount,
    toAmount: quote.toAmount ?? '0',
    rate: quote.rate,
    spreadBp: quote.spreadBp,
    priceAt: quote.priceAt,
  };
}

/**
 * Currency exchange in the current book: from, to (and a swap), the amount with Max, and the live
 * quote (rate, spread, time of the price, what the amount buys), refreshed every 3 s. Exchange
 * checks the amount, takes a fresh quote and asks for confirmation; the confirmed exchange is sent
 * with the shown amount as the least to receive and an Idempotency-Key.
 */
export function ExchangeForm() {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const [from, setFrom] = useState<Asset>('USDT');
  const [to, setTo] = useState<Asset>('BTC');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [review, setReview] = useState<ExchangeReview | null>(null);
  const [moved, setMoved] = useState(false);
  const [requoting, setRequoting] = useState(false);

  const [typed] = useDebouncedValue(amount, TYPING_PAUSE_MS);
  const quoteAmount = canonicalAmount(typed);
  const quote = useExchangeQuote(from, to, quoteAmount);
  const same = from === to;
  // Only a quote of this pair; what it buys only once it is of the amount on screen.
  const data = !same && quote.data?.from === from && quote.data.to === to ? quote.data : undefined;
  const settled = typed === amount && !quote.isPlaceholderData;
  const receive = data && settled && quoteAmount ? data.toAmount : null;

  const problem = amountProblem(amount, from, data?.available);
  const shown: AmountProblem | undefined =
    problem && (submitted || problem.kind !== 'required') ? problem : undefined;

  function fetchQuote(value: string, fresh = false) {
    return queryClient.fetchQuery({
      queryKey: walletKeys.quote(mode, from, to, value),
      queryFn: ({ signal }) => walletApi.quote({ from, to, amount: value }, signal),
      staleTime: fresh ? 0 : QUOTE_REFRESH_MS,
    });
  }

  const exchange = useMoneyAction(
    (next: ExchangeReview, key: string) =>
      walletApi.exchange(
        { from: next.from, to: next.to, amount: next.amount, minToAmount: next.toAmount },
        key,
      ),
    {
      onSuccess: (envelope, done) => {
        const result = envelope.result;
        showToast(
          t('wallet.exchange.done', {
            paid: format.money(result?.fromAmount ?? done.amount, done.from),
            received: format.money(result?.toAmount ?? done.toAmount, done.to),
          }),
          'success',
        );
        refreshAfterMoneyMoved(queryClient);
        setReview(null);
        setAmount('');
        setSubmitted(false);
      },
      onError: (error, refused) => {
        if (!rateMoved(error)) return;
        // The rate moved against the user: show the new quote and ask again.
        setRequoting(true);
        queryClient
          .fetchQuery({
            queryKey: walletKeys.quote(mode, refused.from, refused.to, refused.amount),
            queryFn: ({ signal }) =>
              walletApi.quote(
                { from: refused.from, to: refused.to, amount: refused.amount },
                signal,
              ),
            staleTime: 0,
          })
          .then(
            (fresh) => {
              if (fresh.toAmount === null) return;
              setReview(reviewOf(refused.from, refused.to, refused.amount, fresh));
              setMoved(true);
            },
            () => undefined,
          )
          .finally(() => setRequoting(false));
      },
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (same) return;
    const value = canonicalAmount(amount);
    if (amountProblem(amount, from, data?.available) || value === undefined) return;
    setChecking(true);
    try {
      const fresh = await fetchQuote(value);
      if (amountProblem(amount, from, fresh.available)) return;
      if (fresh.toAmount === null) {
        setFormError(t('wallet.exchange.quoteError'));
        return;
      }
      exchange.begin();
      setMoved(false);
      setReview(reviewOf(from, to, value, fresh));
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setChecking(false);
    }
  }

  function swap() {
    setFrom(to);
    setTo(from);
    setFormError(null);
  }

  const assetOptions = ASSETS.map((asset) => ({ value: asset, label: asset }));
  let amountError: string | undefined;
  if (shown?.kind === 'required') amountError = t('wallet.exchange.required');
  else if (shown?.kind === 'invalid') amountError = t('wallet.exchange.invalid');
  else if (shown?.kind === 'decimals')
    amountError = t('wallet.exchange.decimals', { asset: from, decimals: shown.decimals });
  else if (shown?.kind === 'overAvailable' && data)
    amountError = t('wallet.exchange.overAvailable', {
      amount: format.money(data.available, from),
    });

  let receiveText: string;
  if (receive !== null) receiveText = format.money(receive, to);
  else if (!same && quoteAmount && (quote.isFetching || !settled))
    receiveText = t('wallet.exchange.quoteLoading');
  else receiveText = t('wallet.exchange.receiveNone');

  return (
    <section className={classes.card} aria-labelledby="exchange-form-title">
      <div className={classes.cardHead}>
        <h2 id="exchange-form-title" className={classes.cardTitle}>
          {t('wallet.exchange.form')}
        </h2>
        <BookBadge book={mode} testId="exchange-book">
          {t('wallet.book.badge', {
            book: t(mode === 'demo' ? 'wallet.book.demo' : 'wallet.book.real'),
          })}
        </BookBadge>
      </div>
      <form className={classes.stack} onSubmit={(event) => void submit(event)} noValidate>
        <div className={classes.pair}>
          <NativeSelect
            label={t('wallet.exchange.from')}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value as Asset)}
            data={assetOptions}
            data-testid="exchange-from"
          />
          <ActionIcon
            className={classes.swap}
            variant="default"
            size="lg"
            radius="xl"
            aria-label={t('wallet.exchange.swap')}
            onClick={swap}
            data-testid="exchange-swap"
          >
            <SwapIcon size={18} style={{ transform: 'rotate(90deg)' }} />
          </ActionIcon>
          <NativeSelect
            label={t('wallet.exchange.to')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value as Asset)}
            data={assetOptions}
            error={same ? t('wallet.exchange.sameCurrency') : undefined}
            data-testid="exchange-to"
          />
        </div>
        <div>
          <DecimalInput
            label={t('wallet.exchange.amount', { asset: from })}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setFormError(null);
            }}
            error={amountError}
            data-testid="exchange-amount"
          />
          <div className={classes.availableLine}>
            <span className={classes.muted} data-testid="exchange-available">
              {data
                ? t('wallet.exchange.available', {
                    amount: format.money(data.available, from),
                  })
                : '\u00a0'}
            </span>
            <Button
              variant="subtle"
              size="compact-sm"
              disabled={!data}
              // The visible word is the name (WCAG 2.5.3 label in name); the rest describes it.
              title={t('wallet.exchange.maxLabel', { asset: from })}
              onClick={() => data && setAmount(data.available)}
              data-testid="exchange-max"
            >
              {t('wallet.exchange.max')}
            </Button>
          </div>
        </div>
        <div className={classes.receive} aria-live="polite">
          <span className={classes.muted}>{t('wallet.exchange.receive')}</span>
          <span className={classes.receiveValue} dir="ltr" data-testid="exchange-receive">
            {receiveText}
          </span>
        </div>
        {!same && data && (
          <Figures
            layout="compact"
            testId="exchange-quote"
            label={t('wallet.exchange.rate')}
            figures={[
              {
                key: 'rate',
                label: t('wallet.exchange.rate'),
                value: t('wallet.exchange.rateValue', {
                  from,
                  to,
                  rate: format.number(data.rate, { minDecimals: 2 }),
                }),
              },
              {
                key: 'spread',
                label: t('wallet.exchange.spread'),
                value: t('wallet.exchange.spreadValue', {
                  percent: format.bpFigure(data.spreadBp),
                }),
              },
              {
                key: 'priceAt',
                label: t('wallet.exchange.priceAt'),
                value: format.date(data.priceAt, 'time'),
              },
            ]}
          />
        )}
        {!same && !data && quote.isError && (
          <p className={classes.formError} role="alert" data-testid="exchange-quote-error">
            {errorMessage(quote.error)}
          </p>
        )}
        {formError && (
          <p className={classes.formError} role="alert" data-testid="exchange-error">
            {formError}
          </p>
        )}
        <p className={classes.muted}>{t('wallet.exchange.live')}</p>
        <Button type="submit" loading={checking} data-testid="exchange-submit">
          {t('wallet.exchange.submit')}
        </Button>
      </form>
      {review && (
        <ExchangeConfirm
          review={review}
          busy={exchange.isPending || requoting}
          error={exchange.error}
          moved={moved}
          onClose={() => setReview(null)}
          onConfirm={() => exchange.mutate(review)}
        />
      )}
    </section>
  );
}
