import type { LoginReply } from '@meridian/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pickUser } from '@/lib/session';
import { settingsStore } from '@/lib/settings-store';

/** Where a 401 or a "log in to continue" link came from; only same-site paths, never auth pages. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  if (value.startsWith('/pass/') || value.startsWith('/api/')) return undefined;
  return value;
}

/** `location.state.from`, as the API client's 401 and the auth links set it. */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  return safeReturnPath((location.state as { from?: unknown } | null)?.from);
}

/**
 * After a login or register reply: drop anything cached for a previous user, store the session
 * (SPEC §4) and go back to where the user came from, or home. A reply that asks for the second
 * step (two-factor sign-in) goes to /pass/two-factor with its challenge instead.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = useReturnPath();
  return useCallback(
    (result: LoginReply, returnTo: string | undefined = from) => {
      // Two-factor sign-in is on: no session yet; the code is asked for on its own page.
      if ('twoFactorRequired' in result) {
        navigate('/pass/two-factor', {
          state: { challenge: result.challenge, expiresAt: result.expiresAt, from: returnTo },
        });
        return;
      }
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'content' });
      settingsStore.setSession({ token: result.token, user: pickUser(result.user) });
      navigate(returnTo ?? '/', { replace: true });
    },
    [from, navigate, queryClient],
  );
}
