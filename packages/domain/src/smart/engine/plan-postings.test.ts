import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount as a } from '../../money/amount.js';
import type { PlanFill } from '../plan-types.js';
import { closeFillPostings, planFillPostings } from './plan-postings.js';

const accounts = { plan: 1, user: 2, house: 3, fee: 4 };
const fill = (side: 'buy' | 'sell', quote: bigint, commission: bigint): PlanFill => ({
  time: 1,
  side,
  referencePrice: a('1'),
  price: a('1'),
  quantity: quote,
  quote,
  commission,
  reason: 'test',
});
const net = (postings: ReturnType<typeof planFillPostings>, accountId: number) =>
  postings.filter((p) => p.accountId === accountId).reduce((s, p) => s + p.amount, 0n);

describe('planFillPostings', () => {
  it('moves each account once by the net of the fills: quote to or from the house, commission to fees', () => {
    const postings = planFillPostings(accounts, [fill('buy', a('100'), a('0.1'))]);
    expect(postings).toEqual([
      { accountId: 1, bucket: 'available', asset: 'USDT', amount: a('-100.1') },
      { accountId: 3, bucket: 'available', asset: 'USDT', amount: a('100') },
      { accountId: 4, bucket: 'available', asset: 'USDT', amount: a('0.1') },
    ]);
  });

  it('balances, and gives the plan what its fills say, for any mix of buys and sells', () => {
    const amount = fc.bigInt({ min: 1n, max: 10n ** 24n });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('buy' as const, 'sell' as const), amount, amount), {
          minLength: 1,
          maxLength: 5,
        }),
        (spec) => {
          const fills = spec.map(([side, quote, commission]) => fill(side, quote, commission));
          const postings = planFillPostings(accounts, fills);
          expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
          expect(postings.every((p) => p.amount !== 0n)).toBe(true);
          expect(new Set(postings.map((p) => p.accountId)).size).toBe(postings.length);
          const sold = fills.filter((f) => f.side === 'sell').reduce((s, f) => s + f.quote, 0n);
          const bought = fills.filter((f) => f.side === 'buy').reduce((s, f) => s + f.quote, 0n);
          const commissions = fills.reduce((s, f) => s + f.commission, 0n);
          expect(net(postings, accounts.plan)).toBe(sold - bought - commissions);
          expect(net(postings, accounts.fee)).toBe(commissions);
          expect(net(postings, accounts.house)).toBe(bought - sold);
        },
      ),
    );
  });
});

describe('closeFillPostings', () => {
  const amount = fc.bigInt({ min: 1n, max: 10n ** 24n });
  const fills = fc.array(
    fc.tuple(fc.constantFrom('buy' as const, 'sell' as const), amount, amount),
    { minLength: 1, maxLength: 4 },
  );

  it("moves every plan's account as its own fill entry would, and the house and fees once by the sum", () => {
    fc.assert(
      fc.property(fc.array(fills, { minLength: 1, maxLength: 30 }), (plansSpec) => {
        const system = { house: 1, fee: 2 };
        const plans = plansSpec.map((spec, i) => ({
          account: 100 + i,
          fills: spec.map(([side, quote, commission]) => fill(side, quote, commission)),
        }));
        const postings = closeFillPostings(system, plans);
        expect(postings.reduce((s, p) => s + p.amount, 0n)).toBe(0n);
        expect(postings.every((p) => p.amount !== 0n)).toBe(true);
        expect(new Set(postings.map((p) => p.accountId)).size).toBe(postings.length);
        let house = 0n;
        let fee = 0n;
        for (const plan of plans) {
          const own = planFillPostings({ plan: plan.account, user: 0, ...system }, plan.fills);
          expect(net(postings, plan.account)).toBe(net(own, plan.account));
          house += net(own, system.house);
          fee += net(own, system.fee);
        }
        expect(net(postings, system.house)).toBe(house);
        expect(net(postings, system.fee)).toBe(fee);
      }),
    );
  });

  it('leaves out a plan whose fills net to nothing', () => {
    const postings = closeFillPostings({ house: 1, fee: 2 }, [
      { account: 10, fills: [fill('buy', a('50'), 0n), fill('sell', a('50'), 0n)] },
      { account: 11, fills: [fill('buy', a('20'), a('0.02'))] },
    ]);
    expect(postings.map((p) => [p.accountId, p.amount])).toEqual([
      [11, a('-20.02')],
      [1, a('20')],
      [2, a('0.02')],
    ]);
  });
});
