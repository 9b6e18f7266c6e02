import { describe, expect, it } from 'vitest';
import { createTestServer } from '../helpers/test-server.js';

const BASE = '/swx/customer/login';

describe('sign-in with a provider that is not configured', () => {
  it('is a 404 saying it is not enabled (483), never a 5xx, and signInProviders says so', async () => {
    // No GOOGLE_CLIENT_ID, and no chain accepted for wallet sign-in.
    const bare = await createTestServer({ env: { SIWE_CHAIN_IDS: '' } });
    try {
      const providers = await bare.call({ method: 'GET', url: `${BASE}/signInProviders` });
      expect(providers.body).toEqual({
        code: 200,
        msg: 'Success',
        result: { google: false, wallet: false },
      });
      for (const request of [
        { method: 'GET' as const, url: `${BASE}/googleAuthUrl` },
        { method: 'GET' as const, url: `${BASE}/googleAuthUrl?inviteCode=abc` },
        {
          method: 'POST' as const,
          url: `${BASE}/loginByGoogle`,
          payload: { code: 'c', state: 's' },
        },
        { method: 'POST' as const, url: `${BASE}/loginByGoogle`, payload: { nonsense: 1 } },
        { method: 'GET' as const, url: `${BASE}/dappNonce` },
        {
          method: 'POST' as const,
          url: `${BASE}/loginByDapp`,
          payload: { message: 'm', signature: '0x00' },
        },
      ]) {
        const reply = await bare.call({ ...request, headers: { lang: 'de' } });
        expect({ url: request.url, status: reply.status, code: reply.body.code }).toEqual({
          url: request.url,
          status: 404,
          code: 483,
        });
        expect(reply.body.msg).toBe(
          'Diese Anmeldemethode ist auf dieser Plattform nicht aktiviert',
        );
      }
    } finally {
      await bare.close();
    }
  });

  it('lists the providers a deployment has configured', async () => {
    const configured = await createTestServer({
      env: { GOOGLE_CLIENT_ID: 'meridian-test', SIWE_CHAIN_IDS: '1,137' },
    });
    try {
      const providers = await configured.call({ method: 'GET', url: `${BASE}/signInProviders` });
      expect(providers.body.result).toEqual({ google: true, wallet: true });
      const nonce = await configured.call({ method: 'GET', url: `${BASE}/dappNonce` });
      expect(nonce.body.result.chainIds).toEqual([1, 137]);
    } finally {
      await configured.close();
    }
  });
});
