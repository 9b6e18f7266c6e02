/**
 * Seeded defaults (PRODUCT.md): every number here is a row in `settings` an administrator can
 * change; code reads it through getSetting and never hard-codes the value elsewhere.
 */
export const SETTING_DEFAULTS = {
  'demo.grantUsdt': '100000',
  'auth.codeValidityMinutes': 10,
  'auth.codeResendSeconds': 60,
  'auth.codeMaxAttempts': 5,
  'auth.sessionDays': 30,
  /**
   * Sign-in throttling (issue 12): failures count per account and address, so nobody can lock
   * the owner out from elsewhere. After this many failures from one address, each further try
   * from it waits loginDelayBaseMs, doubling per failure up to loginDelayMaxMs (429 with the wait).
   */
  'auth.loginFreeFailuresPerAddress': 3,
  'auth.loginDelayBaseMs': 1000,
  'auth.loginDelayMaxMs': 60_000,
  /** The per-address failure count is forgotten this long after its first failure. */
  'auth.loginFailureWindowMinutes': 15,
  /**
   * Failures on one account from all addresses per hour beyond which the account is "under
   * attack": an address is then stopped for the rest of the hour after its first failure (a fresh
   * address still gets its try, so the owner is not locked out). See docs/decisions/0007.
   */
  'auth.loginAccountFailuresPerHour': 200,
  'auth.loginAttemptsPerIpPerMinute': 30,
  /**
   * Open WebSockets (live prices, spot depth, the user channel) one client address may hold on
   * one server process, and the process's total; beyond them a new connection gets 429.
   */
  'realtime.socketsPerAddress': 50,
  'realtime.socketsTotal': 20_000,
  /** checkUserNameOrPhone calls per address per minute: it must not list accounts in bulk. */
  'auth.availabilityChecksPerIpPerMinute': 20,
  /** The second step of a sign-in (two-factor): how long the challenge lives and how many codes it takes. */
  'auth.twoFactorChallengeMinutes': 5,
  'auth.twoFactorAttemptsPerChallenge': 5,
  /** A TOTP set-up not confirmed within this long must be started again. */
  'auth.twoFactorEnrolmentMinutes': 15,
  'auth.codeSendsPerIpPerHour': 20,
  'auth.externalSignInPerIpPerMinute': 30,
  'user.initialCreditPoints': 100,
  // Fees in basis points (PRODUCT §4, §6). The home page's "under 0.3%" claim is checked against these.
  'fees.spotMakerBp': 8,
  'fees.spotTakerBp': 10,
  'fees.marginCommissionBp': 5,
  'fees.exchangeSpreadBp': 20,
  'fees.withdrawalBp': 100,
  // Margin trading (PRODUCT §4). Leverage caps and spreads are per instrument (instruments table).
  'margin.stopOutLevelPercent': 50,
  'margin.minLots': '0.01',
  'margin.maxLots': '100',
  'margin.lotStep': '0.01',
  /** A price older than this while the market is open is not traded on (feed outage): 10015. */
  'trading.maxQuoteAgeMs': 60_000,
  /**
   * Options (PRODUCT §4): seconds:payout%:min stake:max stake (USDT), comma-separated. The
   * stake limits grow with the timeframe.
   */
  'options.timeframes':
    '30:80:10:1000,60:82:10:2000,120:85:10:5000,300:88:10:10000,600:90:10:20000',
  /** An option settles by the last recorded tick at or before expiry, if it is at most this old; else it is void and refunded. */
  'options.maxSettleTickAgeMs': 10_000,
  // The house spot market maker (PRODUCT §4): an ordinary participant with its own inventory.
  /** Price levels quoted on each side. */
  'spot.marketMaker.levels': 5,
  /** The first level's distance from the feed price, and the step between levels, in bp. */
  'spot.marketMaker.stepBp': 5,
  /** The USDT value quoted at each level. */
  'spot.marketMaker.levelUsdt': '20000',
  /** Requote when the feed price moved this far (bp) from the last quotes' centre… */
  'spot.marketMaker.requoteBp': 5,
  /** …or when this long passed since the last requote (fills are replenished). */
  'spot.marketMaker.requoteMs': 10_000,
  /** Inventory given once to the market maker in each book (demo: from the demo faucet; real: from the house). */
  'spot.marketMaker.inventory': 'USDT:2000000,BTC:20,ETH:500',
  // Money in and out (PRODUCT §6, §8).
  /** Largest accepted upload, in bytes (the error message names it in MB). */
  'uploads.maxBytes': 5 * 1024 * 1024,
  /** Largest accepted image, in pixels (width × height); guards against decompression bombs. */
  'uploads.maxPixels': 40_000_000,
  /** Uploads one user may make per hour (KYC needs 4 a try, a deposit 1). */
  'uploads.perUserPerHour': 60,
  'kyc.reviewHours': 48,
  'deposit.minimum.USDT': '120',
  'deposit.minimum.BTC': '0.015',
  'deposit.minimum.ETH': '0.2',
  /**
   * The platform's receive addresses, set by an administrator in the back office. Empty = that
   * coin and network takes no deposits (never ship a default: funds sent there would be lost).
   */
  'deposit.address.USDT.TRC20': '',
  'deposit.address.USDT.ERC20': '',
  'deposit.address.BTC.BTC': '',
  'deposit.address.ETH.ETH': '',
  /** Smallest withdrawal fee per asset (the fee is fees.withdrawalBp of the amount, at least this). */
  'withdrawal.minFee.USDT': '1',
  'withdrawal.minFee.BTC': '0.0001',
  'withdrawal.minFee.ETH': '0.001',
  'withdrawal.minFee.USD': '1',
  'withdrawal.minFee.EUR': '1',
  /**
   * Largest amount one deposit claim may report per coin (482 names it): far above an honest
   * single transfer, so a typo or a made-up figure is refused before it reaches a reviewer.
   */
  'deposit.maximum.USDT': '10000000',
  'deposit.maximum.BTC': '100',
  'deposit.maximum.ETH': '1000',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K] extends string
  ? string
  : number;

export type NumericSettingKey = {
  [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] extends number ? K : never;
}[SettingKey];
