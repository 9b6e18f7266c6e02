import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

/** Google (OpenID Connect) and wallet (Sign-In with Ethereum) sign-in routes. */
export async function registerExternalSignIn(_app: FastifyInstance, _deps: Deps): Promise<void> {
  // Filled in by the external sign-in work (loginByGoogle, loginByDapp).
}
