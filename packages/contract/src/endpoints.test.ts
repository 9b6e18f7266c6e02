import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { adminEndpoints } from './endpoints/admin.js';
import { authEndpoints } from './endpoints/auth.js';
import { fundsEndpoints } from './endpoints/funds.js';
import { marginEndpoints } from './endpoints/margin.js';
import { indexEndpoints } from './endpoints/index-area.js';
import { notificationEndpoints } from './endpoints/notifications.js';
import { spotEndpoints } from './endpoints/spot.js';
import { securityEndpoints, userEndpoints } from './endpoints/user.js';
import { smartEndpoints } from './endpoints/smart.js';
import { adminSmartEndpoints } from './endpoints/admin-smart.js';
import { loanEndpoints } from './endpoints/loans.js';
import { nftEndpoints } from './endpoints/nfts.js';
import { referralEndpoints } from './endpoints/referrals.js';
import { chatEndpoints } from './endpoints/chat.js';

const areas = {
  notificationEndpoints,
  indexEndpoints,
  userEndpoints,
  securityEndpoints,
  spotEndpoints,
  fundsEndpoints,
  marginEndpoints,
  authEndpoints,
  adminEndpoints,
  smartEndpoints,
  adminSmartEndpoints,
  loanEndpoints,
  nftEndpoints,
  referralEndpoints,
  chatEndpoints,
};

describe('the endpoint table', () => {
  it('merges every area without one name hiding another', () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(areas))
      for (const name of Object.keys(table)) {
        expect(seen.get(name), `${name} is declared in ${seen.get(name)} and ${area}`).toBe(
          undefined,
        );
        seen.set(name, area);
      }
    expect(Object.keys(endpoints).sort()).toEqual([...seen.keys()].sort());
  });

  it('declares each method and path once, as a full /swx path', () => {
    const routes = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const e of Object.values(endpoints)) expect(e.path).toMatch(/^\/swx\/(customer|admin)\//);
  });
});
