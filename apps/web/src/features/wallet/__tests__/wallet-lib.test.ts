import { LEDGER_REASONS } from '@meridian/domain';
import { uiEn } from '@meridian/i18n';
import { describe, expect, it } from 'vitest';
import { amountProblem, canonicalAmount } from '../lib/exchange';
import { datesReversed, exportFileName, readFilters, readPage } from '../lib/filters';
import { REASON_GROUPS, refKindOf, refLink } from '../lib/reasons';

describe('statement types', () => {
  it('put every ledger reason in exactly one group, each with a label', () => {
    const grouped = REASON_GROUPS.flatMap((group) => group.reasons);
    expect([...grouped].sort()).toEqual([...LEDGER_REASONS].sort());
    for (const reason of LEDGER_REASONS)
      expect(uiEn.wallet.records.reasons[reason], reason).toBeTruthy();
  });

  it('name the references that mean something to the user', () => {
    expect(refKindOf('deposit')).toBe('deposit');
    expect(refKindOf('spot_order')).toBe('spot');
    expect(refKindOf('margin_order')).toBe('margin');
    expect(refKindOf('loan')).toBe('loan');
    expect(refKindOf('nft')).toBe('nft');
    expect(refKindOf('user')).toBeUndefined();
  });

  it('group the charity NFT market after the loans, with a label for each', () => {
    const groups = REASON_GROUPS.map((entry) => entry.group);
    expect(groups.indexOf('nfts')).toBe(groups.indexOf('loans') + 1);
    expect(REASON_GROUPS.find((entry) => entry.group === 'nfts')?.reasons).toEqual([
      'nft_bid',
      'nft_release',
      'nft_sale',
      'charity_payout',
    ]);
    expect(uiEn.wallet.records.groups.nfts).toBe('Charity NFTs');
    expect(uiEn.wallet.records.refs.nft).toBe('NFT no. {{id}}');
  });

  it('open an NFT reference on its item page and an order on its orders tab', () => {
    expect(refLink('nft', '7')).toBe('/nfts/7');
    expect(refLink('spot', '41')).toBe('/profile/orders?tab=spot');
    expect(refLink('option', '3')).toBe('/profile/orders?tab=options');
    expect(refLink('loan', '2')).toBeUndefined();
    expect(refLink('deposit', '12')).toBeUndefined();
  });
});

describe('exchange amounts', () => {
  it('are sent canonical', () => {
    expect(canonicalAmount('0100.50')).toBe('100.5');
    expect(canonicalAmount('0')).toBeUndefined();
    expect(canonicalAmount('1.')).toBeUndefined();
    expect(canonicalAmount('1e3')).toBeUndefined();
  });

  it('are checked exactly against the available amount and the currency decimals', () => {
    expect(amountProblem('', 'USDT', '10')).toEqual({ kind: 'required' });
    expect(amountProblem('-1', 'USDT', '10')).toEqual({ kind: 'invalid' });
    expect(amountProblem('abc', 'USDT', '10')).toEqual({ kind: 'invalid' });
    expect(amountProblem('0.001', 'EUR', '10')).toEqual({ kind: 'decimals', decimals: 2 });
    // One unit of 10^-18 more than available: refused, without any float rounding.
    expect(amountProblem('1.000000000000000001', 'ETH', '1')).toEqual({ kind: 'overAvailable' });
    expect(amountProblem('1.000000000000000000', 'ETH', '1')).toBeUndefined();
    expect(amountProblem('5', 'BTC', undefined)).toBeUndefined();
  });
});

describe('statement filters in the address', () => {
  it('keep only well-formed values', () => {
    const params = new URLSearchParams('asset=BTC&type=deposit&from=2026-01-01&to=bad&page=3');
    expect(readFilters(params)).toEqual({ asset: 'BTC', reason: 'deposit', from: '2026-01-01' });
    expect(readFilters(new URLSearchParams('asset=DOGE'))).toEqual({});
    expect(readPage(params)).toBe(3);
    expect(readPage(new URLSearchParams('page=-1'))).toBe(1);
  });

  it('know a reversed range and name the export', () => {
    expect(datesReversed({ from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(datesReversed({ from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(exportFileName('demo', {})).toBe('meridian-statement-demo.csv');
    expect(exportFileName('real', { from: '2026-01-01' })).toBe(
      'meridian-statement-real-2026-01-01.csv',
    );
  });
});
