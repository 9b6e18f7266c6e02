import { indexEndpoints } from './endpoints/index-area.js';
import { notificationEndpoints } from './endpoints/notifications.js';
import { securityEndpoints, userEndpoints } from './endpoints/user.js';
import { spotEndpoints } from './endpoints/spot.js';
import { fundsEndpoints } from './endpoints/funds.js';
import { marginEndpoints } from './endpoints/margin.js';
import { authEndpoints } from './endpoints/auth.js';
import { adminEndpoints } from './endpoints/admin.js';
import { smartEndpoints } from './endpoints/smart.js';
import { adminSmartEndpoints } from './endpoints/admin-smart.js';
import { loanEndpoints } from './endpoints/loans.js';
import { nftEndpoints } from './endpoints/nfts.js';
import { referralEndpoints } from './endpoints/referrals.js';
import { chatEndpoints } from './endpoints/chat.js';

/**
 * The endpoint table: every call declared once (see endpoint.ts), grouped per area in
 * endpoints/<area>.ts. Areas move onto it one by one; the ones not listed yet are still declared
 * in their route files (docs/ARCHITECTURE.md).
 */
export const endpoints = {
  ...notificationEndpoints,
  ...indexEndpoints,
  ...userEndpoints,
  ...securityEndpoints,
  ...spotEndpoints,
  ...fundsEndpoints,
  ...marginEndpoints,
  ...authEndpoints,
  ...adminEndpoints,
  ...smartEndpoints,
  ...adminSmartEndpoints,
  ...loanEndpoints,
  ...nftEndpoints,
  ...referralEndpoints,
  ...chatEndpoints,
} as const;

export type EndpointName = keyof typeof endpoints;
