/**
 * Web app strings in English: the source every other UI locale translates (ja.ts, ko.ts, … are
 * added by translators, each typed `UiMessages`). Top-level keys are namespaces: `common`,
 * `shell`, `onboarding`, one per feature area (`home`, `markets`, `trading`, `loans`, `nfts`,
 * `account`, `help`, `content`, `auth`, `spot`, `wallet`, `funds`), and the shared `validation`
 * (SPEC §5) and `errors` (SPEC §8 "Other messages" and client-side failures). A feature page uses
 * `<area>.<page>.<key>`. `{{name}}` is an i18next placeholder every translation keeps;
 * `_one`/`_other` suffixes are plural forms.
 */
import { uiEnAccount } from './en/account.js';
import { uiEnAdmin } from './en/admin.js';
import { uiEnBase } from './en/base.js';
import { uiEnFunds } from './en/funds.js';
import { uiEnMarkets } from './en/markets.js';
import { uiEnSpot } from './en/spot.js';
import { uiEnTrading } from './en/trading.js';
import { uiEnWallet } from './en/wallet.js';

export const uiEn = {
  ...uiEnBase,
  ...uiEnMarkets,
  ...uiEnAccount,
  ...uiEnTrading,
  ...uiEnSpot,
  ...uiEnAdmin,
  ...uiEnWallet,
  ...uiEnFunds,
} as const;
