import {
  CatalogueCode,
  GenericCode,
  type Withdrawal,
  type WithdrawalBody,
} from '@meridian/contract';
import { checkWithdrawal, formatAmount, freeze, parseAmount } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { users, withdrawals } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import { enabledTwoFactor, requireSecondFactor, secondFactorRequired } from '../auth/two-factor.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { isValidAddress } from './crypto-address.js';
import { withdrawalView } from './deposit-view.js';
import { checkWithdrawalSecret } from './withdrawal-password.js';
import { WITHDRAWAL_ROUTES, withdrawalFees } from './withdrawal-terms.js';

function checkDestination(body: WithdrawalBody): void {
  const route = WITHDRAWAL_ROUTES[body.asset];
  if (body.method === 'bank') {
    if (!route.bank) throw new AppError(CatalogueCode.CHOOSE_WITHDRAWAL_METHOD, 400);
    return;
  }
  if (!route.networks.includes(body.network)) throw badRequest(400, {}, 'network');
  if (!isValidAddress(body.network, body.address))
    throw badRequest(GenericCode.INVALID_ADDRESS, { network: body.network });
}

/**
 * POST withdrawal (real book; the route checks it). Needs verified KYC (10022), the withdrawal
 * password (473 unset, 10093 wrong) and, once two-factor sign-in is on, a code (479 missing, 476
 * wrong). The whole amount is frozen at once, in the same transaction
 * as the row (10092 when the available balance is short); staff approval pays it out.
 */
export async function submitWithdrawal(
  deps: Pick<Deps, 'db' | 'clock' | 'rateLimiter' | 'bus' | 'log'>,
  userId: string,
  body: WithdrawalBody,
  claim?: IdempotencyClaim | null,
): Promise<Withdrawal> {
  // Before the password and code checks: a one-time code must not be spent by a retry.
  const replayed = replayedResult<Withdrawal>(claim);
  if (replayed) return replayed;
  const [user] = await deps.db
    .select({ kycStatus: users.kycStatus, passwordHash: users.withdrawalPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.kycStatus !== 'verified')
    throw new AppError(CatalogueCode.NOT_REAL_NAME_VERIFIED, 403);
  if (!user.passwordHash) throw badRequest(GenericCode.SET_WITHDRAWAL_PASSWORD_FIRST);
  checkDestination(body);
  const { feeBp, minFee } = await withdrawalFees(deps.db, body.asset);
  // The domain's rule, the one the web's withdrawal form shows its figures and refusals with.
  const check = checkWithdrawal(body.asset, parseAmount(body.amount), feeBp, minFee);
  if (!check.ok && check.problem === 'decimals') throw badRequest(400, {}, 'amount');
  if (!check.ok)
    throw badRequest(GenericCode.BELOW_MINIMUM_WITHDRAWAL, {
      asset: body.asset,
      minimum: formatAmount(check.minimum),
    });
  const { cost } = check;
  const twoFactor = await enabledTwoFactor(deps.db, userId);
  // Refused before the password is tried, so a missing code does not spend a password guess.
  if (twoFactor && !body.totpCode?.trim()) throw secondFactorRequired();
  await checkWithdrawalSecret(deps, userId, user.passwordHash, body.password);
  if (twoFactor) await requireSecondFactor(deps, userId, body.totpCode);

  const row = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        userId,
        asset: body.asset,
        method: body.method,
        network: body.method === 'crypto' ? body.network : null,
        address: body.method === 'crypto' ? body.address : null,
        bankHolder: body.method === 'bank' ? body.holder : null,
        bankAccount: body.method === 'bank' ? body.accountNumber : null,
        bankType: body.method === 'bank' ? body.bankType : null,
        amount: formatAmount(cost.amount),
        fee: formatAmount(cost.fee),
        received: formatAmount(cost.received),
      })
      .returning();
    const account = await userAccountId(tx, userId, 'real', body.asset);
    await postEntry(
      tx,
      {
        reason: 'withdrawal_freeze',
        refType: 'withdrawal',
        refId: String(inserted!.id),
        postings: freeze(account, body.asset, cost.amount),
      },
      userId,
    );
    await saveIdempotentResultInTx(tx, claim, withdrawalView(inserted!, 'user'));
    return inserted!;
  });
  return withdrawalView(row, 'user');
}
