import type { OptionDirection, OptionRules } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { storeOption, tradingApi, type OptionOrderView } from '../api/trading';
import { Figures } from '@/components/ui/Figures';
import { useMoneyAction } from '@/lib/money-action';
import { serverClock } from '../lib/clock';
import { optionWinReturn, stakeValid } from '../lib/order-math';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { OptionCard } from './OptionCard';
import { ReviewSubmit } from './ReviewSubmit';
import { RiskWarning } from './RiskWarning';
import { SideToggle } from './SideToggle';
import classes from './Trading.module.css';
import { tryParse } from '@/lib/decimal';
import { useLivePrice } from '@/lib/live-prices';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';
import { useFormat } from '@/lib/format';
import { TrendDownIcon, TrendUpIcon } from '@/components/ui/icons';

export interface OptionsFormProps {
  code: string;
  options: OptionRules;
  tickSize: string;
  tradingOpen: boolean;
}

interface OptionReview {
  direction: OptionDirection;
  timeframe: number;
  payoutPercent: number;
  stake: string;
  winReturn: bigint;
}

/**
 * Timed up/down options (SPEC §1, PRODUCT §4): direction, a timeframe with its payout, a stake
 * within the timeframe's limits, what a win pays, a confirmation, then the bought option with
 * its countdown and, when it settles, the result.
 */
export function OptionsForm({ code, options, tickSize, tradingOpen }: OptionsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const mid = useLivePrice(code)?.price;
  const first = options.timeframes[0];

  const [direction, setDirection] = useState<OptionDirection>('up');
  const [seconds, setSeconds] = useState(first?.seconds ?? 0);
  const [stake, setStake] = useState(first?.minStake ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [review, setReview] = useState<OptionReview | null>(null);
  const [latest, setLatest] = useState<OptionOrderView | null>(null);
  const latestRef = useRef<HTMLDivElement>(null);

  // The bought option comes into view (in the phone's sheet it is below the form).
  useEffect(() => {
    if (latest) latestRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [latest]);

  const buy = useMoneyAction(
    (body: OptionReview, key: string) =>
      tradingApi.buyOptions(
        {
          code,
          direction: body.direction,
          timeframe: body.timeframe,
          stake: formatAmount(parseAmount(body.stake)),
        },
        key,
      ),
    {
      onSuccess: (envelope) => {
        const option = envelope.result;
        if (option) {
          serverClock.learn(option.createdAt);
          storeOption(queryClient, mode, option);
          setLatest(option);
        }
        setReview(null);
        setSubmitted(false);
        showToast(envelope.msg || t('options.confirm.success'), 'success');
      },
    },
  );

  const timeframe = options.timeframes.find((item) => item.seconds === seconds) ?? first;
  if (!timeframe) return null;
  const valid = stakeValid(timeframe, stake);
  const winReturn = optionWinReturn(stake, timeframe.payoutPercent);
  const stakeError =
    (stake.trim() !== '' || submitted) && !valid
      ? t('options.stakeError', {
          min: format.amount(timeframe.minStake, 'USDT'),
          max: format.amount(timeframe.maxStake, 'USDT'),
        })
      : undefined;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!loggedIn || !tradingOpen || !valid || winReturn === undefined || !timeframe) return;
    setReview({
      direction,
      timeframe: timeframe.seconds,
      payoutPercent: timeframe.payoutPercent,
      stake,
      winReturn,
    });
    buy.begin();
  }

  const directionLabel = (value: OptionDirection) =>
    value === 'up' ? t('options.up') : t('options.down');
  const midValue = tryParse(mid);

  return (
    <>
      <form className={classes.form} onSubmit={onSubmit} noValidate data-testid="options-form">
        <SideToggle
          label={t('options.direction')}
          choices={(['up', 'down'] as const).map((value) => ({
            value,
            side: value === 'up' ? 'long' : 'short',
            label: (
              <>
                {value === 'up' ? <TrendUpIcon size={18} /> : <TrendDownIcon size={18} />}
                {directionLabel(value)}
              </>
            ),
            detail: value === 'up' ? t('options.upHint') : t('options.downHint'),
          }))}
          value={direction}
          onChange={setDirection}
          detail="hint"
          testIdPrefix="direction"
        />

        <fieldset className={classes.timeframes}>
          <legend className={classes.legend}>{t('options.timeframe')}</legend>
          <div className={classes.timeframeGrid}>
            {options.timeframes.map((item) => (
              <label key={item.seconds} className={classes.timeframe}>
                <input
                  type="radio"
                  name={`timeframe-${code}`}
                  value={item.seconds}
                  checked={item.seconds === timeframe.seconds}
                  onChange={() => setSeconds(item.seconds)}
                  data-testid={`timeframe-${item.seconds}`}
                />
                <span className={classes.timeframeText}>
                  <span className={classes.timeframeSeconds}>
                    {t('options.timeframeValue', { seconds: item.seconds })}
                  </span>
                  <span className={classes.timeframePayout}>
                    {t('options.payoutPercent', { percent: item.payoutPercent })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <DecimalInput
          label={t('options.stake')}
          value={stake}
          onChange={setStake}
          description={t('options.stakeHint', {
            min: format.amount(timeframe.minStake, 'USDT'),
            max: format.amount(timeframe.maxStake, 'USDT'),
          })}
          error={stakeError}
          data-testid="option-stake"
        />

        <div className={classes.payout} data-testid="option-payout">
          <Text fw={650} size="sm">
            {t('options.payout', {
              amount: winReturn === undefined ? '—' : format.amount(winReturn, 'USDT'),
            })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('options.payoutDetail', { percent: timeframe.payoutPercent })}
          </Text>
        </div>

        <ReviewSubmit
          tradingOpen={tradingOpen}
          tone={direction}
          disabled={!tradingOpen}
          testId="option-review"
        >
          {t('options.review', { direction: directionLabel(direction) })}
        </ReviewSubmit>

        {latest && (
          <div className={classes.latest} ref={latestRef}>
            <Text size="sm" fw={650}>
              {t('options.card.title')}
            </Text>
            <OptionCard option={latest} tickSize={tickSize} />
          </div>
        )}
      </form>

      {review && (
        <ConfirmDialog
          title={t('options.confirm.title')}
          busy={buy.isPending}
          onClose={() => setReview(null)}
          testId="option-confirm-body"
          onConfirm={() => buy.mutate(review)}
          warning={<RiskWarning kind="options" />}
          error={buy.error}
          errorTestId="option-error"
          confirmLabel={t('options.confirm.submit')}
          confirmColor={review.direction === 'up' ? 'up.8' : 'down.8'}
          confirmTestId="option-confirm-submit"
        >
          <Figures
            testId="option-confirm"
            figures={[
              { key: 'instrument', label: t('options.confirm.instrument'), value: code },
              {
                key: 'direction',
                label: t('options.confirm.direction'),
                value: directionLabel(review.direction),
                tone: review.direction === 'up' ? 'up' : 'down',
                text: true,
              },
              {
                key: 'timeframe',
                label: t('options.confirm.timeframe'),
                value: t('options.timeframeValue', { seconds: review.timeframe }),
              },
              {
                key: 'stake',
                label: t('options.confirm.stake'),
                value: format.money(review.stake, 'USDT'),
              },
              {
                key: 'payout',
                label: t('options.confirm.payout'),
                value: `${format.amount(review.winReturn, 'USDT')} USDT (${t(
                  'options.payoutPercent',
                  {
                    percent: review.payoutPercent,
                  },
                )})`,
              },
              {
                key: 'strike',
                label: t('options.confirm.strike'),
                value:
                  midValue === undefined
                    ? '—'
                    : t('options.confirm.strikeNow', {
                        price: format.step(midValue, tickSize),
                      }),
                text: true,
              },
              {
                key: 'book',
                label: t('options.confirm.book'),
                value: mode === 'demo' ? t('margin.panel.demoBook') : t('margin.panel.realBook'),
                text: true,
              },
            ]}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
