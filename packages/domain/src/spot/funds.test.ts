import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, type Amount } from '../money/amount.js';
import {
  holdMovements,
  netSpotMovements,
  newSpotOrderFunds,
  settleSpotEvents,
  spotAffordableBuyLots,
  spotLimitHold,
  type SpotMovement,
  type SpotOrderFunds,
} from './funds.js';
import { SpotOrderBook } from './order-book.js';
import { spotPair } from './pair.js';
import type { SpotCommand, SpotSide } from './types.js';

const a = parseAmount;
// BTC/USDT as the server trades it: tick 0.01 USDT, lot 0.0001 BTC, USDT's unit 10^-6.
const pair = spotPair({
  code: 'BTCUSDT',
  tickSize: a('0.01'),
  lotSize: a('0.0001'),
  quoteUnit: a('0.000001'),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
});

type Wallet = Record<'base' | 'quote', Record<'available' | 'frozen', Amount>>;

function wallets(owners: string[], base: string, quote: string) {
  const map = new Map<string | null, Wallet>();
  for (const owner of [...owners, null])
    map.set(owner, {
      base: { available: owner === null ? 0n : a(base), frozen: 0n },
      quote: { available: owner === null ? 0n : a(quote), frozen: 0n },
    });
  return map;
}

function apply(map: Map<string | null, Wallet>, movements: readonly SpotMovement[]) {
  for (const m of movements) map.get(m.owner)![m.asset][m.bucket] += m.amount;
}

describe('spot funds', () => {
  it('holds a buy at notional plus the larger fee per lot, a sell at its base', () => {
    // 95,000.00 × 0.0001 = 9.5 USDT per lot; fee 10 bp = 0.0095 → 9.5095 per lot.
    expect(spotLimitHold(pair, 'buy', 9_500_000n, 3n)).toBe(a('28.5285'));
    expect(spotLimitHold(pair, 'sell', 9_500_000n, 3n)).toBe(a('0.0003'));
    expect(spotAffordableBuyLots(pair, 9_500_000n, a('28.5285'))).toBe(3n);
    expect(spotAffordableBuyLots(pair, 9_500_000n, a('28.5284'))).toBe(2n);
  });

  it('settles a taker buy against a resting sell to the unit, releasing the unused hold', () => {
    const book = new SpotOrderBook(pair);
    const orders = new Map<number, SpotOrderFunds>();
    orders.set(1, newSpotOrderFunds(1, 'S', 'sell', a('0.0005')));
    settleSpotEvents(
      pair,
      book.execute({ kind: 'limit', id: 1, owner: 'S', side: 'sell', price: 9_500_000n, lots: 5n }),
      orders,
    );
    // The buyer bids higher (95,100) for 2 lots: it trades at the maker's 95,000.
    const hold = spotLimitHold(pair, 'buy', 9_510_000n, 2n);
    orders.set(2, newSpotOrderFunds(2, 'B', 'buy', hold));
    const moves = netSpotMovements([
      ...holdMovements('B', 'buy', hold),
      ...settleSpotEvents(
        pair,
        book.execute({
          kind: 'limit',
          id: 2,
          owner: 'B',
          side: 'buy',
          price: 9_510_000n,
          lots: 2n,
        }),
        orders,
      ),
    ]);
    // Notional 19 USDT; taker fee 0.019; maker fee 0.0152.
    const byKey = Object.fromEntries(
      moves.map((m) => [`${m.owner ?? 'fee'}.${m.asset}.${m.bucket}`, m.amount]),
    );
    expect(byKey).toEqual({
      'B.quote.available': -a('19.019'),
      'B.base.available': a('0.0002'),
      'S.base.frozen': -a('0.0002'),
      'S.quote.available': a('18.9848'),
      'fee.quote.available': a('0.0342'),
    });
    expect(orders.get(2)).toMatchObject({
      held: 0n,
      done: true,
      turnover: a('19'),
      fee: a('0.019'),
    });
    expect(orders.get(1)).toMatchObject({ held: a('0.0003'), done: false, filledLots: 2n });
  });

  it('charges each side its discounted fee and credits its inviter in the same movements', () => {
    const book = new SpotOrderBook(pair);
    const orders = new Map<number, SpotOrderFunds>();
    // The seller (maker) has 10% off and was invited by I (share 10%); the buyer pays in full.
    orders.set(
      1,
      newSpotOrderFunds(1, 'S', 'sell', a('0.0005'), {
        discountBp: 1_000n,
        inviter: 'I',
        shareBp: 1_000n,
      }),
    );
    settleSpotEvents(
      pair,
      book.execute({ kind: 'limit', id: 1, owner: 'S', side: 'sell', price: 9_500_000n, lots: 5n }),
      orders,
    );
    const hold = spotLimitHold(pair, 'buy', 9_500_000n, 2n);
    orders.set(
      2,
      newSpotOrderFunds(2, 'B', 'buy', hold, { discountBp: 2_500n, inviter: 'I', shareBp: 3_333n }),
    );
    const moves = netSpotMovements([
      ...holdMovements('B', 'buy', hold),
      ...settleSpotEvents(
        pair,
        book.execute({
          kind: 'limit',
          id: 2,
          owner: 'B',
          side: 'buy',
          price: 9_500_000n,
          lots: 2n,
        }),
        orders,
      ),
    ]);
    // Notional 19: the buyer's book fee (taker 10 bp) 0.019 less 25% = 0.01425, of which I earns
    // 33.33% = 0.004749 (rounded down to USDT's unit); the seller's maker fee 0.0152 less 10% =
    // 0.01368, of which I earns 0.001368. The fee account keeps the rest: 0.021813.
    const byKey = Object.fromEntries(
      moves.map((m) => [`${m.owner ?? 'fee'}.${m.asset}.${m.bucket}`, m.amount]),
    );
    expect(byKey).toEqual({
      'B.quote.available': -a('19.01425'),
      'B.base.available': a('0.0002'),
      'S.base.frozen': -a('0.0002'),
      'S.quote.available': a('18.98632'),
      'I.quote.available': a('0.006117'),
      'fee.quote.available': a('0.021813'),
    });
    expect(orders.get(2)).toMatchObject({ fee: a('0.01425'), held: 0n, done: true });
    expect(orders.get(1)).toMatchObject({ fee: a('0.01368') });
  });

  it('S1 (F1): conserves every asset and never overdraws, whatever the commands and fee terms (property)', () => {
    const owners = ['A', 'B', 'C'];
    // Each owner's fee discount and inviter (the inviter 'I' does not trade: its balance is only
    // what it earned).
    const termsArb = fc.record({
      discountBp: fc.constantFrom(0n, 500n, 1_000n, 3_333n, 10_000n),
      invited: fc.boolean(),
      shareBp: fc.constantFrom(0n, 1_000n, 2_500n, 7_777n, 10_000n),
    });
    const step = fc.record({
      kind: fc.constantFrom('limit', 'limit', 'limit', 'market', 'cancel'),
      owner: fc.nat(owners.length - 1),
      side: fc.constantFrom<SpotSide>('buy', 'sell'),
      offset: fc.integer({ min: -5, max: 5 }),
      lots: fc.integer({ min: 1, max: 12 }),
      pick: fc.nat(),
    });
    let totalFills = 0;
    let totalCommission = 0n;
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 150 }),
        fc.array(termsArb, { minLength: 3, maxLength: 3 }),
        (steps, termsOf) => {
          const book = new SpotOrderBook(pair);
          const money = wallets(owners, '0.01', '1000');
          money.set('I', {
            base: { available: 0n, frozen: 0n },
            quote: { available: 0n, frozen: 0n },
          });
          const feeTerms = termsOf.map((t) => ({
            discountBp: t.discountBp,
            inviter: t.invited ? 'I' : null,
            shareBp: t.shareBp,
          }));
          const orders = new Map<number, SpotOrderFunds>();
          const totals = () => {
            let base = 0n;
            let quote = 0n;
            for (const w of money.values()) {
              base += w.base.available + w.base.frozen;
              quote += w.quote.available + w.quote.frozen;
            }
            return { base, quote };
          };
          const start = totals();
          let nextId = 1;
          for (const s of steps) {
            const owner = owners[s.owner]!;
            const wallet = money.get(owner)!;
            let command: SpotCommand;
            let hold = 0n;
            if (s.kind === 'cancel') {
              const live = [...orders.values()].filter((o) => !o.done);
              if (live.length === 0) continue;
              const target = live[s.pick % live.length]!;
              command = { kind: 'cancel', id: target.id, owner: target.owner };
            } else if (s.kind === 'market') {
              const id = nextId++;
              hold = s.side === 'buy' ? wallet.quote.available : BigInt(s.lots) * pair.lotSize;
              if (s.side === 'sell' && hold > wallet.base.available) continue;
              if (hold === 0n) continue;
              command =
                s.side === 'buy'
                  ? {
                      kind: 'market',
                      id,
                      owner,
                      side: 'buy',
                      lots: BigInt(s.lots),
                      quoteBudget: hold,
                    }
                  : { kind: 'market', id, owner, side: 'sell', lots: BigInt(s.lots) };
            } else {
              const id = nextId++;
              const price = 9_500_000n + BigInt(s.offset) * 100n;
              hold = spotLimitHold(pair, s.side, price, BigInt(s.lots));
              const asset = s.side === 'buy' ? 'quote' : 'base';
              if (hold > wallet[asset].available) continue;
              command = { kind: 'limit', id, owner, side: s.side, price, lots: BigInt(s.lots) };
            }
            if (command.kind !== 'cancel') {
              orders.set(
                command.id,
                newSpotOrderFunds(command.id, owner, command.side, hold, feeTerms[s.owner]),
              );
              apply(money, holdMovements(owner, command.side, hold));
            }
            const events = book.execute(command);
            totalFills += events.filter((e) => e.kind === 'fill').length;
            apply(money, settleSpotEvents(pair, events, orders));
            for (const w of money.values())
              for (const asset of ['base', 'quote'] as const)
                for (const bucket of ['available', 'frozen'] as const)
                  expect(w[asset][bucket]).toBeGreaterThanOrEqual(0n);
            expect(totals()).toEqual(start);
            // What is frozen is exactly what the live orders hold.
            for (const owner of owners) {
              const live = [...orders.values()].filter((o) => o.owner === owner && !o.done);
              const held = (side: SpotSide) =>
                live.filter((o) => o.side === side).reduce((sum, o) => sum + o.held, 0n);
              expect(money.get(owner)!.quote.frozen).toBe(held('buy'));
              expect(money.get(owner)!.base.frozen).toBe(held('sell'));
            }
            // Every fee the owners paid is the fee account's or their inviter's, nothing more.
            const paid = [...orders.values()].reduce((sum, o) => sum + o.fee, 0n);
            const earned = money.get('I')!.quote.available;
            expect(money.get(null)!.quote.available + earned).toBe(paid);
            // An inviter earns only from the fees of owners it invited.
            const fromInvitees = [...orders.values()]
              .filter((o) => o.feeTerms.inviter === 'I')
              .reduce((sum, o) => sum + o.fee, 0n);
            expect(earned).toBeLessThanOrEqual(fromInvitees);
            totalCommission += earned;
          }
        },
      ),
      { numRuns: 200 },
    );
    // The property is only worth something if trading happened and commissions were paid.
    expect(totalFills).toBeGreaterThan(100);
    expect(totalCommission).toBeGreaterThan(0n);
  });
});
