import { z } from 'zod';

/** An exact decimal amount on the wire: a string, never a JSON number. */
export const amountString = z
  .string()
  .regex(/^-?\d{1,20}(\.\d{1,18})?$/, 'an exact decimal string');

/** An exact decimal amount that cannot be negative (a limit the caller sets, a budget). */
export const nonNegativeAmountString = z
  .string()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, 'a non-negative exact decimal string');

export const assetSchema = z.enum(['USDT', 'BTC', 'ETH', 'USD', 'EUR']);
export const bookSchema = z.enum(['demo', 'real']);

export const assetBalanceSchema = z.object({
  asset: assetSchema,
  available: amountString,
  frozen: amountString,
  total: amountString,
});

/**
 * Integers from the outside are bounded by the column they end up in, so a number PostgreSQL
 * cannot hold is a 400 naming the field here, never an out-of-range error (500) in SQL.
 */
export const PG_INT4_MAX = 2_147_483_647;
/** `bigint` columns hold up to 2^63 − 1, but a JS number is exact only up to 2^53 − 1. */
export const PG_INT8_SAFE_MAX = Number.MAX_SAFE_INTEGER;
/** Epoch milliseconds: the largest time a JS Date can represent (year 275760). */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** A positive id of an `integer` column (instruments, contents), in a JSON body. */
export const int4Id = z.number().int().min(1).max(PG_INT4_MAX);
/** A positive id of a `bigint` column (orders, deposits, withdrawals), in a JSON body. */
export const int8Id = z.number().int().min(1).max(PG_INT8_SAFE_MAX);
/** The same ids as path or query parameters (text on the wire). */
export const int4IdParam = z.coerce.number().int().min(1).max(PG_INT4_MAX);
export const int8IdParam = z.coerce.number().int().min(1).max(PG_INT8_SAFE_MAX);

/** A 1-based page number of a list call (the offset stays far inside `bigint`). */
export const pageParam = z.coerce.number().int().min(1).max(PG_INT4_MAX).default(1);
/** Rows per page of a list call. */
export const sizeParam = z.coerce.number().int().min(1).max(100).default(20);
/** An epoch-milliseconds query parameter. */
export const epochMsParam = z.coerce.number().int().min(0).max(EPOCH_MS_MAX);

/**
 * A calendar day, YYYY-MM-DD, that exists (2026-02-30 and 9999-99-99 are refused, not turned into
 * an invalid date further on). `message` names the error's message for the caller.
 */
export const calendarDay = (message = 'a date YYYY-MM-DD') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
    }, message);
