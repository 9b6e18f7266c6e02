import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bidFormSchema, type BidAmountMessage, type BidFormValues } from '../lib/bid-amount';
import classes from './Nfts.module.css';
import { DecimalInput } from '@/components/ui/DecimalInput';
import { useFormat } from '@/lib/format';

/**
 * The amount of a bid: prefilled with the minimum next bid (and following it while the user has
 * not typed, or after `resync` changes: a bid went through, or someone bid first), checked ≥ the
 * minimum with at most 2 decimals; Review opens the confirmation.
 */
export function BidForm({
  minimum,
  resync,
  disabled,
  onReview,
}: {
  minimum: string;
  resync: number;
  disabled: boolean;
  onReview: (amount: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const schema = useMemo(() => bidFormSchema(minimum), [minimum]);
  const form = useForm<BidFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: minimum },
  });
  const [follow, setFollow] = useState(true);
  const [seen, setSeen] = useState(resync);
  if (seen !== resync) {
    setSeen(resync);
    setFollow(true);
  }
  const { setValue, clearErrors } = form;
  useEffect(() => {
    if (!follow) return;
    setValue('amount', minimum);
    clearErrors('amount');
  }, [follow, minimum, setValue, clearErrors]);

  const minimumText = format.money(minimum, 'USDT');
  const message = (key: string | undefined) =>
    key ? t(key as BidAmountMessage, { minimum: minimumText }) : undefined;

  return (
    <form
      className={classes.stack}
      noValidate
      aria-labelledby="nft-bid-title"
      onSubmit={(event) => void form.handleSubmit((values) => onReview(values.amount))(event)}
      data-testid="nft-bid-form"
    >
      <h3 id="nft-bid-title" className={classes.title}>
        {t('nftMarket.bid.title')}
      </h3>
      <Controller
        control={form.control}
        name="amount"
        render={({ field, fieldState }) => (
          <DecimalInput
            label={t('nftMarket.bid.amount')}
            description={t('nftMarket.bid.hint', { minimum: minimumText })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={field.value}
            onChange={(value) => {
              setFollow(false);
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={message(fieldState.error?.message)}
            disabled={disabled}
            data-testid="nft-bid-amount"
          />
        )}
      />
      <Button type="submit" disabled={disabled} data-testid="nft-bid-review">
        {t('nftMarket.bid.review')}
      </Button>
    </form>
  );
}
