import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { authApi } from '../api';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthLinks } from '../components/AuthLinks';
import { ExternalSignIn } from '../components/ExternalSignIn';
import { PasswordField } from '../components/PasswordField';
import { useFinishSignIn, useReturnPath } from '../hooks/useFinishSignIn';
import { useFormMessage } from '../hooks/useFormMessage';
import { loginFormSchema, type LoginForm } from '../lib/schemas';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/**
 * /pass/login (SPEC §2): username or email and password, Google, or a wallet. A 401 anywhere
 * lands here with `location.state.from`; after logging in the user goes back there (or home).
 * A refused login (10004 / 10009, HTTP 401) shows the server's message and stays here.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const message = useFormMessage();
  const finish = useFinishSignIn();
  const from = useReturnPath();
  const state = useLocation().state as { username?: unknown } | null;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      username: typeof state?.username === 'string' ? state.username : '',
      password: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      finish(await authApi.login({ username: values.username.trim(), password: values.password }));
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <PageFrame
      width="narrow"
      title={t('auth.login.title')}
      description={t('auth.login.description')}
    >
      <AuthCard>
        {from && !formError && (
          <Alert color="meridian" variant="light" mb="md" data-testid="login-reason">
            {t('auth.login.toContinue')}
          </Alert>
        )}
        <AuthForm
          onSubmit={submit}
          error={formError}
          errorTitle={t('auth.login.failed')}
          submitLabel={t('auth.login.submit')}
          submitting={isSubmitting}
        >
          <TextInput
            label={t('auth.fields.usernameOrEmail')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            error={message(errors.username)}
            {...register('username')}
          />
          <PasswordField
            label={t('auth.fields.password')}
            autoComplete="current-password"
            registration={register('password')}
            error={errors.password}
          />
          <Anchor
            component={Link}
            to="/pass/reset"
            size="sm"
            fw={500}
            style={{ alignSelf: 'flex-end' }}
          >
            {t('auth.login.forgot')}
          </Anchor>
        </AuthForm>
        <ExternalSignIn />
      </AuthCard>
      <AuthLinks
        links={[
          {
            to: '/pass/register',
            lead: t('auth.login.noAccount'),
            label: t('auth.login.toRegister'),
            state: from ? { from } : undefined,
          },
        ]}
      />
    </PageFrame>
  );
}
