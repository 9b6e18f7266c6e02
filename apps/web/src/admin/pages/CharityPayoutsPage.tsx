import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { adminCharityPayoutBody, nftPriceString } from '@meridian/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCharityPayouts,
  useRecordPayout,
  type AdminCharityPayout,
  type AdminCharityPayoutBody,
  type AdminCharityPayoutList,
} from '../api/nfts-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { displayError } from '../lib/errors';
import { useAdminFormat } from '../lib/format';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageFrame } from '@/components/ui/PageFrame';
import { compareDecimal } from '@/lib/decimal';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

export const REFERENCE_MIN = 3;
export const REFERENCE_MAX = 200;

/**
 * The charity account (compliance, admin): what the NFT sales gave the charity in all, what the
 * account holds now and what was paid out of it, all from the ledger; every payout with its
 * journal entry; and the form that records a payout already made (the ledger then moves it out
 * of the charity account), after a confirmation that says so.
 */
export function CharityPayoutsPage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const query = useCharityPayouts();
  return (
    <PageFrame
      title={t('admin.charity.title')}
      description={t('admin.charity.description')}
      width="wide"
    >
      <QueryState query={query} errorTitle={t('admin.charity.failed')}>
        {(data) => (
          <div className={classes.stack}>
            <section
              className={`${classes.card} ${classes.section}`}
              aria-labelledby="charity-account"
            >
              <Title order={2} className={classes.sectionTitle} id="charity-account">
                {t('admin.charity.accountTitle')}
              </Title>
              <Details
                testId="charity-summary"
                rows={[
                  [t('admin.charity.total'), format.exact(data.total, 'USDT'), { mono: true }],
                  [t('admin.charity.held'), format.exact(data.held, 'USDT'), { mono: true }],
                  [t('admin.charity.paidOut'), format.exact(data.paidOut, 'USDT'), { mono: true }],
                ]}
              />
            </section>
            <PayoutForm data={data} />
            <section className={classes.section} aria-labelledby="charity-payouts">
              <Title order={2} className={classes.sectionTitle} id="charity-payouts">
                {t('admin.charity.payoutsTitle')}
              </Title>
              <PayoutTable payouts={data.payouts} busy={query.isFetching} />
            </section>
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}

function PayoutTable({ payouts, busy }: { payouts: AdminCharityPayout[]; busy: boolean }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const app = useFormat();
  return (
    <DataTable
      label={t('admin.charity.payoutsTitle')}
      rows={payouts}
      rowKey={(payout) => payout.id}
      rowTestId={(payout) => `payout-${payout.id}`}
      empty={t('admin.charity.empty')}
      busy={busy}
      testId="charity-payouts"
      columns={[
        {
          label: t('admin.charity.paidOn'),
          cell: (payout) => app.date(calendarDay(payout.paidOn), 'date'),
        },
        {
          label: t('admin.charity.amount'),
          mono: true,
          cell: (p) => format.exact(p.amount, 'USDT'),
        },
        { label: t('admin.charity.reference'), cell: (payout) => payout.reference },
        {
          label: t('admin.charity.recordedBy'),
          cell: (payout) =>
            t('admin.charity.recordedValue', {
              username: payout.recordedBy,
              time: format.dateTime(payout.recordedAt),
            }),
        },
        { label: t('admin.charity.entry'), mono: true, cell: (payout) => `#${payout.entryId}` },
      ]}
    />
  );
}

interface Draft {
  amount: string;
  paidOn: string;
  reference: string;
}
type Rule = 'amount' | 'moreThanHeld' | 'paidOn' | 'future' | 'reference';
type DraftErrors = Partial<Record<keyof Draft, Rule>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today on the staff member's calendar as YYYY-MM-DD (the date field's default and latest day). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A calendar day (YYYY-MM-DD) as a local Date, so no time zone moves it to another day. */
function calendarDay(day: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** The contract's rules (adminCharityPayoutBody) in the back office's words, and "not more than held". */
function check(draft: Draft, held: string): DraftErrors {
  const errors: DraftErrors = {};
  const amount = draft.amount.trim();
  if (!nftPriceString.safeParse(amount).success) errors.amount = 'amount';
  else if (compareDecimal(amount, held) > 0) errors.amount = 'moreThanHeld';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.paidOn)) errors.paidOn = 'paidOn';
  else if (draft.paidOn > today()) errors.paidOn = 'future';
  const reference = draft.reference.trim();
  if (reference.length < REFERENCE_MIN || reference.length > REFERENCE_MAX)
    errors.reference = 'reference';
  return errors;
}

function PayoutForm({ data }: { data: AdminCharityPayoutList }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const app = useFormat();
  const [draft, setDraft] = useState<Draft>(() => ({ amount: '', paidOn: today(), reference: '' }));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirming, setConfirming] = useState<AdminCharityPayoutBody | null>(null);
  const record = useRecordPayout({
    onDone: () => {
      showToast(t('admin.charity.recorded'), 'success');
      setConfirming(null);
      setDraft({ amount: '', paidOn: today(), reference: '' });
    },
  });

  const change = (field: keyof Draft) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft, data.held);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = adminCharityPayoutBody.safeParse({
      amount: draft.amount.trim(),
      paidOn: draft.paidOn,
      reference: draft.reference.trim(),
    });
    if (!body.success) return;
    // A new action: a new Idempotency-Key (a retry of this confirmation keeps it).
    record.begin();
    setConfirming(body.data);
  };

  const error = (field: keyof Draft) => {
    const rule = errors[field];
    return rule
      ? t(`admin.charity.rules.${rule}`, {
          min: REFERENCE_MIN,
          max: REFERENCE_MAX,
          held: format.exact(data.held, 'USDT'),
        })
      : undefined;
  };

  return (
    <section className={`${classes.card} ${classes.form}`} aria-labelledby="charity-record">
      <Title order={2} className={classes.sectionTitle} id="charity-record">
        {t('admin.charity.formTitle')}
      </Title>
      <Text size="sm">{t('admin.charity.formHelp')}</Text>
      <form className={classes.form} noValidate onSubmit={submit} data-testid="payout-form">
        <div className={classes.fieldGrid}>
          <TextInput
            label={t('admin.charity.amount')}
            description={t('admin.charity.amountHelp', { held: format.exact(data.held, 'USDT') })}
            rightSection={<Text size="xs">USDT</Text>}
            rightSectionWidth={52}
            inputMode="decimal"
            dir="ltr"
            required
            value={draft.amount}
            onChange={change('amount')}
            error={error('amount')}
          />
          <TextInput
            type="date"
            label={t('admin.charity.paidOn')}
            description={t('admin.charity.paidOnHelp')}
            dir="ltr"
            required
            max={today()}
            value={draft.paidOn}
            onChange={change('paidOn')}
            error={error('paidOn')}
            data-testid="payout-paidOn"
          />
        </div>
        <TextInput
          label={t('admin.charity.reference')}
          description={t('admin.charity.referenceHelp', { min: REFERENCE_MIN, max: REFERENCE_MAX })}
          dir="ltr"
          required
          maxLength={REFERENCE_MAX}
          value={draft.reference}
          onChange={change('reference')}
          error={error('reference')}
        />
        <Group>
          <Button type="submit" data-testid="payout-submit">
            {t('admin.charity.submit')}
          </Button>
        </Group>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('admin.charity.confirmTitle')}
          busy={record.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => record.mutate(confirming)}
          error={displayError(record.error)}
          confirmLabel={t('admin.charity.confirm')}
          testId="payout-confirm"
          errorTestId="payout-error"
          confirmTestId="payout-confirm-record"
        >
          <Text size="sm" data-testid="payout-confirm-text">
            {t('admin.charity.confirmText', {
              amount: format.exact(confirming.amount, 'USDT'),
              date: app.date(calendarDay(confirming.paidOn), 'date'),
              reference: confirming.reference,
            })}
          </Text>
          <Text size="sm">{t('admin.charity.confirmLedger')}</Text>
        </ConfirmDialog>
      )}
    </section>
  );
}
