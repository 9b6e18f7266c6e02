import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transfer } from '../ledger/postings.js';
import { applyEntry, assertBalanced, LedgerRuleError } from '../ledger/rules.js';
import type { AccountBalance, EntryDraft, LedgerReason, Posting } from '../ledger/types.js';
import { parseAmount, type Amount } from '../money/amount.js';
import {
  closePostings,
  fillPostings,
  holdPostings,
  openPostings,
  optionSettlePostings,
  optionStakePostings,
  releasePostings,
  type TradingAccounts,
} from './margin-postings.js';

const a = parseAmount;

/** A small demo book: a faucet, the house (both may go negative), the fee account and a user. */
class Book {
  balances = new Map<number, AccountBalance>();
  readonly ids: TradingAccounts & { faucet: number } = { faucet: 1, house: 2, fee: 3, user: 4 };

  constructor(grant: Amount) {
    const open = (accountId: number, allowNegative: boolean) =>
      this.balances.set(accountId, {
        accountId,
        book: 'demo',
        asset: 'USDT',
        available: 0n,
        frozen: 0n,
        allowNegative,
      });
    open(this.ids.faucet, true);
    open(this.ids.house, true);
    open(this.ids.fee, false);
    open(this.ids.user, false);
    if (grant > 0n)
      this.post(
        'demo_grant',
        transfer({ accountId: this.ids.faucet }, { accountId: this.ids.user }, 'USDT', grant),
      );
  }

  /** Checks L1, applies the entry (L2: throws if a bucket would go negative). */
  post(reason: LedgerReason, postings: Posting[]): void {
    const entry: EntryDraft = { reason, refType: 'test', refId: '1', postings };
    assertBalanced(entry);
    const next = applyEntry(this.balances, entry);
    for (const [id, balance] of next) this.balances.set(id, balance);
  }

  get(id: number): AccountBalance {
    return this.balances.get(id)!;
  }

  total(id: number): Amount {
    const b = this.get(id);
    return b.available + b.frozen;
  }

  sum(): Amount {
    let sum = 0n;
    for (const b of this.balances.values()) sum += b.available + b.frozen;
    return sum;
  }

  /** No bucket of a non-negative account below zero, and everything sums to zero. */
  expectSound(): void {
    for (const b of this.balances.values()) {
      if (!b.allowNegative) {
        expect(b.available).toBeGreaterThanOrEqual(0n);
        expect(b.frozen).toBeGreaterThanOrEqual(0n);
      }
    }
    expect(this.sum()).toBe(0n);
  }
}

const noZeroPostings = (postings: Posting[]) =>
  expect(postings.every((p) => p.amount !== 0n && p.asset === 'USDT')).toBe(true);

describe('margin postings (worked examples)', () => {
  it('open holds the margin and pays the commission to the fee account', () => {
    const book = new Book(a('10000'));
    const { user, fee } = book.ids;
    const postings = openPostings(book.ids, a('3600'), a('54'));
    noZeroPostings(postings);
    book.post('margin_open', postings);
    expect(book.get(user)).toMatchObject({ available: a('6346'), frozen: a('3600') });
    expect(book.get(fee).available).toBe(a('54'));
    book.expectSound();
    // Without a commission there is no zero posting.
    expect(openPostings(book.ids, a('1'), 0n)).toHaveLength(2);
  });

  it('opening more than the user has is refused by the ledger rules', () => {
    const book = new Book(a('3653.99'));
    expect(() => book.post('margin_open', openPostings(book.ids, a('3600'), a('54')))).toThrow(
      expect.objectContaining({ kind: 'insufficient' }),
    );
  });

  it('a pending order holds, releases, or fills (hold released, real margin held)', () => {
    const book = new Book(a('1000'));
    const { user, fee } = book.ids;
    book.post('margin_hold', holdPostings(book.ids, a('400')));
    expect(book.get(user)).toMatchObject({ available: a('600'), frozen: a('400') });
    book.post('margin_release', releasePostings(book.ids, a('400')));
    expect(book.get(user)).toMatchObject({ available: a('1000'), frozen: 0n });
    expect(holdPostings(book.ids, 0n)).toEqual([]);

    book.post('margin_hold', holdPostings(book.ids, a('400')));
    // Filled at a better price: margin 380, commission 1.9; the rest of the hold comes back.
    const postings = fillPostings(book.ids, a('400'), a('380'), a('1.9'));
    noZeroPostings(postings);
    book.post('margin_fill', postings);
    expect(book.get(user)).toMatchObject({ available: a('618.1'), frozen: a('380') });
    expect(book.get(fee).available).toBe(a('1.9'));
    book.expectSound();
  });

  it('close with a profit: margin released, the house pays', () => {
    const book = new Book(a('5000'));
    const { user, house } = book.ids;
    book.post('margin_open', openPostings(book.ids, a('3600'), a('54')));
    const { postings, settled, absorbed } = closePostings(book.ids, a('3600'), a('100'), a('1346'));
    noZeroPostings(postings);
    book.post('margin_close', postings);
    expect(settled).toBe(a('100'));
    expect(absorbed).toBe(0n);
    expect(book.get(user)).toMatchObject({ available: a('5046'), frozen: 0n });
    expect(book.total(house)).toBe(a('-100'));
    book.expectSound();
  });

  it('close with a loss the book can pay: the house receives it all', () => {
    const book = new Book(a('5000'));
    const { user, house } = book.ids;
    book.post('margin_open', openPostings(book.ids, a('3600'), a('54')));
    // Loss 4,000 > margin 3,600 but ≤ 1,346 + 3,600.
    const { postings, settled, absorbed } = closePostings(
      book.ids,
      a('3600'),
      a('-4000'),
      a('1346'),
    );
    book.post('margin_close', postings);
    expect([settled, absorbed]).toEqual([a('-4000'), 0n]);
    expect(book.get(user)).toMatchObject({ available: a('946'), frozen: 0n });
    expect(book.total(house)).toBe(a('4000'));
    book.expectSound();
  });

  it('close with a loss larger than the book: pays what is available, the house absorbs the rest', () => {
    const book = new Book(a('5000'));
    const { user, house } = book.ids;
    book.post('margin_open', openPostings(book.ids, a('3600'), a('54')));
    // Another position's margin stays held and is not touched by this close.
    book.post('margin_open', openPostings(book.ids, a('1000'), a('15')));
    expect(book.get(user)).toMatchObject({ available: a('331'), frozen: a('4600') });
    const { postings, settled, absorbed } = closePostings(
      book.ids,
      a('3600'),
      a('-5000'),
      a('331'),
    );
    book.post('margin_close', postings);
    // Can pay 331 + 3,600 = 3,931; the house absorbs 5,000 − 3,931 = 1,069.
    expect(settled).toBe(a('-3931'));
    expect(absorbed).toBe(a('1069'));
    expect(book.get(user)).toMatchObject({ available: 0n, frozen: a('1000') });
    expect(book.total(house)).toBe(a('3931'));
    book.expectSound();
  });

  it('options: the stake is held; won pays stake × (1 + payout), draw refunds, lost keeps it', () => {
    const book = new Book(a('1000'));
    const { user, house } = book.ids;
    for (const stake of ['100', '100', '100'])
      book.post('option_stake', optionStakePostings(book.ids, a(stake)));
    expect(book.get(user)).toMatchObject({ available: a('700'), frozen: a('300') });
    book.post('option_settle', optionSettlePostings(book.ids, a('100'), a('185')));
    expect(book.get(user)).toMatchObject({ available: a('885'), frozen: a('200') });
    book.post('option_settle', optionSettlePostings(book.ids, a('100'), a('100')));
    expect(book.get(user)).toMatchObject({ available: a('985'), frozen: a('100') });
    book.post('option_settle', optionSettlePostings(book.ids, a('100'), 0n));
    expect(book.get(user)).toMatchObject({ available: a('985'), frozen: 0n });
    expect(book.total(house)).toBe(a('15'));
    book.expectSound();
  });
});

describe('margin postings (properties)', () => {
  const money = (max: bigint) => fc.bigInt({ min: 0n, max });
  const BIG = 10n ** 24n; // 1,000,000 USDT

  it('every posting set is balanced, has no zero posting and applies without going negative', () => {
    fc.assert(
      fc.property(
        money(BIG),
        money(BIG),
        money(BIG),
        money(BIG),
        fc.bigInt({ min: -BIG * 3n, max: BIG }),
        (grant, margin, commission, hold, profit) => {
          const book = new Book(grant + margin + commission + hold + 1n);
          const check = (reason: LedgerReason, postings: Posting[]) => {
            noZeroPostings(postings);
            if (postings.length > 0) book.post(reason, postings);
            book.expectSound();
          };
          check('margin_hold', holdPostings(book.ids, hold));
          check('margin_fill', fillPostings(book.ids, hold, margin, commission));
          const available = book.get(book.ids.user).available;
          check('margin_close', closePostings(book.ids, margin, profit, available).postings);
          expect(book.get(book.ids.user).frozen).toBe(0n);
          const stake = grant / 2n + 1n;
          const { faucet, user } = book.ids;
          check('demo_grant', transfer({ accountId: faucet }, { accountId: user }, 'USDT', stake));
          check('option_stake', optionStakePostings(book.ids, stake));
          check('option_settle', optionSettlePostings(book.ids, stake, (stake * 190n) / 100n));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a closed position’s P&L equals the journal movement: user total change == settled', () => {
    fc.assert(
      fc.property(
        money(BIG), // money the user keeps available
        money(BIG), // margin of another open position (stays frozen)
        fc.bigInt({ min: 1n, max: BIG }), // margin of the position being closed
        money(BIG), // commission paid at opening
        fc.bigInt({ min: -BIG * 4n, max: BIG * 2n }), // profit at close
        (spare, otherMargin, margin, commission, profit) => {
          const book = new Book(spare + otherMargin + margin + commission);
          const { user, house, fee } = book.ids;
          book.post('margin_open', openPostings(book.ids, otherMargin + margin, commission));
          const before = book.get(user);
          const houseBefore = book.total(house);
          const feeBefore = book.total(fee);
          expect(before.available).toBe(spare);

          const close = closePostings(book.ids, margin, profit, before.available);
          if (close.postings.length > 0) book.post('margin_close', close.postings);
          book.expectSound();
          const after = book.get(user);

          // The user's total moved by exactly `settled`, the house by the opposite, the fee not.
          expect(after.available + after.frozen - (before.available + before.frozen)).toBe(
            close.settled,
          );
          expect(book.total(house) - houseBefore).toBe(-close.settled);
          expect(book.total(fee)).toBe(feeBefore);
          // Exactly this position's margin left the frozen bucket.
          expect(before.frozen - after.frozen).toBe(margin);
          // settled = profit + absorbed; the house absorbs only what the book could not pay.
          expect(close.settled).toBe(profit + close.absorbed);
          expect(close.absorbed).toBeGreaterThanOrEqual(0n);
          const canPay = spare + margin;
          if (profit >= 0n || -profit <= canPay) {
            expect(close.absorbed).toBe(0n);
            expect(close.settled).toBe(profit);
          } else {
            expect(close.absorbed).toBe(-profit - canPay);
            expect(after.available).toBe(0n);
            expect(after.frozen).toBe(otherMargin);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('ledger rules refuse a close that claims more available money than there is', () => {
    // closePostings trusts `availableBefore`; a stale, too-high value must still be caught by L2.
    const book = new Book(a('100'));
    book.post('margin_open', openPostings(book.ids, a('50'), 0n));
    const close = closePostings(book.ids, a('50'), a('-500'), a('200'));
    expect(() => book.post('margin_close', close.postings)).toThrow(LedgerRuleError);
  });
});
