import { GenericCode, type Deposit, type RechargeBody } from '@meridian/contract';
import { fitsAssetDecimals, formatAmount, parseAmount } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { deposits } from '../../db/schema/index.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { assertOwnUpload } from '../uploads/upload-ownership.js';
import { depositView } from './deposit-view.js';
import { listDepositOptions } from './list-deposit-options.js';

/**
 * POST recharge (real book only; the route checks it): the user's claim of a transfer they made,
 * pending review. No money moves until staff approve it.
 */
export async function submitDeposit(
  deps: Pick<Deps, 'db'>,
  userId: string,
  body: RechargeBody,
  claim?: IdempotencyClaim | null,
): Promise<Deposit> {
  const replayed = replayedResult<Deposit>(claim);
  if (replayed) return replayed;
  const option = (await listDepositOptions(deps)).find(
    (o) => o.asset === body.asset && o.network === body.network,
  );
  if (!option || option.address === '') throw badRequest(400, {}, 'network');
  const amount = parseAmount(body.amount);
  const minimum = parseAmount(option.minimum);
  if (amount < minimum)
    throw badRequest(GenericCode.BELOW_MINIMUM_DEPOSIT, {
      coin: body.asset,
      minimum: option.minimum,
    });
  if (amount > parseAmount(option.maximum))
    throw badRequest(GenericCode.ABOVE_MAXIMUM_DEPOSIT, {
      coin: body.asset,
      maximum: option.maximum,
    });
  if (!fitsAssetDecimals(body.asset, amount)) throw badRequest(400, {}, 'amount');
  const txHash = body.txHash.trim();
  if (txHash.slice(-6).toLowerCase() !== body.last6.toLowerCase())
    throw badRequest(400, {}, 'last6');
  try {
    return await inTransaction(deps.db, async (tx) => {
      await markIdempotentInTx(tx, claim);
      await assertOwnUpload(tx, userId, body.proofImageId, ['deposit_proof']);
      const [row] = await tx
        .insert(deposits)
        .values({
          userId,
          asset: body.asset,
          network: body.network,
          amount: formatAmount(amount),
          address: option.address,
          txHash,
          last6: body.last6.toLowerCase(),
          proofUploadId: body.proofImageId,
        })
        .returning();
      const view = depositView(row!);
      await saveIdempotentResultInTx(tx, claim, view);
      return view;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(GenericCode.DUPLICATE_TRANSACTION);
    throw error;
  }
}
