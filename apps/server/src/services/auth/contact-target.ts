import { emailSchema } from '@meridian/contract';
import { badRequest } from '../../lib/app-error.js';

export interface ContactInput {
  type: 'email' | 'mobile';
  email?: string | undefined;
  areaCode?: string | undefined;
  phone?: string | undefined;
}

export interface ContactTarget {
  channel: 'email' | 'sms';
  /** Lower-case e-mail, or "+<area> <digits>". */
  value: string;
}

/** Validates and normalises the e-mail or phone a code goes to (10002 for a bad e-mail). */
export function contactTarget(input: ContactInput): ContactTarget {
  if (input.type === 'email') {
    const parsed = emailSchema.safeParse(input.email ?? '');
    if (!parsed.success) throw badRequest(10002);
    return { channel: 'email', value: parsed.data };
  }
  const area = (input.areaCode ?? '').replace(/^\+/, '').trim();
  const phone = (input.phone ?? '').replace(/[\s-]/g, '');
  if (!/^\d{1,4}$/.test(area) || Number(area) < 1 || !/^\d{4,15}$/.test(phone)) {
    throw badRequest(400, {}, 'phone');
  }
  return { channel: 'sms', value: `+${Number(area)} ${phone}` };
}
