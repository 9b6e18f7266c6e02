import { z } from 'zod';

/**
 * GET /swx/customer/login/signInProviders (public): which outside sign-in providers this
 * deployment has enabled, so the web app offers only those. Google needs GOOGLE_CLIENT_ID;
 * wallet sign-in (Sign-In with Ethereum) is off when SIWE_CHAIN_IDS lists no chain. A disabled
 * provider's calls answer 404 with code 483.
 */
export const signInProvidersResult = z.object({
  google: z.boolean(),
  wallet: z.boolean(),
});
export type SignInProviders = z.infer<typeof signInProvidersResult>;
