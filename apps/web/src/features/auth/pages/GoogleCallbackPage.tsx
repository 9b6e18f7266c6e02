import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { useFinishSignIn } from '../hooks/useFinishSignIn';
import { takeReturnPath } from '../lib/return-to';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

type Outcome = { kind: 'working' } | { kind: 'failed'; title: string; detail: string };

/**
 * /api/loginCallback/google (SPEC §2): Google sends the browser back with `code` and `state` (or
 * `error`). The code is exchanged once (loginByGoogle), the session stored, and the user goes
 * back to where they started, or home. The shell shows no navigation on this route.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const googleError = params.get('error');
  const googleDetail = params.get('error_description');

  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (googleError) {
      return {
        kind: 'failed',
        title: t('auth.googleCallback.refused'),
        detail:
          googleError === 'access_denied'
            ? t('auth.googleCallback.accessDenied')
            : t('auth.googleCallback.googleSaid', { error: googleDetail || googleError }),
      };
    }
    if (!code || !state) {
      return {
        kind: 'failed',
        title: t('auth.googleCallback.failed'),
        detail: t('auth.googleCallback.incomplete'),
      };
    }
    return { kind: 'working' };
  });

  useEffect(() => {
    // A code can be exchanged once; StrictMode's second effect run must not post it again.
    if (outcome.kind !== 'working' || started.current || !code || !state) return;
    started.current = true;
    authApi
      .loginByGoogle({ code, state })
      .then((result) => finish(result, takeReturnPath()))
      .catch((error: unknown) =>
        setOutcome({
          kind: 'failed',
          title: t('auth.googleCallback.failed'),
          detail: errorMessage(error),
        }),
      );
  }, [code, state, outcome.kind, finish, t]);

  return (
    <PageFrame
      width="narrow"
      title={t('auth.googleCallback.title')}
      description={t('auth.googleCallback.description')}
    >
      {outcome.kind === 'working' ? (
        <AuthCard>
          <Loading minHeight={160} label={t('auth.googleCallback.working')} />
        </AuthCard>
      ) : (
        <ErrorState title={outcome.title} description={outcome.detail}>
          <Button component={Link} to="/pass/login" replace>
            {t('auth.googleCallback.toLogin')}
          </Button>
        </ErrorState>
      )}
    </PageFrame>
  );
}
