import { Alert, Button, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fundsApi,
  type DepositAsset,
  type DepositOption,
  type Network,
  type RechargeBody,
} from '../api/funds-api';
import { refreshDeposits } from '../api/queries';
import { useImageUpload } from '../hooks/useImageUpload';
import {
  checkDeposit,
  coinDecimals,
  type DepositDraft,
  type DepositProblem,
} from '../lib/deposit-checks';
import { CopyText } from '@/components/ui/CopyText';
import classes from './Funds.module.css';
import { ImagePicker } from './ImagePicker';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { Figures } from '@/components/ui/Figures';
import { QrCode } from '@/components/ui/QrCode';
import { useMoneyAction } from '@/lib/money-action';
import { useAccountMode } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

const EMPTY: DepositDraft = { amount: '', txHash: '', last6: '' };

interface Done {
  message: string;
  amount: string;
  coin: DepositAsset;
}

/**
 * The deposit form (PRODUCT §6): coin, then network; the platform's address for them with its QR
 * code and Copy; the amount (at least the coin's minimum), the transaction hash, its last 6
 * characters typed again, and a proof image. "Review" checks everything and opens the summary;
 * confirming posts `recharge` with an Idempotency-Key (a retry after a timeout is carried out
 * once). The server's answer (20002) is shown, the form is emptied and the list reloaded; a
 * refusal is shown in the summary and nothing typed is lost.
 */
export function DepositForm({ options }: { options: readonly DepositOption[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const mode = useAccountMode();
  const queryClient = useQueryClient();
  const headingId = useId();
  const coins = useMemo(() => [...new Set(options.map((option) => option.asset))], [options]);
  const [coin, setCoin] = useState<DepositAsset>(coins[0]!);
  const networks = options.filter((option) => option.asset === coin).map((o) => o.network);
  const [chosenNetwork, setNetwork] = useState<Network | undefined>(networks[0]);
  const network = chosenNetwork && networks.includes(chosenNetwork) ? chosenNetwork : networks[0];
  const option = options.find((item) => item.asset === coin && item.network === network);
  const [draft, setDraft] = useState<DepositDraft>(EMPTY);
  const proof = useImageUpload('deposit_proof');
  const [attempted, setAttempted] = useState(false);
  const [review, setReview] = useState<RechargeBody | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // The answer is above the form: bring it into view.
  useEffect(() => {
    if (done) doneRef.current?.scrollIntoView({ block: 'nearest' });
  }, [done]);

  const recharge = useMoneyAction(
    (body: RechargeBody, key: string) => fundsApi.recharge(body, key),
    {
      onSuccess: (envelope, body) => {
        setDone({
          message: envelope.msg || t('funds.deposit.done'),
          amount: body.amount,
          coin: body.asset,
        });
        setReview(null);
        setDraft(EMPTY);
        setAttempted(false);
        proof.clear();
        refreshDeposits(queryClient, mode);
      },
    },
  );

  if (!option) return null;
  const open = option.address !== '';
  const problems = checkDeposit(draft, coin, option.minimum);
  const proofProblem =
    proof.state.status === 'done'
      ? undefined
      : proof.state.status === 'uploading'
        ? t('funds.upload.wait')
        : proof.state.status === 'empty'
          ? t('validation.uploadProof')
          : undefined;

  const messages: Record<DepositProblem, string> = {
    required: '',
    invalid: t('validation.enterCorrectAmount'),
    decimals: t('funds.deposit.errors.decimals', { decimals: coinDecimals(coin), coin }),
    minimum: t('validation.minimumDeposit', { coin, amount: format.quantity(option.minimum) }),
    hash: t('funds.deposit.errors.hash'),
    last6: t('funds.deposit.errors.last6'),
    last6Mismatch: t('funds.deposit.errors.last6Mismatch'),
  };
  const shown = (field: keyof DepositDraft) => {
    const problem = attempted ? problems[field] : undefined;
    if (!problem) return undefined;
    if (problem !== 'required') return messages[problem];
    return field === 'amount'
      ? t('validation.enterAmount')
      : field === 'txHash'
        ? messages.hash
        : messages.last6;
  };

  function change(patch: Partial<DepositDraft>) {
    setDraft((current) => ({ ...current, ...patch }));
  }

  function onReview(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (Object.keys(problems).length > 0 || proof.state.status !== 'done' || !option) return;
    setReview({
      asset: coin,
      network: option.network,
      amount: draft.amount.trim(),
      txHash: draft.txHash.trim(),
      last6: draft.last6.trim(),
      proofImageId: proof.state.id,
    });
    recharge.begin();
  }

  return (
    <section
      className={classes.card}
      aria-label={t('funds.deposit.title')}
      data-testid="deposit-form"
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
          data-testid="deposit-done"
          ref={doneRef}
        >
          {t('funds.deposit.doneDetail', { amount: format.quantity(done.amount), coin: done.coin })}
        </Alert>
      )}
      <div className={classes.fields}>
        <div>
          <Text size="sm" fw={500} id={`${headingId}-coin`} mb={4}>
            {t('funds.deposit.coin')}
          </Text>
          <SegmentedControl
            fullWidth
            value={coin}
            onChange={(value) => setCoin(value as DepositAsset)}
            aria-labelledby={`${headingId}-coin`}
            data={coins.map((value) => ({ value, label: value }))}
            data-testid="deposit-coin"
          />
        </div>
        <div>
          <Text size="sm" fw={500} id={`${headingId}-network`} mb={4}>
            {t('funds.deposit.network')}
          </Text>
          <SegmentedControl
            fullWidth
            value={network ?? ''}
            onChange={(value) => setNetwork(value as Network)}
            aria-labelledby={`${headingId}-network`}
            data={networks.map((value) => ({ value, label: value }))}
            data-testid="deposit-network"
          />
        </div>
      </div>

      {!open ? (
        <EmptyState
          headingOrder={3}
          title={t('funds.deposit.closed', { coin, network: option.network })}
          description={t('funds.deposit.closedDetail')}
          data-testid="deposit-closed"
        />
      ) : (
        <>
          <div className={classes.address}>
            <QrCode value={option.address} label={t('funds.deposit.qr')} />
            <div className={classes.addressText}>
              <Text size="sm" fw={600} id={`${headingId}-address`}>
                {t('funds.deposit.address', { coin, network: option.network })}
              </Text>
              <p
                className={classes.addressValue}
                dir="ltr"
                aria-labelledby={`${headingId}-address`}
                data-testid="deposit-address"
              >
                {option.address}
              </p>
              <div className={classes.copyRow}>
                <CopyText
                  value={option.address}
                  label={t('funds.deposit.copy')}
                  copiedLabel={t('funds.deposit.copied')}
                  failedLabel={t('errors.copyFailed')}
                  testId="deposit-copy"
                />
              </div>
              <Text size="xs" c="gray.7">
                {t('funds.deposit.sendOnly', { coin, network: option.network })}
              </Text>
              <Text size="sm" fw={600} data-testid="deposit-minimum">
                {t('funds.deposit.minimum', { amount: format.quantity(option.minimum), coin })}
              </Text>
            </div>
          </div>

          <form className={classes.form} noValidate onSubmit={onReview}>
            <h2 className={classes.sectionTitle}>{t('funds.deposit.details')}</h2>
            <div className={classes.fields}>
              <DecimalInput
                label={t('funds.deposit.amount', { coin })}
                value={draft.amount}
                onChange={(amount) => change({ amount })}
                error={shown('amount')}
                data-testid="deposit-amount"
              />
              <TextInput
                label={t('funds.deposit.last6')}
                description={t('funds.deposit.last6Hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.last6}
                onChange={(event) => change({ last6: event.currentTarget.value })}
                maxLength={6}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                error={shown('last6')}
                data-testid="deposit-last6"
              />
              <TextInput
                className={classes.wide}
                label={t('funds.deposit.txHash')}
                description={t('funds.deposit.txHashHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.txHash}
                onChange={(event) => change({ txHash: event.currentTarget.value })}
                maxLength={130}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                error={shown('txHash')}
                data-testid="deposit-hash"
              />
            </div>
            <div className={classes.photos}>
              <ImagePicker
                label={t('funds.deposit.proof')}
                hint={t('funds.deposit.proofHint')}
                upload={proof}
                error={attempted ? proofProblem : undefined}
                testId="deposit-proof"
              />
            </div>
            <div className={classes.actions}>
              <Button type="submit" data-testid="deposit-review">
                {t('funds.deposit.review')}
              </Button>
            </div>
          </form>
        </>
      )}

      {review && (
        <ConfirmDialog
          title={t('funds.deposit.confirmTitle')}
          busy={recharge.isPending}
          onClose={() => {
            if (!recharge.isPending) setReview(null);
          }}
          onConfirm={() => recharge.mutate(review)}
          error={recharge.error}
          confirmLabel={t('funds.deposit.confirm')}
          testId="deposit-confirm"
          errorTestId="deposit-confirm-error"
          confirmTestId="deposit-confirm-submit"
        >
          <Text size="sm" c="gray.7">
            {t('funds.deposit.confirmIntro')}
          </Text>
          <Figures
            layout="compact"
            testId="deposit-confirm"
            figures={[
              { key: 'coin', label: t('funds.deposit.coin'), value: review.asset },
              { key: 'network', label: t('funds.deposit.network'), value: review.network },
              {
                key: 'address',
                label: t('funds.deposit.address', { coin: review.asset, network: review.network }),
                value: <span className={classes.mono}>{option.address}</span>,
              },
              {
                key: 'amount',
                label: t('funds.deposit.amount', { coin: review.asset }),
                value: format.money(review.amount, review.asset),
              },
              {
                key: 'hash',
                label: t('funds.deposit.txHash'),
                value: <span className={classes.mono}>{review.txHash}</span>,
              },
              { key: 'last6', label: t('funds.deposit.last6'), value: review.last6 },
              {
                key: 'proof',
                label: t('funds.deposit.proof'),
                value:
                  proof.state.status === 'done'
                    ? `${t('funds.deposit.proofAttached')} (${proof.state.file.name})`
                    : t('funds.deposit.proofAttached'),
                text: true,
              },
            ]}
          />
        </ConfirmDialog>
      )}
    </section>
  );
}
