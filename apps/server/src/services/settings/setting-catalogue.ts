import { networkSchema, type Network } from '@meridian/contract';
import { ASSETS, parseAmount, parseBusinessHours, parseLevels } from '@meridian/domain';
import type { SettingDescriptionId, SettingRuleId } from '@meridian/i18n/settings';
import { z } from 'zod';
import { isValidAddress } from '../funds/crypto-address.js';

/**
 * Every setting, declared once (issue 13): its type and allowed range (a zod schema), its default,
 * and what it means (a text in the 11 languages, `@meridian/i18n/settings`). A row in `settings`
 * an administrator may change; code reads it through getSetting (a snapshot in memory, see
 * get-setting.ts) and never hard-codes the value elsewhere. A save outside the range is refused
 * with the rule's text; a stored value outside it (an older database) reads as the default.
 */

/** How the back office edits a value (the input it shows). */
export type SettingKind = 'amount' | 'integer' | 'text' | 'url' | 'address';

type TextParams = Record<string, string | number>;

export interface SettingDeclaration<T extends string | number = string | number> {
  kind: SettingKind;
  default: T;
  /** The allowed values. Parses a candidate exactly as stored (no trimming, no coercion). */
  schema: z.ZodType<T>;
  /** What the setting means, in the caller's language. */
  description: { id: SettingDescriptionId; params?: TextParams };
  /** What values it allows, in the caller's language: shown next to the field and in a refusal. */
  rule: { id: SettingRuleId; params: TextParams };
  /** The range for a form (amounts as decimal strings, integers as numbers). */
  limits: { min?: string | number; max?: string | number; format?: string };
}

const describe = (id: SettingDescriptionId, params?: TextParams) =>
  params ? { id, params } : { id };

/** A whole number from min to max (inclusive). */
function integer(
  value: number,
  min: number,
  max: number,
  description: SettingDescriptionId,
): SettingDeclaration<number> {
  return {
    kind: 'integer',
    default: value,
    schema: z.number().int().min(min).max(max),
    description: describe(description),
    rule: { id: 'integer', params: { min, max } },
    limits: { min, max },
  };
}

/** A plain decimal string ("0.015"), at most 18 decimals. */
const DECIMAL = /^\d{1,20}(\.\d{1,18})?$/;

/**
 * A decimal amount from min to max; with `above`, strictly greater than min. Amounts stay strings
 * (money is never a JS number).
 */
function amount(
  value: string,
  min: string,
  max: string,
  description: { id: SettingDescriptionId; params?: TextParams },
  { above = false }: { above?: boolean } = {},
): SettingDeclaration<string> {
  const low = parseAmount(min);
  const high = parseAmount(max);
  return {
    kind: 'amount',
    default: value,
    schema: z.string().refine((text) => {
      if (!DECIMAL.test(text)) return false;
      const units = parseAmount(text);
      return (above ? units > low : units >= low) && units <= high;
    }),
    description,
    rule: { id: above ? 'amountAbove' : 'amount', params: { min, max } },
    limits: { min, max },
  };
}

/** A list in a fixed notation, checked by `parse` (which returns false when it is not valid). */
function formatted(
  value: string,
  format: string,
  valid: (text: string) => boolean,
  description: SettingDescriptionId,
): SettingDeclaration<string> {
  return {
    kind: 'text',
    default: value,
    schema: z.string().max(2000).refine(valid),
    description: describe(description),
    rule: { id: 'format', params: { format } },
    limits: { format },
  };
}

/** A receive address for one coin and network; empty = that network takes no deposits. */
function address(asset: string, network: Network): SettingDeclaration<string> {
  return {
    kind: 'address',
    // Never ship a default address: funds sent there would be lost.
    default: '',
    schema: z
      .string()
      .max(256)
      .refine((text) => text === '' || (text.trim() === text && isValidAddress(network, text))),
    description: describe('depositAddress', { asset, network }),
    rule: { id: 'address', params: { network } },
    limits: {},
  };
}

/** `seconds:payout%:min stake:max stake,…` (options.timeframes), as option-rules.ts reads it. */
export function validTimeframes(text: string): boolean {
  const parts = text.split(',');
  const seen = new Set<number>();
  for (const part of parts) {
    const fields = part.trim().split(':');
    if (fields.length !== 4) return false;
    const [seconds, payout, min, max] = fields as [string, string, string, string];
    if (!/^\d{1,7}$/.test(seconds) || !/^\d{1,4}$/.test(payout)) return false;
    if (!DECIMAL.test(min) || !DECIMAL.test(max)) return false;
    const secs = Number(seconds);
    if (secs < 1 || secs > 86_400 || seen.has(secs)) return false;
    seen.add(secs);
    if (Number(payout) > 1000) return false;
    const low = parseAmount(min);
    if (low <= 0n || parseAmount(max) < low) return false;
  }
  return parts.length > 0;
}

/** `ASSET:amount,…` (spot.marketMaker.inventory): known assets, each once, amounts above 0. */
export function validInventory(text: string): boolean {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const fields = part.trim().split(':');
    if (fields.length !== 2) return false;
    const [asset, quantity] = fields as [string, string];
    if (!(ASSETS as readonly string[]).includes(asset) || seen.has(asset)) return false;
    seen.add(asset);
    if (!DECIMAL.test(quantity) || parseAmount(quantity) <= 0n) return false;
  }
  return true;
}

const MINUTES_PER_DAY = 1440;
const HOUR_MS = 3_600_000;
const MANY = 1_000_000;
/** Basis points: 1000 bp = 10%, far above any fee the platform charges. */
const MAX_FEE_BP = 1000;
const BIG_AMOUNT = '1000000000000';

/** A loan term's daily interest rate, as a fraction (0.0005 = 0.05% a day), at most 1% a day. */
const loanRate = (days: number, rate: string) =>
  amount(rate, '0', '0.01', describe('loanDailyRate', { days }), { above: true });

export const SETTING_CATALOGUE = {
  'demo.grantUsdt': amount('100000', '0', '1000000000', describe('demoGrant')),
  'auth.codeValidityMinutes': integer(10, 1, MINUTES_PER_DAY, 'codeValidity'),
  'auth.codeResendSeconds': integer(60, 0, 3600, 'codeResend'),
  'auth.codeMaxAttempts': integer(5, 1, 100, 'codeMaxAttempts'),
  'auth.sessionDays': integer(30, 1, 365, 'sessionDays'),
  /**
   * Sign-in throttling (issue 12): failures count per account and address, so nobody can lock
   * the owner out from elsewhere. After this many failures from one address, each further try
   * from it waits loginDelayBaseMs, doubling per failure up to loginDelayMaxMs (429 with the wait).
   */
  'auth.loginFreeFailuresPerAddress': integer(3, 0, 100, 'loginFreeFailures'),
  'auth.loginDelayBaseMs': integer(1000, 0, 10 * 60_000, 'loginDelayBase'),
  'auth.loginDelayMaxMs': integer(60_000, 0, 24 * HOUR_MS, 'loginDelayMax'),
  /** The per-address failure count is forgotten this long after its first failure. */
  'auth.loginFailureWindowMinutes': integer(15, 1, MINUTES_PER_DAY, 'loginFailureWindow'),
  /**
   * Failures on one account from all addresses per hour beyond which the account is "under
   * attack": an address is then stopped for the rest of the hour after its first failure (a fresh
   * address still gets its try, so the owner is not locked out). See docs/decisions/0007.
   */
  'auth.loginAccountFailuresPerHour': integer(200, 1, MANY, 'loginAccountFailures'),
  'auth.loginAttemptsPerIpPerMinute': integer(30, 1, MANY, 'loginAttemptsPerIp'),
  /**
   * Open WebSockets (live prices, spot depth, the user channel) one client address may hold on
   * one server process, and the process's total; beyond them a new connection gets 429.
   */
  'realtime.socketsPerAddress': integer(50, 1, MANY, 'socketsPerAddress'),
  'realtime.socketsTotal': integer(20_000, 1, 10 * MANY, 'socketsTotal'),
  /** checkUserNameOrPhone calls per address per minute: it must not list accounts in bulk. */
  'auth.availabilityChecksPerIpPerMinute': integer(20, 1, MANY, 'availabilityChecks'),
  /** The second step of a sign-in (two-factor): how long the challenge lives and how many codes it takes. */
  'auth.twoFactorChallengeMinutes': integer(5, 1, 60, 'twoFactorChallenge'),
  'auth.twoFactorAttemptsPerChallenge': integer(5, 1, 100, 'twoFactorAttempts'),
  /** A TOTP set-up not confirmed within this long must be started again. */
  'auth.twoFactorEnrolmentMinutes': integer(15, 1, MINUTES_PER_DAY, 'twoFactorEnrolment'),
  'auth.codeSendsPerIpPerHour': integer(20, 1, MANY, 'codeSendsPerIp'),
  'auth.externalSignInPerIpPerMinute': integer(30, 1, MANY, 'externalSignInPerIp'),
  'user.initialCreditPoints': integer(100, 0, MANY, 'initialCreditPoints'),
  // Fees in basis points (PRODUCT §4, §6). The home page's "under 0.3%" claim is checked against these.
  'fees.spotMakerBp': integer(8, 0, MAX_FEE_BP, 'spotMakerFee'),
  'fees.spotTakerBp': integer(10, 0, MAX_FEE_BP, 'spotTakerFee'),
  'fees.marginCommissionBp': integer(5, 0, MAX_FEE_BP, 'marginCommission'),
  'fees.exchangeSpreadBp': integer(20, 0, MAX_FEE_BP, 'exchangeSpread'),
  'fees.withdrawalBp': integer(100, 0, MAX_FEE_BP, 'withdrawalFee'),
  /**
   * VIP levels (issue 17): from a 30-day real-book trading volume (USDT), a discount on the
   * trading fees the user pays and the share of their invitees' fees they earn (bp of the fee).
   */
  'fees.levels': formatted(
    '0:0:1000,50000:500:1250,250000:1000:1500,1000000:1500:1750,5000000:2000:2000',
    'minVolume:discountBp:shareBp,…',
    (text) => parseLevels(text) !== null,
    'feeLevels',
  ),
  // Margin trading (PRODUCT §4). Leverage caps and spreads are per instrument (instruments table).
  'margin.stopOutLevelPercent': integer(50, 1, 100, 'stopOutLevel'),
  'margin.minLots': amount('0.01', '0', '1000000', describe('minLots'), { above: true }),
  'margin.maxLots': amount('100', '0', '1000000', describe('maxLots'), { above: true }),
  'margin.lotStep': amount('0.01', '0', '1000000', describe('lotStep'), { above: true }),
  // Smart plans (issue 14): the costs a backtest assumes besides the instrument's own spread.
  /** Commission on each backtest fill, in bp of the traded value. */
  'smart.commissionBp': integer(10, 0, MAX_FEE_BP, 'smartCommission'),
  /** Slippage beyond the spread on each backtest fill, in bp; never zero (the engine needs a cost). */
  'smart.slippageBp': integer(5, 1, MAX_FEE_BP, 'smartSlippage'),
  /** Smart trading switched on (1) or off (0): off refuses buySmart with 484; running plans go on. */
  'smart.enabled': integer(1, 0, 1, 'smartEnabled'),
  // Loans (PRODUCT §7, issue 15). A loan copies its figures when applied for: a change applies
  // to later applications only.
  /** The daily interest rate of each term, as a fraction (0.0005 = 0.05% a day). */
  'loan.dailyRate.7': loanRate(7, '0.0005'),
  'loan.dailyRate.15': loanRate(15, '0.0006'),
  'loan.dailyRate.30': loanRate(30, '0.0007'),
  'loan.dailyRate.60': loanRate(60, '0.0008'),
  'loan.dailyRate.90': loanRate(90, '0.001'),
  'loan.dailyRate.180': loanRate(180, '0.0012'),
  /** Days after disbursement never billed. */
  'loan.interestFreeDays': integer(3, 0, 30, 'loanInterestFreeDays'),
  /** The overdue (overlay) daily rate is the term's rate times this. */
  'loan.overdueRateMultiplier': integer(2, 1, 10, 'loanOverdueMultiplier'),
  /** Maximum amount = credit points × this (USDT). */
  'loan.amountPerCreditPoint': amount('100', '0', '1000000', describe('loanAmountPerPoint'), {
    above: true,
  }),
  'loan.minAmount': amount('10', '0', '1000000', describe('loanMinAmount'), { above: true }),
  'loan.onTimeRepaymentPoints': integer(5, 0, 1000, 'loanOnTimePoints'),
  'loan.overduePoints': integer(20, 0, 1000, 'loanOverduePoints'),
  // The charity NFT market (PRODUCT §9, issue 16). A change applies to the next bid.
  /** The smallest raise over the highest bid, in bp of it (an item's price step if larger). */
  /** Customer service (issue 17): when staff are in (UTC), and when an unread reply is mailed. */
  'chat.businessHours': formatted(
    '1-5 08:00-20:00',
    'D-D HH:MM-HH:MM,… (UTC, 0 = Sunday)',
    (text) => parseBusinessHours(text) !== null,
    'chatBusinessHours',
  ),
  'chat.mailUnreadAfterSeconds': integer(120, 10, 86_400, 'chatMailUnreadAfter'),
  'chat.sendsPerMinute': integer(20, 1, 10_000, 'chatSendsPerMinute'),
  'nft.minRaiseBp': integer(500, 1, 5000, 'nftMinRaise'),
  /** A bid this close to the end (seconds) moves the end… */
  'nft.extendWindowSeconds': integer(300, 1, 3600, 'nftExtendWindow'),
  /** …to this many seconds after the bid. */
  'nft.extendBySeconds': integer(300, 1, 3600, 'nftExtendBy'),
  /** A price older than this while the market is open is not traded on (feed outage): 10015. */
  'trading.maxQuoteAgeMs': integer(60_000, 1000, HOUR_MS, 'maxQuoteAge'),
  /**
   * Options (PRODUCT §4): seconds:payout%:min stake:max stake (USDT), comma-separated. The
   * stake limits grow with the timeframe.
   */
  'options.timeframes': formatted(
    '30:80:10:1000,60:82:10:2000,120:85:10:5000,300:88:10:10000,600:90:10:20000',
    '30:80:10:1000,60:82:10:2000',
    validTimeframes,
    'optionTimeframes',
  ),
  /** An option settles by the last recorded tick at or before expiry, if it is at most this old; else it is void and refunded. */
  'options.maxSettleTickAgeMs': integer(10_000, 0, HOUR_MS, 'optionSettleTickAge'),
  // The house spot market maker (PRODUCT §4): an ordinary participant with its own inventory.
  /** Price levels quoted on each side. */
  'spot.marketMaker.levels': integer(5, 1, 50, 'mmLevels'),
  /** The first level's distance from the feed price, and the step between levels, in bp. */
  'spot.marketMaker.stepBp': integer(5, 1, 1000, 'mmStep'),
  /** The USDT value quoted at each level. */
  'spot.marketMaker.levelUsdt': amount('20000', '0', '1000000000', describe('mmLevelUsdt'), {
    above: true,
  }),
  /** Requote when the feed price moved this far (bp) from the last quotes' centre… */
  'spot.marketMaker.requoteBp': integer(5, 0, 10_000, 'mmRequoteBp'),
  /** …or when this long passed since the last requote (fills are replenished). */
  'spot.marketMaker.requoteMs': integer(10_000, 100, HOUR_MS, 'mmRequoteMs'),
  /** Inventory given once to the market maker in each book (demo: from the demo faucet; real: from the house). */
  'spot.marketMaker.inventory': formatted(
    'USDT:2000000,BTC:20,ETH:500',
    'USDT:2000000,BTC:20',
    validInventory,
    'mmInventory',
  ),
  // Money in and out (PRODUCT §6, §8).
  /** Largest accepted upload, in bytes (the error message names it in MB). */
  'uploads.maxBytes': integer(5 * 1024 * 1024, 1024, 50 * 1024 * 1024, 'uploadMaxBytes'),
  /** Largest accepted image, in pixels (width × height); guards against decompression bombs. */
  'uploads.maxPixels': integer(40_000_000, 10_000, 200_000_000, 'uploadMaxPixels'),
  /** Uploads one user may make per hour (KYC needs 4 a try, a deposit 1). */
  'uploads.perUserPerHour': integer(60, 1, 10_000, 'uploadsPerHour'),
  'kyc.reviewHours': integer(48, 1, 24 * 30, 'kycReviewHours'),
  'deposit.minimum.USDT': amount(
    '120',
    '0',
    BIG_AMOUNT,
    describe('depositMinimum', { asset: 'USDT' }),
  ),
  'deposit.minimum.BTC': amount(
    '0.015',
    '0',
    BIG_AMOUNT,
    describe('depositMinimum', { asset: 'BTC' }),
  ),
  'deposit.minimum.ETH': amount(
    '0.2',
    '0',
    BIG_AMOUNT,
    describe('depositMinimum', { asset: 'ETH' }),
  ),
  /**
   * The platform's receive addresses, set by an administrator in the back office. Empty = that
   * coin and network takes no deposits (never ship a default: funds sent there would be lost).
   */
  'deposit.address.USDT.TRC20': address('USDT', networkSchema.enum.TRC20),
  'deposit.address.USDT.ERC20': address('USDT', networkSchema.enum.ERC20),
  'deposit.address.BTC.BTC': address('BTC', networkSchema.enum.BTC),
  'deposit.address.ETH.ETH': address('ETH', networkSchema.enum.ETH),
  /** Smallest withdrawal fee per asset (the fee is fees.withdrawalBp of the amount, at least this). */
  'withdrawal.minFee.USDT': amount(
    '1',
    '0',
    BIG_AMOUNT,
    describe('withdrawalMinFee', { asset: 'USDT' }),
  ),
  'withdrawal.minFee.BTC': amount(
    '0.0001',
    '0',
    BIG_AMOUNT,
    describe('withdrawalMinFee', { asset: 'BTC' }),
  ),
  'withdrawal.minFee.ETH': amount(
    '0.001',
    '0',
    BIG_AMOUNT,
    describe('withdrawalMinFee', { asset: 'ETH' }),
  ),
  'withdrawal.minFee.USD': amount(
    '1',
    '0',
    BIG_AMOUNT,
    describe('withdrawalMinFee', { asset: 'USD' }),
  ),
  'withdrawal.minFee.EUR': amount(
    '1',
    '0',
    BIG_AMOUNT,
    describe('withdrawalMinFee', { asset: 'EUR' }),
  ),
  /**
   * Largest amount one deposit claim may report per coin (482 names it): far above an honest
   * single transfer, so a typo or a made-up figure is refused before it reaches a reviewer.
   */
  'deposit.maximum.USDT': amount(
    '10000000',
    '0',
    BIG_AMOUNT,
    describe('depositMaximum', { asset: 'USDT' }),
    { above: true },
  ),
  'deposit.maximum.BTC': amount(
    '100',
    '0',
    BIG_AMOUNT,
    describe('depositMaximum', { asset: 'BTC' }),
    { above: true },
  ),
  'deposit.maximum.ETH': amount(
    '1000',
    '0',
    BIG_AMOUNT,
    describe('depositMaximum', { asset: 'ETH' }),
    { above: true },
  ),
} satisfies Record<string, SettingDeclaration<number> | SettingDeclaration<string>>;

type Catalogue = typeof SETTING_CATALOGUE;
export type SettingKey = keyof Catalogue;
export type SettingValue<K extends SettingKey> =
  Catalogue[K] extends SettingDeclaration<infer T> ? T : never;
export type NumericSettingKey = {
  [K in SettingKey]: SettingValue<K> extends number ? K : never;
}[SettingKey];

export const SETTING_KEYS = Object.keys(SETTING_CATALOGUE) as SettingKey[];

export const SETTING_DEFAULTS = Object.fromEntries(
  SETTING_KEYS.map((key) => [key, SETTING_CATALOGUE[key].default]),
) as { readonly [K in SettingKey]: SettingValue<K> };

export function isSettingKey(key: string): key is SettingKey {
  // Own keys only: 'constructor' or 'toString' are "in" every object.
  return Object.hasOwn(SETTING_CATALOGUE, key);
}

export function settingDeclaration(key: SettingKey): SettingDeclaration {
  return SETTING_CATALOGUE[key] as SettingDeclaration;
}

/**
 * Public parameters (getParamByKey, table public_params) that staff edit on the same screen.
 * Not settings: the server never reads them, it only hands them out.
 */
export const PUBLIC_PARAM_CATALOGUE = {
  down_url: {
    kind: 'url',
    default: '',
    schema: z
      .string()
      .max(2000)
      .refine((text) => {
        try {
          const url = new URL(text);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      }),
    description: { id: 'downloadUrl' },
    rule: { id: 'url', params: {} },
    limits: {},
  },
} satisfies Record<string, SettingDeclaration<string>>;

export type PublicParamKey = keyof typeof PUBLIC_PARAM_CATALOGUE;

export function isPublicParamKey(key: string): key is PublicParamKey {
  return Object.hasOwn(PUBLIC_PARAM_CATALOGUE, key);
}
