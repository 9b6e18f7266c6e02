import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { randomToken } from '../../lib/crypto.js';
import { openUserAccounts } from '../ledger/accounts.js';
import { grantDemoFunds } from '../ledger/demo-book.js';
import { createNotification, type NotificationRow } from '../notifications/create-notification.js';
import { getSetting } from '../settings/get-setting.js';
import type { UserRow } from './find-user.js';

export type NewUserValues = Omit<
  typeof users.$inferInsert,
  'id' | 'referralCode' | 'creditPoints' | 'createdAt'
>;

export function newReferralCode(): string {
  return randomToken(9)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .toUpperCase()
    .padEnd(8, 'X');
}

/**
 * Creates a user inside the caller's transaction with everything a new account has: both books
 * opened, the demo book credited (PRODUCT §2) and a welcome notification, which the caller
 * publishes after the commit. Unique-index violations (23505) propagate for the caller to map.
 */
export async function createUser(
  tx: Tx,
  values: NewUserValues,
): Promise<{ user: UserRow; welcome: NotificationRow }> {
  const creditPoints = await getSetting(tx, 'user.initialCreditPoints');
  const [user] = await tx
    .insert(users)
    .values({ ...values, creditPoints, referralCode: newReferralCode() })
    .returning();
  if (!user) throw new Error('user not created');
  await openUserAccounts(tx, user.id);
  const amount = await grantDemoFunds(tx, user.id);
  const welcome = await createNotification(tx, {
    userId: user.id,
    kind: 'welcome',
    params: { amount },
  });
  return { user, welcome };
}
