import { GenericCode } from '@meridian/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, PasswordInput, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminApi, adminKeys, type StaffLoginResult } from '../api/admin-api';
import { staffSession, useStaffSession } from '../api/session';
import classes from '../components/admin.module.css';
import { AlertIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { QrCode } from '@/components/ui/QrCode';
import { ApiError, errorMessage } from '@/lib/api-client';

/** Client-side rules; each message is an i18n key. */
const MESSAGES = {
  username: 'admin.signIn.enterUsername',
  password: 'admin.signIn.enterPassword',
  code: 'admin.signIn.codeRule',
  newPassword: 'admin.signIn.passwordRule',
  differ: 'admin.signIn.passwordsDiffer',
} as const;
type MessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

const passwordSchema = z.object({
  username: z.string().trim().min(1, MESSAGES.username),
  password: z.string().min(1, MESSAGES.password),
});
type PasswordForm = z.infer<typeof passwordSchema>;

function codeSchema(mustChangePassword: boolean) {
  return z
    .object({
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, MESSAGES.code),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (!mustChangePassword) return;
      if (values.newPassword.length < 10 || values.newPassword.length > 128)
        context.addIssue({ code: 'custom', path: ['newPassword'], message: MESSAGES.newPassword });
      else if (values.confirmPassword !== values.newPassword)
        context.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.differ });
    });
}
type CodeForm = z.infer<ReturnType<typeof codeSchema>>;

/** A server message set on a field is shown as is; a client rule's key is translated. */
const SERVER = 'server';
function useFieldMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === SERVER ? error.message : t(error.message as MessageKey);
  };
}

interface Challenge extends StaffLoginResult {
  username: string;
}

/**
 * The staff sign-in in two steps: username and password (POST auth/login), then the code of an
 * authenticator app (POST auth/verify). On the first sign-in the server hands out a new TOTP
 * secret (shown as a QR code and as text) and may require a new password. A 401 in step 2 means
 * the challenge expired: back to step 1.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { expired } = useStaffSession();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <main id="admin-main">
      <PageFrame
        width="narrow"
        title={t('admin.signIn.title')}
        description={t('admin.signIn.description')}
      >
        <div className={classes.card}>
          {(notice ?? (expired && !challenge)) && (
            <Alert
              color="yellow"
              variant="light"
              mb="md"
              role="status"
              data-testid="sign-in-notice"
            >
              {notice ?? t('admin.errors.sessionEnded')}
            </Alert>
          )}
          {challenge ? (
            <CodeStep
              key={challenge.challenge}
              challenge={challenge}
              onRestart={(message) => {
                setNotice(message);
                setChallenge(null);
              }}
            />
          ) : (
            <PasswordStep
              onChallenge={(next) => {
                setNotice(null);
                setChallenge(next);
              }}
            />
          )}
        </div>
      </PageFrame>
    </main>
  );
}

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<AlertIcon size={18} />}
      role="alert"
      data-testid="sign-in-error"
    >
      {message}
    </Alert>
  );
}

function PasswordStep({ onChallenge }: { onChallenge: (challenge: Challenge) => void }) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const username = values.username.trim();
      const result = await adminApi.login({ username, password: values.password });
      onChallenge({ ...result, username });
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormError message={formError} />
      <TextInput
        label={t('admin.signIn.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={message(errors.username)}
        {...register('username')}
      />
      <PasswordInput
        label={t('admin.signIn.password')}
        autoComplete="current-password"
        error={message(errors.password)}
        visibilityToggleButtonProps={{ 'aria-label': t('admin.signIn.togglePassword') }}
        {...register('password')}
      />
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t('admin.signIn.continue')}
      </Button>
    </form>
  );
}

function CodeStep({
  challenge,
  onRestart,
}: {
  challenge: Challenge;
  onRestart: (notice: string | null) => void;
}) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({
    resolver: zodResolver(codeSchema(challenge.mustChangePassword)),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await adminApi.verify({
        challenge: challenge.challenge,
        code: values.code.trim(),
        ...(challenge.mustChangePassword ? { newPassword: values.newPassword } : {}),
      });
      queryClient.setQueryData(adminKeys.me(result.token), result.staff);
      staffSession.signIn(result.token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        onRestart(t('admin.signIn.challengeExpired'));
      } else if (error instanceof ApiError && error.code === GenericCode.WRONG_TWO_FACTOR_CODE) {
        setError('code', { type: SERVER, message: error.message }, { shouldFocus: true });
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      <Text size="sm">{t('admin.signIn.signingInAs', { username: challenge.username })}</Text>
      <FormError message={formError} />
      {challenge.enrolment && (
        <section className={classes.section} aria-labelledby="admin-enrol-title">
          <Title order={2} className={classes.sectionTitle} id="admin-enrol-title">
            {t('admin.signIn.enrolTitle')}
          </Title>
          <Text size="sm">{t('admin.signIn.enrolScan')}</Text>
          <QrCode
            value={challenge.enrolment.otpauthUrl}
            label={t('admin.signIn.qrLabel')}
            size={200}
            testId="totp-qr"
          />
          <Text size="sm">{t('admin.signIn.enrolType')}</Text>
          <Code className={classes.secret} data-testid="totp-secret">
            {challenge.enrolment.secret}
          </Code>
        </section>
      )}
      <TextInput
        label={t('admin.signIn.code')}
        description={t('admin.signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        error={message(errors.code)}
        data-autofocus
        {...register('code')}
      />
      {challenge.mustChangePassword && (
        <section className={classes.section} aria-labelledby="admin-new-password-title">
          <Title order={2} className={classes.sectionTitle} id="admin-new-password-title">
            {t('admin.signIn.newPasswordTitle')}
          </Title>
          <Text size="sm">{t('admin.signIn.newPasswordText')}</Text>
          <PasswordInput
            label={t('admin.signIn.newPassword')}
            description={t('admin.signIn.passwordRule')}
            autoComplete="new-password"
            error={message(errors.newPassword)}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.signIn.togglePassword') }}
            {...register('newPassword')}
          />
          <PasswordInput
            label={t('admin.signIn.confirmPassword')}
            autoComplete="new-password"
            error={message(errors.confirmPassword)}
            visibilityToggleButtonProps={{ 'aria-label': t('admin.signIn.togglePassword') }}
            {...register('confirmPassword')}
          />
        </section>
      )}
      <Button type="submit" loading={isSubmitting} fullWidth>
        {t('admin.signIn.submit')}
      </Button>
      <Button variant="subtle" onClick={() => onRestart(null)} disabled={isSubmitting}>
        {t('admin.signIn.restart')}
      </Button>
    </form>
  );
}
