import { Alert, Button, Divider, Stack } from '@mantine/core';
import { GenericCode } from '@meridian/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../api';
import { useFinishSignIn, useReturnPath } from '../hooks/useFinishSignIn';
import { useSignInProviders } from '../hooks/useSignInProviders';
import { rememberReturnPath } from '../lib/return-to';
import { injectedWallet } from '../lib/siwe';
import { signInWithWallet, WalletSignInError } from '../lib/wallet-sign-in';
import { AlertIcon, GoogleMark, WalletIcon } from '@/components/ui/icons';
import { ApiError, errorMessage } from '@/lib/api-client';

/** The server's answer for a provider it has not enabled (404 with 483), or an older 503. */
function notEnabled(failure: unknown): boolean {
  return (
    failure instanceof ApiError &&
    (failure.code === GenericCode.SIGN_IN_METHOD_NOT_ENABLED || failure.status === 503)
  );
}

/**
 * "Or continue with": Google (OpenID Connect; the browser leaves for Google and comes back on
 * /api/loginCallback/google) and, only in a browser with an injected wallet, Sign-In with
 * Ethereum — each only when the server has it enabled (signInProviders). If that list cannot be
 * read, both are offered and a disabled one explains itself when chosen.
 */
export function ExternalSignIn({ inviteCode }: { inviteCode?: string }) {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const from = useReturnPath();
  const [wallet] = useState(injectedWallet);
  const [busy, setBusy] = useState<'google' | 'wallet' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = useSignInProviders();
  const offered = (provider: 'google' | 'wallet') =>
    providers.data ? providers.data[provider] : providers.isError;
  const offerGoogle = offered('google');
  const offerWallet = wallet !== undefined && offered('wallet');

  async function google() {
    setError(null);
    setBusy('google');
    try {
      const { authorizationUrl } = await authApi.googleAuthUrl(inviteCode);
      rememberReturnPath(from);
      window.location.assign(authorizationUrl);
    } catch (failure) {
      setBusy(null);
      setError(notEnabled(failure) ? t('auth.google.notConfigured') : errorMessage(failure));
    }
  }

  async function walletSignIn() {
    if (!wallet) return;
    setError(null);
    setBusy('wallet');
    try {
      finish(await signInWithWallet(wallet));
    } catch (failure) {
      setBusy(null);
      if (failure instanceof WalletSignInError) {
        setError(
          failure.reason === 'unsupportedChain'
            ? t('auth.wallet.unsupportedChain', { chains: failure.chainIds.join(', ') })
            : t(`auth.wallet.${failure.reason}`),
        );
      } else setError(errorMessage(failure));
    }
  }

  if (!offerGoogle && !offerWallet) return null;
  return (
    <Stack gap="sm" mt="lg">
      <Divider label={t('auth.external.or')} labelPosition="center" color="gray.3" />
      {error && (
        <Alert color="red" variant="light" icon={<AlertIcon size={18} />} role="alert">
          {error}
        </Alert>
      )}
      {offerGoogle && (
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<GoogleMark />}
          loading={busy === 'google'}
          disabled={busy !== null && busy !== 'google'}
          onClick={() => void google()}
        >
          {t('auth.external.google')}
        </Button>
      )}
      {offerWallet && (
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<WalletIcon size={18} />}
          loading={busy === 'wallet'}
          disabled={busy !== null && busy !== 'wallet'}
          onClick={() => void walletSignIn()}
          data-testid="wallet-sign-in"
        >
          {t('auth.external.wallet')}
        </Button>
      )}
    </Stack>
  );
}
