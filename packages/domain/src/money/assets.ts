/** PRODUCT §2: the assets a book can hold. */
export const ASSETS = ['USDT', 'BTC', 'ETH', 'USD', 'EUR'] as const;
export type Asset = (typeof ASSETS)[number];

/** The finest amount a user may enter or receive for each asset. */
export const ASSET_DECIMALS: Record<Asset, number> = {
  USDT: 6,
  BTC: 8,
  ETH: 18,
  USD: 2,
  EUR: 2,
};

export function isAsset(value: unknown): value is Asset {
  return typeof value === 'string' && (ASSETS as readonly string[]).includes(value);
}
