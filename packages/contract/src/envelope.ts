import { z } from 'zod';
import type { ReplyCode } from './error-codes.js';

/** Every HTTP reply body (SPEC §7): success when `code` is 200. */
export interface Envelope<T> {
  code: ReplyCode;
  msg: string;
  result: T | null;
}

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), msg: z.string(), result: result.nullable() });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  result: z.null(),
});
