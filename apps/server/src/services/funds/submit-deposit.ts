import {
  GenericCode,
  type Deposit,
  type DepositOption,
  type RechargeBody,
} from '@meridian/contract';
import { fitsAssetDecimals, formatAmount, parseAmount } from '@meridian/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { listReviewQuery } from '@meridian/contract';
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
import type { SettingKey } from '../settings/defaults.js';
import { getSetting } from '../settings/get-setting.js';
import { assertOwnUpload } from '../uploads/read-upload.js';
import { depositView } from './deposit-view.js';

/** PRODUCT §6: USDT on TRON and Ethereum, BTC, ETH. */
const DEPOSIT_ROUTES = [
  { asset: 'USDT', network: 'TRC20' },
  { asset: 'USDT', network: 'ERC20' },
  { asset: 'BTC', network: 'BTC' },
  { asset: 'ETH', network: 'ETH' },
] as const;

async function amountSetting(deps: Pick<Deps, 'db'>, key: string): Promise<string> {
  return formatAmount(parseAmount(String(await getSetting(deps.db, key as SettingKey))));
}

/**
 * GET listDepositOptions: each coin and network, the platform's address, and the smallest and
 * largest amount one claim may report.
 */
export async function listDepositOptions(deps: Pick<Deps, 'db'>): Promise<DepositOption[]> {
  return Promise.all(
    DEPOSIT_ROUTES.map(async ({ asset, network }) => ({
      asset,
      network,
      address: String(
        await getSetting(deps.db, `deposit.address.${asset}.${network}` as SettingKey),
      ),
      minimum: await amountSetting(deps, `deposit.minimum.${asset}`),
      maximum: await amountSetting(deps, `deposit.maximum.${asset}`),
    })),
  );
}

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

/** GET listRecharge: the user's deposits, newest first. */
export async function listDeposits(
  deps: Pick<Deps, 'db'>,
  userId: string,
  query: z.infer<typeof listReviewQuery>,
) {
  const where = and(
    eq(deposits.userId, userId),
    query.status ? eq(deposits.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(deposits).where(where),
  ]);
  return { list: rows.map(depositView), total: total?.n ?? 0 };
}
