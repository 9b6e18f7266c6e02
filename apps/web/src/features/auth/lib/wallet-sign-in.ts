import type { LoginReply } from '@meridian/contract';
import { authApi } from '../api';
import {
  buildSiweMessage,
  isUserRejection,
  parseChainId,
  SIWE_STATEMENT,
  SIWE_VALIDITY_MS,
  toHexUtf8,
  type Eip1193Provider,
} from './siwe';

export type WalletFailure = 'rejected' | 'noAccount' | 'unsupportedChain' | 'failed';

/** The wallet said no or could not do it; API refusals stay ApiErrors with the server's text. */
export class WalletSignInError extends Error {
  override readonly name = 'WalletSignInError';
  constructor(
    readonly reason: WalletFailure,
    /** For `unsupportedChain`: the chain ids the server accepts. */
    readonly chainIds: readonly number[] = [],
  ) {
    super(reason);
  }
}

async function ask(provider: Eip1193Provider, method: string, params?: readonly unknown[]) {
  try {
    return await provider.request(params ? { method, params } : { method });
  } catch (error) {
    throw new WalletSignInError(isUserRejection(error) ? 'rejected' : 'failed');
  }
}

/**
 * Sign-In with Ethereum: the account (eth_requestAccounts), a nonce from the server (dappNonce),
 * the wallet's chain (must be one the server accepts), the EIP-4361 message signed with
 * personal_sign, and loginByDapp with message and signature.
 */
export async function signInWithWallet(
  provider: Eip1193Provider,
  now: () => Date = () => new Date(),
): Promise<LoginReply> {
  const accounts = await ask(provider, 'eth_requestAccounts');
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new WalletSignInError('noAccount');
  }
  const server = await authApi.dappNonce();
  const chainId = parseChainId(await ask(provider, 'eth_chainId'));
  if (chainId === undefined || !server.chainIds.includes(chainId)) {
    throw new WalletSignInError('unsupportedChain', server.chainIds);
  }
  const issuedAt = now();
  const message = buildSiweMessage({
    domain: server.domain,
    address,
    statement: SIWE_STATEMENT,
    uri: server.uri,
    chainId,
    nonce: server.nonce,
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + SIWE_VALIDITY_MS),
  });
  const signature = await ask(provider, 'personal_sign', [toHexUtf8(message), address]);
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw new WalletSignInError('failed');
  }
  return authApi.loginByDapp({ message, signature });
}
