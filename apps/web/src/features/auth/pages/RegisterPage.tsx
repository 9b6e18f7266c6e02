import { CatalogueCode } from '@meridian/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, TextInput } from '@mantine/core';
import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi, newIdempotencyKey, type ContactBody } from '../api';
import { AuthCard, authClasses } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { AuthLinks } from '../components/AuthLinks';
import { CodeField } from '../components/CodeField';
import { EmailField } from '../components/EmailField';
import { ExternalSignIn } from '../components/ExternalSignIn';
import { MethodPicker } from '../components/MethodPicker';
import { NewPasswordFields } from '../components/PasswordField';
import { useCountdown } from '../hooks/useCountdown';
import { useFinishSignIn, useReturnPath } from '../hooks/useFinishSignIn';
import { SERVER_ERROR, useFormMessage } from '../hooks/useFormMessage';
import { callingCodeOf, callingCodeOptions } from '../lib/calling-codes';
import { normalisePhone, registerFormSchema, type RegisterForm } from '../lib/schemas';
import { fieldOfServerError, isUnknownInviteCode } from '../lib/server-errors';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/settings-store';
import { ShieldIcon } from '@/components/ui/icons';

/** The e-mail or phone a code goes to, as the request body carries it. */
function contactOf(values: RegisterForm): ContactBody {
  return values.type === 'mobile'
    ? {
        type: 'mobile',
        areaCode: callingCodeOf(values.country),
        phone: normalisePhone(values.phone),
      }
    : { type: 'email', email: values.email.trim().toLowerCase() };
}

/** "ada@example.com" or "+44 7700900123": who the code was sent to. */
function targetOf(contact: ContactBody): string {
  return contact.type === 'email' ? (contact.email ?? '') : `+${contact.areaCode} ${contact.phone}`;
}

/**
 * /pass/register (SPEC §2, §5): by email or mobile, a 6-digit code (one send per 60 s), username,
 * password twice and an optional invite code (from `?invite=`). Registering signs the user in.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const finish = useFinishSignIn();
  const from = useReturnPath();
  const message = useFormMessage();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const invite = params.get('invite')?.trim().slice(0, 32) ?? '';
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setError,
    clearErrors,
    setFocus,
    trigger,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      type: '',
      email: '',
      country: '',
      phone: '',
      code: '',
      username: '',
      password: '',
      confirmPassword: '',
      inviteCode: invite,
    },
  });
  const countries = useMemo(() => callingCodeOptions(LANGUAGE_HTML_TAGS[language]), [language]);
  const method = watch('type');
  const target = targetOf(contactOf(watch()));

  function showServerError(error: unknown) {
    if (isUnknownInviteCode(error)) {
      // Our own words (the server's names the field by its code name), in the page's language.
      setError(
        'inviteCode',
        { type: 'unknownInvite', message: 'auth.validation.inviteCodeUnknown' },
        { shouldFocus: true },
      );
      return;
    }
    const contactField = getValues('type') === 'mobile' ? 'phone' : 'email';
    const field = fieldOfServerError(error, {
      [CatalogueCode.EMAIL_WRONG]: 'email',
      [CatalogueCode.USERNAME_INPUT_ERROR]: 'username',
      [CatalogueCode.USERNAME_EXISTS]: 'username',
      [CatalogueCode.EMAIL_OR_PHONE_EXISTS]: contactField,
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
    const type = getValues('type');
    if (type !== 'email' && type !== 'mobile') {
      await trigger('type', { shouldFocus: true });
      return;
    }
    const fields = type === 'email' ? (['email'] as const) : (['country', 'phone'] as const);
    if (!(await trigger([...fields], { shouldFocus: true }))) return;
    clearErrors('code');
    setSending(true);
    try {
      const contact = contactOf(getValues());
      await authApi.sendCode({ ...contact, purpose: 'register' });
      setSentTo(targetOf(contact));
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
    try {
      const result = await authApi.register(
        {
          ...contactOf(values),
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          code: values.code.trim(),
          inviteCode: values.inviteCode.trim() || undefined,
        },
        // One key per submission attempt: a retried request cannot create two accounts.
        newIdempotencyKey(),
      );
      finish(result);
    } catch (error) {
      showServerError(error);
    }
  });

  return (
    <PageFrame
      width="narrow"
      title={t('auth.register.title')}
      description={t('auth.register.description')}
    >
      <AuthCard>
        <AuthForm
          onSubmit={submit}
          error={formError}
          errorTitle={t('auth.register.failed')}
          submitLabel={t('auth.register.submit')}
          submitting={isSubmitting}
          submitMt={4}
        >
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <MethodPicker
                value={field.value}
                inputRef={field.ref}
                onChange={(next) => {
                  field.onChange(next);
                  clearErrors(['email', 'country', 'phone']);
                }}
                error={message(errors.type)}
              />
            )}
          />
          {method === 'email' && (
            <EmailField registration={register('email')} error={errors.email} />
          )}
          {method === 'mobile' && (
            <div className={authClasses.phoneRow}>
              <Controller
                control={control}
                name="country"
                render={({ field }) => (
                  <Select
                    label={t('auth.fields.areaCode')}
                    placeholder={t('auth.fields.areaCodePlaceholder')}
                    data={countries}
                    searchable
                    size="md"
                    nothingFoundMessage={t('errors.nothingFound')}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={message(errors.country)}
                    comboboxProps={{ width: 300, position: 'bottom-start' }}
                  />
                )}
              />
              <TextInput
                label={t('auth.fields.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                size="md"
                error={message(errors.phone)}
                {...register('phone')}
              />
            </div>
          )}
          <CodeField
            registration={register('code')}
            error={errors.code}
            target={target}
            sentTo={sentTo}
            countdown={countdown.remaining}
            sending={sending}
            onSend={() => void sendCode()}
          />
          <TextInput
            label={t('auth.fields.username')}
            description={t('auth.fields.usernameHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            error={message(errors.username)}
            {...register('username')}
          />
          <NewPasswordFields
            label={t('auth.fields.password')}
            password={register('password')}
            confirm={register('confirmPassword')}
            errors={errors}
          />
          <TextInput
            label={t('auth.fields.inviteCode')}
            description={invite ? t('auth.fields.inviteFromLink') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            error={message(errors.inviteCode)}
            {...register('inviteCode')}
          />
        </AuthForm>
        <p className={authClasses.note}>
          <ShieldIcon size={16} />
          <span>{t('auth.register.demoNote')}</span>
        </p>
        <ExternalSignIn inviteCode={watch('inviteCode').trim() || undefined} />
      </AuthCard>
      <AuthLinks
        links={[
          {
            to: '/pass/login',
            lead: t('auth.register.haveAccount'),
            label: t('auth.register.toLogin'),
            state: from ? { from } : undefined,
          },
        ]}
      />
    </PageFrame>
  );
}
