import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATIONS, ok, renderNfts, stubNftFetch, text } from './fixtures';
import { settingsStore } from '@/lib/settings-store';

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
});

describe('/nfts/donations', () => {
  it('shows the total from the ledger, what is held and paid out, and every payout', async () => {
    stubNftFetch({
      [DONATIONS]: ok({
        asset: 'USDT',
        total: '12345.67',
        held: '2345.67',
        paidOut: '10000',
        payouts: [
          {
            id: 2,
            amount: '6000',
            paidOn: '2026-11-02',
            reference: 'SEPA-2026-11-0042',
            recordedAt: Date.UTC(2026, 10, 2, 15),
          },
          {
            id: 1,
            amount: '4000',
            paidOn: '2026-10-01',
            reference: '0x9f3c…a1',
            recordedAt: Date.UTC(2026, 9, 1, 15),
          },
        ],
      }),
    });
    await renderNfts('/nfts/donations');
    await screen.findByTestId('nft-payouts');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Donations');
    expect(text('nft-donation-total')).toBe('12,345.67 USDT');
    expect(text('nft-donation-held')).toBe('2,345.67 USDT');
    expect(text('nft-donation-paidOut')).toBe('10,000.00 USDT');
    expect(text('nft-donations-ledger')).toContain('The total is computed from the ledger');
    expect(text('nft-payout-2-date')).toBe('Nov 2, 2026');
    expect(text('nft-payout-2-amount')).toBe('6,000.00 USDT');
    expect(text('nft-payout-2-reference')).toBe('SEPA-2026-11-0042');
    expect(text('nft-payout-1-date')).toBe('Oct 1, 2026');
    expect(text('nft-payout-1-amount')).toBe('4,000.00 USDT');
    expect(screen.getByTestId('nft-nav-market')).toHaveAttribute('href', '/nfts');
  });

  it('no payouts yet: says the donations are held until the next one', async () => {
    stubNftFetch({
      [DONATIONS]: ok({ asset: 'USDT', total: '500', held: '500', paidOut: '0', payouts: [] }),
    });
    await renderNfts('/nfts/donations', 'mobile');
    expect(await screen.findByTestId('nft-payouts-empty')).toHaveTextContent('No payouts yet');
    expect(text('nft-donation-paidOut')).toBe('0.00 USDT');
  });

  it('a failed load offers a retry', async () => {
    stubNftFetch({});
    await renderNfts('/nfts/donations');
    expect(await screen.findByText('The donations could not be loaded.')).toBeInTheDocument();
  });
});
