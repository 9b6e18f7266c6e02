import { GenericCode, type SignInProviders } from '@meridian/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

export type SignInProvider = keyof SignInProviders;

/** Which outside sign-in providers this deployment offers (signInProviders). */
export function signInProviders(config: Pick<Config, 'google' | 'siweChainIds'>): SignInProviders {
  return { google: config.google !== undefined, wallet: config.siweChainIds.length > 0 };
}

/**
 * A provider that is not configured is a client error saying so (404, 483) — the caller asked
 * for something this deployment does not have; nothing is broken on the server.
 */
export function notEnabled(): AppError {
  return new AppError(GenericCode.SIGN_IN_METHOD_NOT_ENABLED, 404);
}

export function requireSignInProvider(
  config: Pick<Config, 'google' | 'siweChainIds'>,
  provider: SignInProvider,
): void {
  if (!signInProviders(config)[provider]) throw notEnabled();
}
