import { documentTypeSchema } from '@meridian/contract';
import { z } from 'zod';

/**
 * The KYC form's text fields, mirroring the server's identificationBody (packages/contract
 * funds.ts); images and the signature are checked apart. Issue messages are i18n keys.
 */

export const KYC_LIMITS = {
  firstName: 64,
  lastName: 64,
  country: 64,
  address: 200,
  phone: 32,
  documentNumber: 64,
} as const;

export type KycMessage =
  | 'funds.kyc.errors.required'
  | 'funds.kyc.errors.tooLong'
  | 'funds.kyc.errors.choose'
  | 'funds.kyc.errors.birthDate'
  | 'funds.kyc.errors.birthDateFuture'
  | 'funds.kyc.errors.phone';

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'funds.kyc.errors.required' satisfies KycMessage)
    .max(max, 'funds.kyc.errors.tooLong' satisfies KycMessage);

/** Today as YYYY-MM-DD in the user's time zone. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isRealDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

export const kycSchema = z.object({
  firstName: text(KYC_LIMITS.firstName),
  lastName: text(KYC_LIMITS.lastName),
  sex: z.enum(['male', 'female'], { error: 'funds.kyc.errors.choose' satisfies KycMessage }),
  birthDate: z
    .string()
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), {
      error: 'funds.kyc.errors.birthDate' satisfies KycMessage,
    })
    .refine((value) => value <= today(), {
      error: 'funds.kyc.errors.birthDateFuture' satisfies KycMessage,
    }),
  country: text(KYC_LIMITS.country),
  address: text(KYC_LIMITS.address),
  phone: z
    .string()
    .trim()
    .min(1, 'funds.kyc.errors.required' satisfies KycMessage)
    .regex(/^\+?[0-9 ()-]{4,32}$/, 'funds.kyc.errors.phone' satisfies KycMessage),
  documentType: z.enum(documentTypeSchema.options, {
    error: 'funds.kyc.errors.choose' satisfies KycMessage,
  }),
  documentNumber: text(KYC_LIMITS.documentNumber),
});

export type KycFormInput = z.input<typeof kycSchema>;
export type KycFormValues = z.output<typeof kycSchema>;
export type KycField = keyof KycFormInput;
