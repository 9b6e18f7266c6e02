import type { MarketItem, PlatformStats } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { compactParts } from '../lib/compact';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, stubFetch } from '@/test/render';

const STATS: PlatformStats = {
  volume24hUsdt: '3812345678.91',
  listedInstruments: 64,
  registeredUsers: 1_234_567,
  lowestTradingFeePercent: '0.05',
  feeUnderThreeTenthsPercent: true,
};

const BTC = {
  id: 1,
  code: 'BTCUSDT',
  type: 'crypto',
  appName: 'Bitcoin',
  logo: '/logos/BTC.svg',
  price: '95000',
  nowPrice: '95000',
  zdf: '0.50',
  hundred: ['94000', '95000'],
  base: 'BTC',
  quote: 'USDT',
  high24h: '95000',
  low24h: '94000',
  volume24h: '10',
  tickSize: '0.01',
  lotSize: '1',
  tradingOpen: true,
  updatedAt: null,
} satisfies MarketItem;

function routes(stats: PlatformStats = STATS) {
  return {
    'GET /health': { body: { status: 'ok' } },
    'GET /swx/customer/index/getPlatformStats': ok(stats),
    'GET /swx/customer/index/listMarketByType': ok([BTC]),
  };
}

beforeEach(() => settingsStore.markOnboardingShown());

describe('home page', () => {
  it('mobile: the marketing blocks with the live platform figures in M and B', async () => {
    stubFetch(routes());
    renderApp('/', 'mobile');
    const stats = await screen.findByTestId('platform-stats');
    await waitFor(() =>
      expect(within(stats).getByTestId('stat-volume').textContent).toBe('3.81 B USDT'),
    );
    expect(within(stats).getByTestId('stat-instruments').textContent).toBe('64');
    expect(within(stats).getByTestId('stat-users').textContent).toBe('1.23 M');
    expect(within(stats).getByText('24h trading volume')).toBeInTheDocument();
    expect(within(stats).getByText('Listed instruments')).toBeInTheDocument();
    expect(within(stats).getByText('Registered users')).toBeInTheDocument();
    // The four blocks are still the page's h3s; the fee block states the server's fee and claim.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lowest fees',
      'Smart trading',
      'Loans without collateral',
      'NFT charity',
    ]);
    expect(screen.getByTestId('home-block-lowFee-body').textContent).toBe(
      'Trading fees from 0.05%, under 0.3%.',
    );
    // Mobile home has no market list.
    expect(screen.queryByTestId('market-list-slot')).toBeNull();
  });

  it('hides the "under 0.3%" claim when the configured fees do not support it', async () => {
    stubFetch(
      routes({ ...STATS, lowestTradingFeePercent: '0.35', feeUnderThreeTenthsPercent: false }),
    );
    renderApp('/', 'mobile');
    await waitFor(() =>
      expect(screen.getByTestId('home-block-lowFee-body').textContent).toBe(
        'Trading fees from 0.35%.',
      ),
    );
    expect(screen.queryByText(/0\.3%/)).toBeNull();
  });

  it('makes no fee claim and shows no figures before the server answers (or when it cannot)', async () => {
    stubFetch({ 'GET /health': { body: { status: 'ok' } } });
    renderApp('/', 'mobile');
    expect(
      await screen.findByText('The live figures are not available right now.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stat-volume').textContent).toBe('—');
    expect(screen.getByTestId('home-block-lowFee-body').textContent).toBe(
      'Every fee is shown before you confirm an order.',
    );
    expect(screen.queryByText(/under 0\.3%/)).toBeNull();
  });

  it('desktop: the live market list in its slot and the live figures in the hero', async () => {
    stubFetch(routes({ ...STATS, volume24hUsdt: '0', registeredUsers: 12 }));
    renderApp('/', 'desktop');
    const slot = screen.getByTestId('market-list-slot');
    expect(within(slot).getByRole('heading', { level: 2, name: 'Markets' })).toBeInTheDocument();
    expect(within(slot).getByRole('link', { name: 'All markets' })).toHaveAttribute(
      'href',
      '/market',
    );
    const row = await within(slot).findByTestId('market-row-BTCUSDT');
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      '/cruuency?code=BTCUSDT&type=crypto&id=1',
    );
    await waitFor(() => expect(screen.getByTestId('stat-volume').textContent).toBe('0 USDT'));
    expect(screen.getByTestId('stat-users').textContent).toBe('12');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Meridian',
    ]);
  });
});

describe('compact figures (SPEC §9: M and B)', () => {
  it('truncates, never rounds up', () => {
    expect(compactParts('0')).toEqual({ value: '0', unit: 'none' });
    expect(compactParts('999999.99')).toEqual({ value: '999999', unit: 'none' });
    expect(compactParts('1000000')).toEqual({ value: '1', unit: 'million' });
    expect(compactParts('1239999')).toEqual({ value: '1.23', unit: 'million' });
    expect(compactParts('1200000')).toEqual({ value: '1.2', unit: 'million' });
    expect(compactParts('3800000000')).toEqual({ value: '3.8', unit: 'billion' });
    expect(compactParts('999999999999')).toEqual({ value: '999.99', unit: 'billion' });
    expect(compactParts(350)).toEqual({ value: '350', unit: 'none' });
    expect(compactParts('not a number')).toEqual({ value: '0', unit: 'none' });
  });
});
