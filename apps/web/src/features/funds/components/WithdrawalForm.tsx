import { CatalogueCode, GenericCode } from '@meridian/contract';
import type { Asset } from '@meridian/domain';
import { Alert, Button, NativeSelect, PasswordInput, Radio, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fundsApi, type Network, type WithdrawalBody, type WithdrawalTerm } from '../api/funds-api';
import { refreshWithdrawals, useTwoFactorOn } from '../api/queries';
import {
  checkWithdrawalAmount,
  looksLikeAddress,
  type AmountProblem,
  type WithdrawalCost,
} from '../lib/withdrawal-math';
import classes from './Funds.module.css';
import { TwoFactorCodeField } from './TwoFactorCodeField';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { Figures, type Figure } from '@/components/ui/Figures';
import { ApiError } from '@/lib/api-client';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

type Method = 'crypto' | 'bank';
/** The body without the password (asked for in the confirmation), per method. */
type WithoutPassword<Body> = Body extends unknown ? Omit<Body, 'password'> : never;
type Unsigned = WithoutPassword<WithdrawalBody>;

interface Draft {
  asset: Asset;
  method: Method | undefined;
  network: Network | undefined;
  address: string;
  holder: string;
  accountNumber: string;
  bankType: string;
  amount: string;
}

/** What the confirmation shows and sends (without the password, asked for there). */
interface Review {
  body: Unsigned;
  cost: WithdrawalCost;
  term: WithdrawalTerm;
}

interface Done {
  message: string;
  amount: string;
  asset: Asset;
}

const WRONG_PASSWORD = CatalogueCode.WRONG_WITHDRAWAL_PASSWORD;
/** A wrong or already used two-factor code. */
const WRONG_CODE = GenericCode.WRONG_TWO_FACTOR_CODE;

function methodsOf(term: WithdrawalTerm): Method[] {
  return [
    ...(term.networks.length > 0 ? ['crypto' as const] : []),
    ...(term.bank ? ['bank' as const] : []),
  ];
}

function firstTerm(terms: readonly WithdrawalTerm[]): WithdrawalTerm {
  return terms.find((term) => term.available !== '0' && methodsOf(term).length > 0) ?? terms[0]!;
}

function draftFor(term: WithdrawalTerm, previous?: Draft): Draft {
  const methods = methodsOf(term);
  const method =
    previous?.method && methods.includes(previous.method) ? previous.method : undefined;
  return {
    asset: term.asset,
    method: method ?? (methods.length === 1 ? methods[0] : undefined),
    network: term.networks.length === 1 ? term.networks[0] : undefined,
    address: '',
    holder: previous?.holder ?? '',
    accountNumber: previous?.accountNumber ?? '',
    bankType: previous?.bankType ?? '',
    amount: '',
  };
}

/**
 * The withdrawal form (PRODUCT §6): currency, method (a crypto address on one of the currency's
 * networks, or a bank account), the details, the amount with the fee and what is received worked
 * out exactly (the server's rule; it has the last word), refused here when it is more than the
 * available balance or leaves nothing after the fee. The confirmation shows the summary and asks
 * for the withdrawal password; `withdrawal` is posted with an Idempotency-Key. A refusal (a wrong
 * password, 10093, included) is shown there and nothing typed is lost.
 */
export function WithdrawalForm({ terms }: { terms: readonly WithdrawalTerm[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftFor(firstTerm(terms)));
  const [attempted, setAttempted] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const twoFactorOn = useTwoFactorOn();
  const [totpCode, setTotpCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The answer is above the form: bring it into view.
  useEffect(() => {
    if (done) doneRef.current?.scrollIntoView({ block: 'nearest' });
  }, [done]);
  const term = terms.find((item) => item.asset === draft.asset) ?? firstTerm(terms);
  const methods = methodsOf(term);

  const withdraw = useMoneyAction(
    (body: WithdrawalBody, key: string) => fundsApi.withdraw(body, key),
    {
      onSuccess: (envelope, body) => {
        setDone({
          message: envelope.msg || t('funds.withdraw.done'),
          amount: body.amount,
          asset: body.asset,
        });
        setReview(null);
        setPassword('');
        setTotpCode('');
        setAttempted(false);
        setDraft((current) => ({ ...current, amount: '' }));
        refreshWithdrawals(queryClient, mode);
      },
    },
  );

  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const checked = checkWithdrawalAmount(draft.amount, term);
  const cost = checked.cost;
  const amountProblem = 'problem' in checked ? checked.problem : undefined;

  const amountMessage = (problem: AmountProblem | undefined): string | undefined => {
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'required':
        return attempted ? t('validation.enterWithdrawAmount') : undefined;
      case 'invalid':
        return attempted ? t('validation.enterCorrectAmount') : undefined;
      case 'decimals':
        return t('funds.withdraw.errors.decimals', {
          decimals: problem.decimals,
          asset: term.asset,
        });
      case 'over':
        return t('funds.withdraw.errors.overAvailable', {
          amount: format.amount(problem.available, term.asset),
          asset: term.asset,
        });
      case 'belowFee':
        return t('funds.withdraw.errors.belowFee', {
          fee: format.quantity(problem.fee),
          asset: term.asset,
        });
    }
  };

  const errors = {
    method: !draft.method ? t('validation.selectWithdrawalMethod') : undefined,
    network:
      draft.method === 'crypto' && !draft.network ? t('funds.withdraw.chooseNetwork') : undefined,
    address:
      draft.method !== 'crypto'
        ? undefined
        : draft.address.trim() === ''
          ? t('validation.enterAddress')
          : draft.network && !looksLikeAddress(draft.network, draft.address)
            ? t('funds.withdraw.errors.address', { network: draft.network })
            : undefined,
    holder:
      draft.method === 'bank' && draft.holder.trim() === ''
        ? t('validation.enterHolderName')
        : undefined,
    accountNumber:
      draft.method !== 'bank'
        ? undefined
        : draft.accountNumber.trim() === ''
          ? t('validation.enterAccountNumber')
          : draft.accountNumber.trim().length < 4
            ? t('funds.withdraw.errors.accountNumber')
            : undefined,
    bankType:
      draft.method === 'bank' && draft.bankType.trim() === ''
        ? t('validation.enterBankType')
        : undefined,
    amount: amountMessage(amountProblem),
  };
  const shown = (key: keyof typeof errors) =>
    key === 'amount' ? errors.amount : attempted ? errors[key] : undefined;

  function onReview(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    const blocked = Object.values(errors).some(Boolean) || amountProblem !== undefined;
    if (blocked || !cost || !draft.method) return;
    const common = { asset: term.asset, amount: draft.amount.trim() };
    const body: Unsigned =
      draft.method === 'crypto'
        ? { method: 'crypto', network: draft.network!, address: draft.address.trim(), ...common }
        : {
            method: 'bank',
            holder: draft.holder.trim(),
            accountNumber: draft.accountNumber.trim(),
            bankType: draft.bankType.trim(),
            ...common,
          };
    setReview({ body, cost, term });
    setPasswordMissing(false);
    withdraw.begin();
  }

  function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!review || withdraw.isPending) return;
    if (password === '') {
      setPasswordMissing(true);
      return;
    }
    setPasswordMissing(false);
    // A code is single use: after a refusal the user types the next one.
    if (twoFactorOn && totpCode.trim() === '') {
      setCodeMissing(true);
      return;
    }
    setCodeMissing(false);
    withdraw.mutate({
      ...review.body,
      password,
      ...(twoFactorOn ? { totpCode: totpCode.trim() } : {}),
    } as WithdrawalBody);
  }

  const percent = format.bpFigure(term.feeBp);
  const figures: Figure[] = [
    {
      key: 'fee',
      label: t('funds.withdraw.fee', { percent, minimum: format.money(term.minFee, term.asset) }),
      value: cost ? format.exactMoney(cost.fee, term.asset) : '—',
    },
    {
      key: 'received',
      label: t('funds.withdraw.received'),
      value: cost && cost.received > 0n ? format.exactMoney(cost.received, term.asset) : '—',
    },
  ];
  const wrongPassword =
    withdraw.error instanceof ApiError && withdraw.error.code === WRONG_PASSWORD;

  return (
    <section
      className={classes.card}
      aria-label={t('funds.withdraw.title')}
      data-testid="withdraw-form"
    >
      {done && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => setDone(null)}
          title={done.message}
          data-testid="withdraw-done"
          ref={doneRef}
        >
          {t('funds.withdraw.doneDetail', {
            amount: format.quantity(done.amount),
            asset: done.asset,
          })}
        </Alert>
      )}
      <form className={classes.form} noValidate onSubmit={onReview}>
        <div className={classes.fields}>
          <NativeSelect
            label={t('funds.withdraw.asset')}
            value={draft.asset}
            onChange={(event) => {
              const next = terms.find((item) => item.asset === event.currentTarget.value);
              if (next) setDraft((current) => draftFor(next, current));
            }}
            data={terms.map((item) => ({ value: item.asset, label: item.asset }))}
            data-testid="withdraw-asset"
          />
          <div>
            <Text size="sm" fw={500}>
              {t('funds.withdraw.available')}
            </Text>
            <Text fw={650} dir="ltr" data-testid="withdraw-available" mt={6}>
              {format.money(term.available, term.asset)}
            </Text>
          </div>
          <Radio.Group
            className={classes.wide}
            label={t('funds.withdraw.method')}
            value={draft.method ?? null}
            onChange={(value) => change({ method: value as Method })}
            error={shown('method')}
          >
            <div className={classes.choices}>
              {methods.map((method) => (
                <Radio key={method} value={method} label={t(`funds.withdraw.${method}`)} />
              ))}
            </div>
          </Radio.Group>
        </div>

        {draft.method === 'crypto' && (
          <div className={classes.fields}>
            <Radio.Group
              className={classes.wide}
              label={t('funds.withdraw.network')}
              value={draft.network ?? null}
              onChange={(value) => change({ network: value as Network })}
              error={shown('network')}
            >
              <div className={classes.choices}>
                {term.networks.map((network) => (
                  <Radio key={network} value={network} label={network} />
                ))}
              </div>
            </Radio.Group>
            <TextInput
              className={classes.wide}
              label={t('funds.withdraw.address')}
              description={
                draft.network
                  ? `${t(`funds.withdraw.addressHint.${draft.network}`)} ${t('funds.withdraw.addressCheck')}`
                  : t('funds.withdraw.addressCheck')
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={draft.address}
              onChange={(event) => change({ address: event.currentTarget.value })}
              maxLength={128}
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              classNames={{ input: classes.mono }}
              error={shown('address')}
              data-testid="withdraw-address"
            />
          </div>
        )}

        {draft.method === 'bank' && (
          <div className={classes.fields}>
            <TextInput
              label={t('funds.withdraw.holder')}
              value={draft.holder}
              onChange={(event) => change({ holder: event.currentTarget.value })}
              maxLength={128}
              autoComplete="name"
              error={shown('holder')}
              data-testid="withdraw-holder"
            />
            <TextInput
              label={t('funds.withdraw.accountNumber')}
              value={draft.accountNumber}
              onChange={(event) => change({ accountNumber: event.currentTarget.value })}
              maxLength={64}
              autoComplete="off"
              dir="ltr"
              error={shown('accountNumber')}
              data-testid="withdraw-account"
            />
            <TextInput
              className={classes.wide}
              label={t('funds.withdraw.bankType')}
              description={t('funds.withdraw.bankTypeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={draft.bankType}
              onChange={(event) => change({ bankType: event.currentTarget.value })}
              maxLength={128}
              error={shown('bankType')}
              data-testid="withdraw-bank"
            />
          </div>
        )}

        <div className={classes.fields}>
          <DecimalInput
            label={t('funds.withdraw.amount', { asset: term.asset })}
            value={draft.amount}
            onChange={(amount) => change({ amount })}
            error={shown('amount')}
            rightSectionWidth={56}
            rightSection={
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => change({ amount: term.available })}
                // The visible word is the name (WCAG 2.5.3 label in name); the rest describes it.
                title={t('funds.withdraw.allLabel')}
              >
                {t('funds.withdraw.all')}
              </Button>
            }
            data-testid="withdraw-amount"
          />
          <Figures
            figures={figures}
            layout="compact"
            testId="withdraw-figure"
            label={t('funds.withdraw.figures')}
          />
        </div>
        <div className={classes.actions}>
          <Button type="submit" data-testid="withdraw-review">
            {t('funds.withdraw.review')}
          </Button>
        </div>
      </form>

      {review && (
        <ConfirmDialog
          title={t('funds.withdraw.confirmTitle')}
          busy={withdraw.isPending}
          onClose={() => {
            if (!withdraw.isPending) setReview(null);
          }}
          onSubmit={onConfirm}
          error={withdraw.error}
          confirmLabel={t('funds.withdraw.confirm')}
          testId="withdraw-confirm"
          errorTestId="withdraw-confirm-error"
          confirmTestId="withdraw-confirm-submit"
        >
          <Text size="sm" c="gray.7">
            {t('funds.withdraw.confirmIntro')}
          </Text>
          <Figures
            layout="compact"
            testId="withdraw-confirm"
            figures={[
              {
                key: 'method',
                label: t('funds.withdraw.summaryMethod'),
                value:
                  review.body.method === 'crypto'
                    ? `${t('funds.withdraw.crypto')} (${review.body.network})`
                    : t('funds.withdraw.bank'),
                text: true,
              },
              {
                key: 'to',
                label: t('funds.withdraw.summaryTo'),
                value:
                  review.body.method === 'crypto' ? (
                    <span className={classes.mono}>{review.body.address}</span>
                  ) : (
                    <bdi>
                      {review.body.holder} ·{' '}
                      {t('funds.withdraw.bankTo', {
                        bank: review.body.bankType,
                        account: review.body.accountNumber,
                      })}
                    </bdi>
                  ),
                text: review.body.method === 'bank',
              },
              {
                key: 'amount',
                label: t('funds.withdraw.summaryAmount'),
                value: format.exactMoney(review.cost.amount, review.term.asset),
              },
              {
                key: 'fee',
                label: t('funds.withdraw.fee', {
                  percent: format.bpFigure(review.term.feeBp),
                  minimum: format.money(review.term.minFee, review.term.asset),
                }),
                value: format.exactMoney(review.cost.fee, review.term.asset),
              },
              {
                key: 'received',
                label: t('funds.withdraw.received'),
                value: format.exactMoney(review.cost.received, review.term.asset),
              },
            ]}
          />
          <PasswordInput
            label={t('funds.withdraw.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
            error={passwordMissing ? t('validation.enterWithdrawalPassword') : undefined}
            aria-invalid={passwordMissing || wrongPassword ? true : undefined}
            disabled={withdraw.isPending}
            visibilityToggleButtonProps={{ 'aria-label': t('funds.password.toggle') }}
            data-testid="withdraw-password"
          />
          <Text size="xs">
            <Link to="/profile/withdrawal-password">{t('funds.withdraw.forgot')}</Link>
          </Text>
          {twoFactorOn && (
            <TwoFactorCodeField
              value={totpCode}
              onChange={setTotpCode}
              missing={codeMissing}
              invalid={withdraw.error instanceof ApiError && withdraw.error.code === WRONG_CODE}
              disabled={withdraw.isPending}
              testId="withdraw-totp"
            />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
