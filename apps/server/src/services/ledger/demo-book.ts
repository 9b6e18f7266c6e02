import { ASSETS, parseAmount, transfer, type Posting } from '@meridian/domain';
import type { Tx } from '../../db/client.js';
import { conflict } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { getBalances } from './get-balances.js';
import { systemAccountId, userAccountId } from './accounts.js';
import { postEntry } from './post-entry.js';

/** PRODUCT §2: a new demo book is credited the configured virtual USDT (100,000 by default). */
export async function grantDemoFunds(tx: Tx, userId: string): Promise<string> {
  const amountText = await getSetting(tx, 'demo.grantUsdt');
  const faucet = await systemAccountId(tx, 'demoFaucet', 'demo', 'USDT');
  const account = await userAccountId(tx, userId, 'demo', 'USDT');
  await postEntry(tx, {
    reason: 'demo_grant',
    refType: 'user',
    refId: userId,
    postings: transfer(
      { accountId: faucet },
      { accountId: account },
      'USDT',
      parseAmount(amountText),
    ),
  });
  return amountText;
}

/**
 * Returns every demo asset to the faucet and grants the starting amount again, in one entry per
 * step. Refused while demo funds are held by open orders (they must be closed first).
 */
export async function resetDemoBook(tx: Tx, userId: string): Promise<string> {
  const balances = await getBalances(tx, userId, 'demo');
  if (balances.some((b) => parseAmount(b.frozen) !== 0n)) throw conflict();
  const postings: Posting[] = [];
  for (const asset of ASSETS) {
    const balance = balances.find((b) => b.asset === asset);
    const available = balance ? parseAmount(balance.available) : 0n;
    if (available === 0n) continue;
    const from = await userAccountId(tx, userId, 'demo', asset);
    const faucet = await systemAccountId(tx, 'demoFaucet', 'demo', asset);
    postings.push(...transfer({ accountId: from }, { accountId: faucet }, asset, available));
  }
  if (postings.length > 0)
    await postEntry(tx, { reason: 'demo_reset', refType: 'user', refId: userId, postings });
  return grantDemoFunds(tx, userId);
}
