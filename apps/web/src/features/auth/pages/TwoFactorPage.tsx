import { Anchor, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthLinks } from '../components/AuthLinks';
import { safeReturnPath, useFinishSignIn } from '../hooks/useFinishSignIn';
import { PageFrame } from '@/components/ui/PageFrame';
import { ApiError, errorMessage } from '@/lib/api-client';

interface ChallengeState {
  challenge: string;
  from?: string;
}

function challengeOf(state: unknown): ChallengeState | undefined {
  const value = state as { challenge?: unknown; from?: unknown } | null;
  if (typeof value?.challenge !== 'string' || value.challenge === '') return undefined;
  return { challenge: value.challenge, from: safeReturnPath(value.from) };
}

/**
 * /pass/two-factor: the second step of a sign-in when two-factor sign-in is on (issue 12). The
 * password (or Google, or the wallet) passed and left a short-lived challenge in the location's
 * state; a code from the authenticator app, or a recovery code, finishes the sign-in. Without a
 * challenge (a reload, a typed URL) the page goes back to the login.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const state = challengeOf(useLocation().state);
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  if (!state) return <Navigate to="/pass/login" replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (recovery ? value === '' : !/^\d{6}$/.test(value)) {
      setFieldError(t(recovery ? 'security.twoFactor.required' : 'security.twoFactor.codeRule'));
      return;
    }
    setFieldError(null);
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await authApi.loginTwoFactor({
        challenge: state.challenge,
        ...(recovery ? { recoveryCode: value } : { code: value }),
      });
      finish(result, state.from);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        setExpired(true);
        setFormError(t('security.login.expired'));
      } else setFormError(errorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <PageFrame
      width="narrow"
      title={t('security.login.title')}
      description={t(
        recovery ? 'security.login.recoveryDescription' : 'security.login.description',
      )}
    >
      <AuthCard>
        <AuthForm
          onSubmit={submit}
          error={formError}
          errorTitle={t('security.login.failed')}
          submitLabel={t('security.login.submit')}
          submitting={submitting}
        >
          <TextInput
            key={recovery ? 'recovery' : 'code'}
            label={t(recovery ? 'security.login.recoveryCode' : 'security.login.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            inputMode={recovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={recovery ? 40 : 6}
            dir="ltr"
            size="md"
            data-autofocus
            autoFocus
            disabled={expired}
            error={fieldError}
            data-testid="two-factor-code"
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={500}
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setRecovery((current) => !current);
              setCode('');
              setFieldError(null);
            }}
            data-testid="two-factor-toggle"
          >
            {t(recovery ? 'security.login.useCode' : 'security.login.useRecovery')}
          </Anchor>
        </AuthForm>
      </AuthCard>
      <AuthLinks
        links={[
          {
            to: '/pass/login',
            label: t('security.login.back'),
            state: state.from ? { from: state.from } : undefined,
          },
        ]}
      />
    </PageFrame>
  );
}
