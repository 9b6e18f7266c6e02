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
  'auth.loginFailuresPerAccount': 10,
  'auth.loginFailureWindowMinutes': 15,
  'auth.loginAttemptsPerIpPerMinute': 30,
  'auth.codeSendsPerIpPerHour': 20,
  'auth.externalSignInPerIpPerMinute': 30,
  'user.initialCreditPoints': 100,
  // Fees in basis points (PRODUCT §4, §6). The home page's "under 0.3%" claim is checked against these.
  'fees.spotMakerBp': 8,
  'fees.spotTakerBp': 10,
  'fees.marginCommissionBp': 5,
  'fees.exchangeSpreadBp': 20,
  'fees.withdrawalBp': 100,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type SettingValue<K extends SettingKey> = (typeof SETTING_DEFAULTS)[K] extends string
  ? string
  : number;

export type NumericSettingKey = {
  [K in SettingKey]: (typeof SETTING_DEFAULTS)[K] extends number ? K : never;
}[SettingKey];
