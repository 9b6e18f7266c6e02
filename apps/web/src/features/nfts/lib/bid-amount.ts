import { parseAmount } from '@meridian/domain';
import { z } from 'zod';

/** A USDT bid as the server takes it: digits, at most 2 decimals, above zero. */
const PRICE = /^\d{1,12}(\.\d{1,2})?$/;

export type BidAmountMessage = 'nftMarket.bid.invalid' | 'nftMarket.bid.belowMinimum';

/** `amount` ≥ `minimum`, exactly (decimal strings compared as bigint, never as JS numbers). */
export function atLeast(amount: string, minimum: string): boolean {
  return parseAmount(amount) >= parseAmount(minimum);
}

/** The bid form: an amount with at most 2 decimals, at least the minimum next bid. */
export function bidFormSchema(minimum: string) {
  return z.object({
    amount: z
      .string()
      .trim()
      .regex(PRICE, 'nftMarket.bid.invalid' satisfies BidAmountMessage)
      .refine((value) => /[1-9]/.test(value), 'nftMarket.bid.invalid' satisfies BidAmountMessage)
      .refine(
        (value) => !PRICE.test(value) || atLeast(value, minimum),
        'nftMarket.bid.belowMinimum' satisfies BidAmountMessage,
      ),
  });
}
export type BidFormValues = z.infer<ReturnType<typeof bidFormSchema>>;
