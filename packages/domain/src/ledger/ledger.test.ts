import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, type Amount } from '../money/amount.js';
import { ASSETS, type Asset } from '../money/assets.js';
import { freeze, transfer, unfreeze } from './postings.js';
import { applyEntry, assertBalanced, LedgerRuleError } from './rules.js';
import type { AccountBalance, Book, EntryDraft, Posting } from './types.js';
import { findLedgerViolations, type LedgerSnapshot } from './verify.js';

/** A tiny in-memory ledger: the same rules the database enforces, kept as a reference model. */
class ModelLedger {
  readonly accounts = new Map<number, AccountBalance>();
  readonly journal: { entryId: number; postings: readonly Posting[] }[] = [];

  open(book: Book, asset: Asset, allowNegative: boolean): number {
    const accountId = this.accounts.size + 1;
    this.accounts.set(accountId, {
      accountId,
      book,
      asset,
      available: 0n,
      frozen: 0n,
      allowNegative,
    });
    return accountId;
  }

  post(entry: EntryDraft): boolean {
    try {
      const next = applyEntry(this.accounts, entry);
      for (const [id, balance] of next) this.accounts.set(id, balance);
      this.journal.push({ entryId: this.journal.length + 1, postings: entry.postings });
      return true;
    } catch (error) {
      if (error instanceof LedgerRuleError) return false;
      throw error;
    }
  }

  snapshot(): LedgerSnapshot {
    const sums = new Map<string, Amount>();
    const entrySums: LedgerSnapshot['entrySums'][number][] = [];
    for (const { entryId, postings } of this.journal) {
      const perAsset = new Map<Asset, Amount>();
      const books = new Set<Book>();
      for (const p of postings) {
        const key = `${p.accountId}:${p.bucket}`;
        sums.set(key, (sums.get(key) ?? 0n) + p.amount);
        perAsset.set(p.asset, (perAsset.get(p.asset) ?? 0n) + p.amount);
        books.add(this.accounts.get(p.accountId)!.book);
      }
      for (const [asset, sum] of perAsset)
        entrySums.push({ entryId, asset, sum, books: books.size });
    }
    return {
      accounts: [...this.accounts.values()],
      postingSums: [...sums].map(([key, sum]) => {
        const [id, bucket] = key.split(':');
        return { accountId: Number(id), bucket: bucket as 'available' | 'frozen', sum };
      }),
      entrySums,
    };
  }
}

const usdt = (text: string) => parseAmount(text);

describe('ledger rules', () => {
  it('refuses unbalanced, empty and zero entries', () => {
    const base = { reason: 'adjustment_test' as const, refType: 't', refId: '1' };
    expect(() => assertBalanced({ ...base, postings: [] })).toThrow(/postings/);
    expect(() =>
      assertBalanced({
        ...base,
        postings: [{ accountId: 1, bucket: 'available', asset: 'USDT', amount: 5n }],
      }),
    ).toThrow(/sum/);
    expect(() =>
      assertBalanced({
        ...base,
        postings: [
          { accountId: 1, bucket: 'available', asset: 'USDT', amount: 0n },
          { accountId: 2, bucket: 'available', asset: 'USDT', amount: 0n },
        ],
      }),
    ).toThrow(/zero/);
  });

  it('moves money, holds and releases it, and never lets a user go negative', () => {
    const ledger = new ModelLedger();
    const faucet = ledger.open('demo', 'USDT', true);
    const alice = ledger.open('demo', 'USDT', false);
    const bob = ledger.open('demo', 'USDT', false);
    const entry = (postings: Posting[]): EntryDraft => ({
      reason: 'adjustment_test',
      refType: 't',
      refId: 'x',
      postings,
    });

    expect(
      ledger.post(
        entry(transfer({ accountId: faucet }, { accountId: alice }, 'USDT', usdt('100000'))),
      ),
    ).toBe(true);
    expect(ledger.post(entry(freeze(alice, 'USDT', usdt('40000'))))).toBe(true);
    expect(ledger.accounts.get(alice)).toMatchObject({
      available: usdt('60000'),
      frozen: usdt('40000'),
    });
    // Cannot spend held money.
    expect(
      ledger.post(
        entry(
          transfer(
            { accountId: alice },
            { accountId: bob },
            'USDT',
            usdt('60000.000000000000000001'),
          ),
        ),
      ),
    ).toBe(false);
    expect(ledger.post(entry(unfreeze(alice, 'USDT', usdt('40000'))))).toBe(true);
    expect(
      ledger.post(
        entry(transfer({ accountId: alice }, { accountId: bob }, 'USDT', usdt('100000'))),
      ),
    ).toBe(true);
    expect(formatAmount(ledger.accounts.get(alice)!.available)).toBe('0');
    expect(ledger.post(entry(transfer({ accountId: alice }, { accountId: bob }, 'USDT', 1n)))).toBe(
      false,
    );
    expect(findLedgerViolations(ledger.snapshot())).toEqual([]);
  });

  it('keeps demo money out of the real book and assets in their own accounts', () => {
    const ledger = new ModelLedger();
    const demo = ledger.open('demo', 'USDT', true);
    const real = ledger.open('real', 'USDT', false);
    const btc = ledger.open('demo', 'BTC', false);
    expect(() =>
      applyEntry(ledger.accounts, {
        reason: 'adjustment_test',
        refType: 't',
        refId: '1',
        postings: transfer({ accountId: demo }, { accountId: real }, 'USDT', 1n),
      }),
    ).toThrow(expect.objectContaining({ kind: 'cross-book' }));
    expect(() =>
      applyEntry(ledger.accounts, {
        reason: 'adjustment_test',
        refType: 't',
        refId: '1',
        postings: transfer({ accountId: demo }, { accountId: btc }, 'USDT', 1n),
      }),
    ).toThrow(expect.objectContaining({ kind: 'asset-mismatch' }));
  });

  it('verification catches a corrupted cache, a negative user balance and an unbalanced entry', () => {
    const ledger = new ModelLedger();
    const faucet = ledger.open('demo', 'USDT', true);
    const alice = ledger.open('demo', 'USDT', false);
    ledger.post({
      reason: 'demo_grant',
      refType: 'u',
      refId: '1',
      postings: transfer({ accountId: faucet }, { accountId: alice }, 'USDT', 10n),
    });
    const snapshot = ledger.snapshot();
    const corrupted: LedgerSnapshot = {
      ...snapshot,
      accounts: snapshot.accounts.map((a) =>
        a.accountId === alice ? { ...a, available: -1n } : a,
      ),
      entrySums: [...snapshot.entrySums, { entryId: 99, asset: 'USDT', sum: 5n, books: 2 }],
    };
    const kinds = findLedgerViolations(corrupted).map((v) => v.invariant);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'L1 entry balanced',
        'L2 no negative balance',
        'L3 cached balance equals journal',
        'L4 one book per entry',
        'L5 book sums to zero',
      ]),
    );
  });
});

describe('ledger invariants over random operation sequences (property)', () => {
  type Op =
    | { kind: 'transfer'; from: number; to: number; asset: number; amount: bigint }
    | { kind: 'freeze' | 'unfreeze'; account: number; asset: number; amount: bigint };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      kind: fc.constant('transfer' as const),
      from: fc.nat(5),
      to: fc.nat(5),
      asset: fc.nat(ASSETS.length - 1),
      amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    }),
    fc.record({
      kind: fc.constantFrom('freeze' as const, 'unfreeze' as const),
      account: fc.nat(5),
      asset: fc.nat(ASSETS.length - 1),
      amount: fc.bigInt({ min: 1n, max: 10n ** 24n }),
    }),
  );

  it('L1–L5 after every step: entries balance, no user account is negative, caches equal the journal, books sum to zero', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 120 }), (ops) => {
        const ledger = new ModelLedger();
        // Per book and asset: index 0 is a faucet that may go negative, 1..5 are users.
        const ids = new Map<string, number>();
        for (const book of ['demo', 'real'] as const) {
          for (const asset of ASSETS) {
            for (let i = 0; i <= 5; i += 1)
              ids.set(`${book}:${asset}:${i}`, ledger.open(book, asset, i === 0));
          }
        }
        let accepted = 0;
        for (const [index, o] of ops.entries()) {
          const book = index % 2 === 0 ? 'demo' : 'real';
          const asset = ASSETS[o.asset]!;
          const id = (n: number) => ids.get(`${book}:${asset}:${n}`)!;
          let postings: Posting[];
          if (o.kind === 'transfer') {
            if (o.from === o.to) continue;
            postings = transfer(
              { accountId: id(o.from) },
              { accountId: id(o.to) },
              asset,
              o.amount,
            );
          } else {
            postings = (o.kind === 'freeze' ? freeze : unfreeze)(id(o.account), asset, o.amount);
          }
          const before = new Map(ledger.accounts);
          const ok = ledger.post({
            reason: 'adjustment_test',
            refType: 'prop',
            refId: String(index),
            postings,
          });
          if (ok) accepted += 1;
          else expect(ledger.accounts).toEqual(before); // a refused entry changes nothing
          expect(findLedgerViolations(ledger.snapshot())).toEqual([]);
        }
        return accepted >= 0;
      }),
      { numRuns: 200 },
    );
  });
});
