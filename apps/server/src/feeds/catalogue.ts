import {
  parseAmount,
  type Instrument,
  type InstrumentClass,
  type TradingSession,
} from '@meridian/domain';

/**
 * The seeded instrument catalogue (PRODUCT §3): realistic late-2025 starting prices, exchange-like
 * tick sizes, PRODUCT §4 lot sizes and each market's weekly session. Staff can edit the rows later;
 * the seed only inserts what is missing.
 */
export interface CatalogueEntry {
  code: string;
  name: string;
  class: InstrumentClass;
  base: string;
  quote: string;
  tickSize: string;
  lotSize: string;
  startPrice: string;
  session: TradingSession;
  volatilityBp: number;
  /** PRODUCT §4 retail caps: forex majors 30, gold and indices 20, other commodities 10, stocks and ETFs 5, crypto 2. */
  maxLeverage: number;
  /** Full bid-ask spread in basis points of the mid price. */
  spreadBp: number;
}

const crypto = (
  base: string,
  name: string,
  startPrice: string,
  tickSize: string,
  volatilityBp = 7000,
): CatalogueEntry => ({
  code: `${base}USDT`,
  name,
  class: 'crypto',
  base,
  quote: 'USDT',
  tickSize,
  lotSize: '1',
  startPrice,
  session: 'always',
  volatilityBp,
  maxLeverage: 2,
  spreadBp: 4,
});

const forex = (
  base: string,
  quote: string,
  name: string,
  startPrice: string,
  tickSize = '0.00001',
): CatalogueEntry => ({
  code: `${base}${quote}`,
  name,
  class: 'forex',
  base,
  quote,
  tickSize,
  lotSize: '100000',
  startPrice,
  session: 'forex',
  volatilityBp: 800,
  maxLeverage: 30,
  spreadBp: 1,
});

const stock = (
  code: string,
  name: string,
  startPrice: string,
  volatilityBp = 3000,
): CatalogueEntry => ({
  code,
  name,
  class: 'stock',
  base: code,
  quote: 'USD',
  tickSize: '0.01',
  lotSize: '1',
  startPrice,
  session: 'us-equity',
  volatilityBp,
  maxLeverage: 5,
  spreadBp: 2,
});

export const CATALOGUE: readonly CatalogueEntry[] = [
  crypto('BTC', 'Bitcoin', '95000', '0.01', 5500),
  crypto('ETH', 'Ethereum', '3300', '0.01', 6500),
  crypto('BNB', 'BNB', '650', '0.01'),
  crypto('SOL', 'Solana', '180', '0.01', 8000),
  crypto('XRP', 'XRP', '2.2', '0.0001'),
  crypto('DOGE', 'Dogecoin', '0.32', '0.00001', 9000),
  crypto('ADA', 'Cardano', '0.9', '0.0001'),
  crypto('TRX', 'TRON', '0.25', '0.00001'),
  crypto('AVAX', 'Avalanche', '35', '0.01', 8500),
  crypto('LINK', 'Chainlink', '20', '0.001', 8000),
  crypto('DOT', 'Polkadot', '6.5', '0.001'),
  crypto('POL', 'Polygon', '0.45', '0.0001'),
  crypto('LTC', 'Litecoin', '100', '0.01'),
  crypto('BCH', 'Bitcoin Cash', '420', '0.1'),
  crypto('SHIB', 'Shiba Inu', '0.000021', '0.00000001', 9500),
  crypto('UNI', 'Uniswap', '12', '0.001'),
  crypto('ATOM', 'Cosmos', '6.5', '0.001'),
  crypto('XLM', 'Stellar', '0.4', '0.0001'),
  crypto('ETC', 'Ethereum Classic', '25', '0.01'),
  crypto('FIL', 'Filecoin', '5', '0.001', 9000),
  crypto('APT', 'Aptos', '9', '0.001', 9000),
  crypto('ARB', 'Arbitrum', '0.7', '0.0001', 9000),
  crypto('OP', 'Optimism', '1.8', '0.001', 9000),
  crypto('NEAR', 'NEAR Protocol', '5', '0.001', 9000),
  crypto('ICP', 'Internet Computer', '10', '0.001', 9000),
  crypto('HBAR', 'Hedera', '0.28', '0.00001'),
  crypto('VET', 'VeChain', '0.045', '0.000001'),
  crypto('ALGO', 'Algorand', '0.35', '0.0001'),
  crypto('AAVE', 'Aave', '300', '0.01', 8500),
  crypto('MKR', 'Maker', '1600', '0.1', 8500),
  crypto('SAND', 'The Sandbox', '0.55', '0.0001', 9000),
  crypto('MANA', 'Decentraland', '0.5', '0.0001', 9000),
  crypto('AXS', 'Axie Infinity', '6.5', '0.001', 9000),
  crypto('EOS', 'EOS', '0.8', '0.0001'),
  crypto('XTZ', 'Tezos', '1.1', '0.001'),
  crypto('THETA', 'Theta Network', '2', '0.001', 9000),
  crypto('GRT', 'The Graph', '0.2', '0.00001', 9000),
  crypto('INJ', 'Injective', '22', '0.001', 9500),
  crypto('SUI', 'Sui', '4', '0.0001', 9500),
  crypto('PEPE', 'Pepe', '0.000018', '0.00000001', 11000),
  forex('EUR', 'USD', 'Euro / US Dollar', '1.08'),
  forex('GBP', 'USD', 'British Pound / US Dollar', '1.27'),
  forex('USD', 'JPY', 'US Dollar / Japanese Yen', '150.2', '0.001'),
  forex('USD', 'CHF', 'US Dollar / Swiss Franc', '0.88'),
  forex('AUD', 'USD', 'Australian Dollar / US Dollar', '0.66'),
  forex('USD', 'CAD', 'US Dollar / Canadian Dollar', '1.36'),
  forex('NZD', 'USD', 'New Zealand Dollar / US Dollar', '0.6'),
  stock('AAPL', 'Apple', '228'),
  stock('MSFT', 'Microsoft', '415', 2500),
  stock('NVDA', 'NVIDIA', '140', 5000),
  stock('AMZN', 'Amazon', '205'),
  stock('GOOGL', 'Alphabet', '175'),
  stock('META', 'Meta Platforms', '580', 3500),
  stock('TSLA', 'Tesla', '340', 6000),
  stock('JPM', 'JPMorgan Chase', '240', 2200),
  stock('V', 'Visa', '310', 2000),
  stock('NFLX', 'Netflix', '880', 3500),
  {
    code: 'SPY',
    name: 'SPDR S&P 500 ETF',
    class: 'etf',
    base: 'SPY',
    quote: 'USD',
    tickSize: '0.01',
    lotSize: '1',
    startPrice: '595',
    session: 'us-equity',
    volatilityBp: 1600,
    maxLeverage: 5,
    spreadBp: 2,
  },
  {
    code: 'QQQ',
    name: 'Invesco QQQ Trust',
    class: 'etf',
    base: 'QQQ',
    quote: 'USD',
    tickSize: '0.01',
    lotSize: '1',
    startPrice: '510',
    session: 'us-equity',
    volatilityBp: 2000,
    maxLeverage: 5,
    spreadBp: 2,
  },
  {
    code: 'XAUUSD',
    name: 'Gold',
    class: 'etf',
    base: 'XAU',
    quote: 'USD',
    tickSize: '0.01',
    lotSize: '100',
    startPrice: '2650',
    session: 'cme-futures',
    volatilityBp: 1500,
    maxLeverage: 20,
    spreadBp: 3,
  },
  {
    code: 'XAGUSD',
    name: 'Silver',
    class: 'etf',
    base: 'XAG',
    quote: 'USD',
    tickSize: '0.001',
    lotSize: '100',
    startPrice: '31',
    session: 'cme-futures',
    volatilityBp: 2500,
    maxLeverage: 10,
    spreadBp: 4,
  },
  {
    code: 'CL',
    name: 'Crude Oil (WTI)',
    class: 'futures',
    base: 'CL',
    quote: 'USD',
    tickSize: '0.01',
    lotSize: '1000',
    startPrice: '70',
    session: 'cme-futures',
    volatilityBp: 3500,
    maxLeverage: 10,
    spreadBp: 4,
  },
  {
    code: 'NG',
    name: 'Natural Gas',
    class: 'futures',
    base: 'NG',
    quote: 'USD',
    tickSize: '0.001',
    lotSize: '10000',
    startPrice: '3.2',
    session: 'cme-futures',
    volatilityBp: 5500,
    maxLeverage: 10,
    spreadBp: 6,
  },
  {
    code: 'ES',
    name: 'E-mini S&P 500',
    class: 'futures',
    base: 'ES',
    quote: 'USD',
    tickSize: '0.25',
    lotSize: '50',
    startPrice: '6000',
    session: 'cme-futures',
    volatilityBp: 1700,
    maxLeverage: 20,
    spreadBp: 2,
  },
];

/**
 * The instruments plans backtest on: their first-start history holds 30 days of 1-minute candles
 * (every other instrument gets what its charts need, and 180 days of hours, like these).
 */
export const BACKTEST_CODES: readonly string[] = [
  'BTCUSDT',
  'ETHUSDT',
  'SOLUSDT',
  'EURUSD',
  'XAUUSD',
];

/** A catalogue entry as the domain's instrument (for the simulated walk, history and backtests). */
export function catalogueInstrument(entry: CatalogueEntry): Instrument {
  return {
    code: entry.code,
    name: entry.name,
    class: entry.class,
    quote: entry.quote,
    tickSize: parseAmount(entry.tickSize),
    lotSize: parseAmount(entry.lotSize),
    startPrice: parseAmount(entry.startPrice),
    session: entry.session,
    volatilityBp: entry.volatilityBp,
  };
}
