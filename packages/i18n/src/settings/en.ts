/**
 * What each setting means and what values it allows, in English: the source every other language
 * translates (issue 13). Shown in the back office next to each setting, and the allowed-values
 * text is the reason a refused save gives. `{name}` placeholders are kept unchanged.
 */
export const settingTextsEn = {
  descriptions: {
    demoGrant: 'USDT credited to a new user’s demo book at registration.',
    codeValidity: 'Minutes a verification code sent by e-mail or SMS stays valid.',
    codeResend: 'Seconds before another verification code may be sent to the same address.',
    codeMaxAttempts: 'Wrong guesses one verification code allows before it is void.',
    sessionDays: 'Days a user’s sign-in session lasts.',
    loginFreeFailures: 'Failed sign-ins from one address before each further try has to wait.',
    loginDelayBase:
      'First wait after the free failures, in milliseconds; it doubles with each further failure.',
    loginDelayMax: 'Longest wait between sign-in tries from one address, in milliseconds.',
    loginFailureWindow:
      'Minutes after its first failure that an address’s failure count is forgotten.',
    loginAccountFailures:
      'Failed sign-ins on one account per hour (from all addresses) beyond which each address is stopped after its first failure.',
    loginAttemptsPerIp: 'Sign-in attempts one address may make per minute.',
    socketsPerAddress: 'Live connections one address may hold on one server process.',
    socketsTotal: 'Live connections one server process may hold in total.',
    availabilityChecks: 'Username and e-mail availability checks one address may make per minute.',
    twoFactorChallenge: 'Minutes the second sign-in step (the two-factor code) stays open.',
    twoFactorAttempts: 'Codes that may be tried in one second sign-in step.',
    twoFactorEnrolment:
      'Minutes to confirm a new authenticator app before its set-up must start again.',
    codeSendsPerIp: 'Verification codes one address may request per hour.',
    externalSignInPerIp: 'Google and wallet sign-ins one address may start per minute.',
    initialCreditPoints: 'Credit points a new user starts with.',
    spotMakerFee: 'Spot maker fee, in basis points (1 bp = 0.01%).',
    spotTakerFee: 'Spot taker fee, in basis points (1 bp = 0.01%).',
    marginCommission: 'Margin commission on the notional at opening, in basis points.',
    exchangeSpread: 'Spread charged on a currency exchange, in basis points.',
    withdrawalFee: 'Withdrawal fee in basis points of the amount (at least the minimum fee).',
    stopOutLevel:
      'Margin level (equity ÷ used margin, in %) below which positions are closed, largest loss first.',
    minLots: 'Smallest margin order, in lots.',
    maxLots: 'Largest margin order, in lots.',
    smartCommission:
      'Commission on each fill of a smart plan, live and in its backtests, in basis points of the traded value.',
    smartSlippage:
      'Slippage beyond the spread charged against a smart plan on each fill, live and in its backtests, in basis points.',
    smartEnabled:
      'Smart trading on (1) or off (0). Off: nobody can buy a plan ("intelligent trading not enabled"); running plans go on to the end of their cycle.',
    lotStep: 'Step between margin order sizes, in lots.',
    maxQuoteAge:
      'Oldest price, in milliseconds, that orders may trade on while the market is open (older means a feed outage).',
    optionTimeframes:
      'Option timeframes: seconds:payout %:minimum stake:maximum stake (USDT), separated by commas.',
    optionSettleTickAge:
      'Oldest price, in milliseconds before expiry, an option may settle on; otherwise it is void and refunded.',
    mmLevels: 'Price levels the house market maker quotes on each side.',
    mmStep:
      'Distance of the market maker’s first level from the price, and between levels, in basis points.',
    mmLevelUsdt: 'USDT value the market maker quotes at each level.',
    mmRequoteBp: 'Price move, in basis points, after which the market maker quotes again.',
    mmRequoteMs: 'Milliseconds after which the market maker quotes again in any case.',
    mmInventory:
      'Inventory given once to the market maker in each book: ASSET:amount, separated by commas.',
    uploadMaxBytes: 'Largest accepted upload, in bytes.',
    uploadMaxPixels: 'Largest accepted image, in pixels (width × height).',
    uploadsPerHour: 'Uploads one user may make per hour.',
    kycReviewHours: 'Hours within which users are told their KYC will be reviewed.',
    depositMinimum: 'Smallest deposit of {asset}.',
    depositAddress:
      'The platform’s {asset} receive address on {network}; empty means no deposits there.',
    withdrawalMinFee: 'Smallest withdrawal fee in {asset}.',
    depositMaximum: 'Largest amount one {asset} deposit claim may report.',
    downloadUrl: 'Web address of the app download.',
    loanDailyRate:
      'Daily interest rate of a {days}-day loan, as a fraction (0.0005 = 0.05% a day).',
    loanInterestFreeDays: 'Days after a loan is paid out that are never charged interest.',
    loanOverdueMultiplier: 'The overdue daily rate is the loan’s daily rate times this.',
    loanAmountPerPoint: 'USDT a user may borrow per credit point (maximum = credit points × this).',
    loanMinAmount: 'Smallest loan, in USDT.',
    loanOnTimePoints: 'Credit points gained by repaying a loan by its due date.',
    loanOverduePoints: 'Credit points lost when a loan becomes overdue.',
    nftMinRaise:
      'Smallest raise over the highest bid, in basis points of that bid (500 = 5%); an item’s price step applies if it is larger.',
    nftExtendWindow:
      'A bid this many seconds or fewer before an auction ends moves the end later (anti-sniping).',
    feeLevels:
      'VIP levels, level 0 first: the 30-day real-book trading volume (USDT) a level starts at, its discount on the trading fees the user pays and the share of their invitees’ fees they earn, both in basis points of the fee (1000 = 10%).',
    chatBusinessHours:
      'When staff answer the chat, in UTC: days 0 (Sunday) to 6 and hours, e.g. 1-5 08:00-20:00; empty = always.',
    chatSendsPerMinute:
      'Messages one person (user or visitor) may send in the chat per minute; more are refused (429).',
    chatMailUnreadAfter:
      'A staff reply the customer has not read after this many seconds is e-mailed to them (and shown on the bell).',
    nftExtendBy: 'After such a late bid, the auction ends this many seconds after the bid.',
  },
  rules: {
    integer: 'A whole number from {min} to {max}',
    amount: 'A decimal amount from {min} to {max}',
    amountAbove: 'A decimal amount above {min} and at most {max}',
    format: 'Written like {format}',
    address: 'A valid {network} address, or empty',
    url: 'A web address starting with https:// or http://',
  },
} as const;

export type SettingDescriptionId = keyof typeof settingTextsEn.descriptions;
export type SettingRuleId = keyof typeof settingTextsEn.rules;
export interface SettingTexts {
  descriptions: Record<SettingDescriptionId, string>;
  rules: Record<SettingRuleId, string>;
}
