import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../api';
import { AuthCard, authClasses } from '../components/AuthCard';
import { AuthLinks } from '../components/AuthLinks';
import { SendCodeButton } from '../components/SendCodeButton';
import { useCountdown } from '../hooks/useCountdown';
import { SERVER_ERROR, useFormMessage } from '../hooks/useFormMessage';
import { resetFormSchema, type ResetForm } from '../lib/schemas';
import { fieldOfServerError } from '../lib/server-errors';
import { AlertIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';

/**
 * /pass/reset (SPEC §2): a code to the account's e-mail (sendCode, purpose `reset`), then the
 * code and a new password (resetPassword → 20005). Every session of the account ends; the user
 * logs in again with the new password.
 */
export function ResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useFormMessage();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    trigger,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email: '', code: '', password: '', confirmPassword: '' },
  });
  const email = watch('email').trim().toLowerCase();
  const remaining = sentTo === email ? countdown.remaining : 0;

  function showServerError(error: unknown) {
    const field = fieldOfServerError(error, {
      10002: 'email',
      10009: 'email',
      10089: 'code',
      10090: 'code',
      10091: 'code',
    } as const);
    if (field) {
      setError(field, { type: SERVER_ERROR, message: errorMessage(error) }, { shouldFocus: true });
    } else setFormError(errorMessage(error));
  }

  async function sendCode() {
    setFormError(null);
    if (!(await trigger('email', { shouldFocus: true }))) return;
    clearErrors('code');
    setSending(true);
    const address = getValues('email').trim().toLowerCase();
    try {
      await authApi.sendCode({ type: 'email', email: address, purpose: 'reset' });
      setSentTo(address);
      countdown.start();
      setFocus('code');
    } catch (error) {
      showServerError(error);
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const address = values.email.trim().toLowerCase();
    try {
      const reply = await authApi.resetPassword({
        email: address,
        code: values.code.trim(),
        password: values.password,
      });
      showToast(reply.msg || t('auth.reset.done'), 'success');
      navigate('/pass/login', { replace: true, state: { username: address } });
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <PageFrame
      width="narrow"
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
    >
      <AuthCard>
        <form className={authClasses.form} onSubmit={(event) => void submit(event)} noValidate>
          {formError && (
            <Alert
              color="red"
              variant="light"
              icon={<AlertIcon size={18} />}
              role="alert"
              data-testid="form-error"
            >
              {formError}
            </Alert>
          )}
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            error={message(errors.email)}
            {...register('email')}
          />
          <div className={authClasses.codeRow}>
            <TextInput
              label={t('auth.fields.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size="md"
              error={message(errors.code)}
              {...register('code')}
            />
            <SendCodeButton
              remaining={remaining}
              sent={sentTo !== null && sentTo === email}
              loading={sending}
              onClick={() => void sendCode()}
            />
          </div>
          <p className={authClasses.sent} role="status">
            {sentTo && sentTo === email ? t('auth.code.sentTo', { target: sentTo }) : null}
          </p>
          <PasswordInput
            label={t('auth.fields.newPassword')}
            description={t('auth.fields.passwordHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="new-password"
            size="md"
            error={message(errors.password)}
            aria-invalid={errors.password ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
            {...register('password')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            size="md"
            error={message(errors.confirmPassword)}
            aria-invalid={errors.confirmPassword ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt={4}>
            {t('auth.reset.submit')}
          </Button>
        </form>
        <p className={authClasses.note}>
          <AlertIcon size={16} />
          <span>{t('auth.reset.signOutNote')}</span>
        </p>
      </AuthCard>
      <AuthLinks links={[{ to: '/pass/login', label: t('auth.reset.toLogin') }]} />
    </PageFrame>
  );
}
