import { CatalogueCode } from '@meridian/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../api';
import { AuthCard, authClasses } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthLinks } from '../components/AuthLinks';
import { CodeField } from '../components/CodeField';
import { EmailField } from '../components/EmailField';
import { NewPasswordFields } from '../components/PasswordField';
import { useCountdown } from '../hooks/useCountdown';
import { SERVER_ERROR } from '../hooks/useFormMessage';
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

  function showServerError(error: unknown) {
    const field = fieldOfServerError(error, {
      [CatalogueCode.EMAIL_WRONG]: 'email',
      [CatalogueCode.NO_MATCHING_USER]: 'email',
      [CatalogueCode.DO_NOT_SEND_REPEATEDLY]: 'code',
      [CatalogueCode.SEND_CODE_FIRST]: 'code',
      [CatalogueCode.VERIFICATION_CODE_ERROR]: 'code',
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
        <AuthForm
          onSubmit={submit}
          error={formError}
          submitLabel={t('auth.reset.submit')}
          submitting={isSubmitting}
          submitMt={4}
        >
          <EmailField registration={register('email')} error={errors.email} />
          <CodeField
            registration={register('code')}
            error={errors.code}
            target={email}
            sentTo={sentTo}
            countdown={countdown.remaining}
            sending={sending}
            onSend={() => void sendCode()}
          />
          <NewPasswordFields
            label={t('auth.fields.newPassword')}
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={errors}
          />
        </AuthForm>
        <p className={authClasses.note}>
          <AlertIcon size={16} />
          <span>{t('auth.reset.signOutNote')}</span>
        </p>
      </AuthCard>
      <AuthLinks links={[{ to: '/pass/login', label: t('auth.reset.toLogin') }]} />
    </PageFrame>
  );
}
