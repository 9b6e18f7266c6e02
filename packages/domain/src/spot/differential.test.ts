import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import { EXCHANGE_CORE_MIX, generateSpotStream } from './command-stream.js';
import { NaiveSpotOrderBook } from './naive-order-book.js';
import { SpotOrderBook } from './order-book.js';
import { spotPair } from './pair.js';
import type { SpotCommand, SpotEvent } from './types.js';

// The fast book against the naive reference, exchange-core style: the same seeded commands,
// the same events for every command, the same state hash every 100 commands.

const a = parseAmount;
const BTC = spotPair({
  code: 'BTCUSDT',
  tickSize: a('0.01'),
  lotSize: a('0.0001'),
  quoteUnit: a('0.000001'),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
});

/** A compact, exact text of a command's events (bigints as digits), for a fast comparison. */
const text = (events: SpotEvent[]) =>
  JSON.stringify(events, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${value}n` : value,
  );

function runDifferential(seed: number, commands: number, owners: number, extras: boolean) {
  const stream = generateSpotStream({ pair: BTC, seed, commands, owners, extras });
  const fast = new SpotOrderBook(BTC);
  const naive = new NaiveSpotOrderBook(BTC);
  const seen = new Map<string, number>();
  const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
  let resting = 0;
  const all: SpotCommand[] = [...stream.preload, ...stream.commands];
  for (let step = 0; step < all.length; step += 1) {
    const command = all[step]!;
    const x = fast.execute(command);
    const y = naive.execute(command);
    if (text(x) !== text(y)) {
      // A readable diff, with the place it happened.
      expect({ step, command, events: x }).toEqual({ step, command, events: y });
    }
    for (const event of x) {
      count(event.kind);
      if (event.kind === 'rejected' || event.kind === 'cancelled') count(event.reason);
    }
    count(command.kind);
    if (step % 100 === 0 || step === all.length - 1) {
      const hash = fast.stateHash();
      if (hash !== naive.stateHash()) {
        expect({ step, orders: fast.restingOrders() }).toEqual({
          step,
          orders: naive.restingOrders(),
        });
        expect.fail(`state hashes differ after command ${step} (seed ${seed})`);
      }
      expect(fast.size).toBe(naive.size);
    }
    if (step >= stream.preload.length) resting += fast.size;
  }
  expect(fast.depth('buy', 10)).toEqual(naive.depth('buy', 10));
  expect(fast.depth('sell', 10)).toEqual(naive.depth('sell', 10));
  expect(fast.bestBid()).toBe(naive.bestBid());
  expect(fast.bestAsk()).toBe(naive.bestAsk());
  return { seen, averageResting: resting / commands, commands: stream.commands };
}

describe('SpotOrderBook ≡ NaiveSpotOrderBook', () => {
  it('agree on every event and on the state hash over 100,000 seeded commands (8 owners, every kind of command)', () => {
    const { seen, averageResting, commands } = runDifferential(20_261_121, 100_000, 8, true);
    // The stream keeps about 1,000 orders resting …
    expect(averageResting).toBeGreaterThan(800);
    expect(averageResting).toBeLessThan(1300);
    // … follows exchange-core's mix (the 1% of invalid commands aside) …
    const share = (kind: SpotCommand['kind']) =>
      (commands.filter((c) => c.kind === kind).length / commands.length) * 100;
    expect(share('move')).toBeGreaterThan(EXCHANGE_CORE_MIX.move - 2);
    expect(share('cancel')).toBeGreaterThan(EXCHANGE_CORE_MIX.cancel - 1);
    expect(share('limit') + share('market')).toBeGreaterThan(
      EXCHANGE_CORE_MIX.limit + EXCHANGE_CORE_MIX.immediate - 1,
    );
    // … and exercised every event and every reason, many times.
    const kinds = ['accepted', 'fill', 'rested', 'reduced', 'cancelled', 'done', 'rejected'];
    const reasons = [
      'cancel',
      'unfilled',
      'self_trade',
      'invalid_id',
      'invalid_quantity',
      'invalid_price',
      'invalid_combination',
      'duplicate_id',
      'unknown_order',
      'not_owner',
      'would_cross',
    ];
    for (const key of [...kinds, ...reasons]) expect(seen.get(key) ?? 0, key).toBeGreaterThan(20);
    expect(seen.get('fill')).toBeGreaterThan(3000);
  }, 60_000);

  it('agree on the benchmark’s stream (every order its own owner, plain mix)', () => {
    const { seen } = runDifferential(42, 10_000, 0, false);
    expect(seen.get('self_trade')).toBeUndefined();
    expect(seen.get('fill')).toBeGreaterThan(300);
  }, 60_000);
});
