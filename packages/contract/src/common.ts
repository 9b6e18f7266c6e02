import { z } from 'zod';

/** An exact decimal amount on the wire: a string, never a JSON number. */
export const amountString = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,18})?$/, 'an exact decimal string');

export const assetSchema = z.enum(['USDT', 'BTC', 'ETH', 'USD', 'EUR']);
export const bookSchema = z.enum(['demo', 'real']);

export const assetBalanceSchema = z.object({
  asset: assetSchema,
  available: amountString,
  frozen: amountString,
  total: amountString,
});
