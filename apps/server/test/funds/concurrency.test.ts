import { parseAmount } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, withdrawals } from '../../src/db/schema/index.js';
import { registerByEmail } from '../helpers/accounts.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { createTradingServer, type TradingServer } from '../helpers/trading.js';
import { balance } from '../spot/helpers.js';
import {
  approvedDeposit,
  configureDepositAddresses,
  depositBody,
  setWithdrawalPassword,
  staffCall,
  userCall,
  verifiedKyc,
} from './helpers.js';

// Real concurrency on PostgreSQL (npm run test:pg); on PGlite the same calls run one at a time
// and must give the same answer.
const $ = parseAmount;
let server: TradingServer;
let staff: SignedInStaff[];

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '50000', ETHUSDT: '2500', EURUSD: '1.08' });
  await configureDepositAddresses(server);
  staff = [
    await signInStaff(server, 'compliance'),
    await signInStaff(server, 'compliance'),
    await signInStaff(server, 'admin'),
  ];
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

const entriesFor = (refType: string, refId: string) =>
  server.deps.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.refType, refType), eq(journalEntries.refId, refId)));

describe('races on one balance and one review item', () => {
  it('M3, S4: 50 concurrent withdrawals of the whole balance: exactly one is accepted', async () => {
    const user = await registerByEmail(server);
    await verifiedKyc(server, user.token, staff[0]!.token);
    const password = await setWithdrawalPassword(server, user.token, user.password);
    await approvedDeposit(server, user.token, staff[0]!.token, 'USDT', '500');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        userCall(server, user.token, 'POST', 'withdrawal', {
          method: 'crypto',
          asset: 'USDT',
          network: 'ERC20',
          address: '0xde709f2102306220921060314715629080e2fb77',
          amount: '500',
          password,
        }),
      ),
    );
    const codes = replies.map((r) => r.code);
    expect(codes.filter((c) => c === 20003)).toHaveLength(1);
    expect(codes.filter((c) => c === 10092)).toHaveLength(49);
    expect(await balance(server, user.userId, 'USDT', 'real')).toEqual({
      available: 0n,
      frozen: $('500'),
    });
    const rows = await server.deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('M1: concurrent approvals of one deposit credit it once', async () => {
    const user = await registerByEmail(server);
    const deposit = await userCall(
      server,
      user.token,
      'POST',
      'recharge',
      await depositBody(server, user.token, 'USDT', '700'),
    );
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        staffCall(
          server,
          staff[i % staff.length]!.token,
          'POST',
          `deposits/${deposit.result.id}/approve`,
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(11);
    expect((await balance(server, user.userId, 'USDT', 'real')).available).toBe($('700'));
    expect(await entriesFor('deposit', String(deposit.result.id))).toHaveLength(1);
  });

  it('M2: an approval racing a rejection of one withdrawal: exactly one decision, one entry', async () => {
    const user = await registerByEmail(server);
    await verifiedKyc(server, user.token, staff[0]!.token);
    const password = await setWithdrawalPassword(server, user.token, user.password);
    await approvedDeposit(server, user.token, staff[0]!.token, 'USDT', '300');
    for (let round = 0; round < 5; round += 1) {
      const w = await userCall(server, user.token, 'POST', 'withdrawal', {
        method: 'crypto',
        asset: 'USDT',
        network: 'TRC20',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        amount: '10',
        password,
      });
      expect(w.code).toBe(20003);
      const [approve, reject] = await Promise.all([
        staffCall(server, staff[0]!.token, 'POST', `withdrawals/${w.result.id}/approve`),
        staffCall(server, staff[1]!.token, 'POST', `withdrawals/${w.result.id}/reject`, {
          reason: 'racing',
        }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const decisions = await entriesFor('withdrawal', String(w.result.id));
      // The freeze, then exactly one of payout or release.
      expect(decisions.map((e) => e.reason).sort()).toEqual(
        approve.status === 200
          ? ['withdrawal_freeze', 'withdrawal_payout']
          : ['withdrawal_freeze', 'withdrawal_release'],
      );
    }
    expect((await balance(server, user.userId, 'USDT', 'real')).frozen).toBe(0n);
  });
});
