import { CatalogueCode } from '@meridian/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, PasswordInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fundsApi, type UserInfo } from '../api/funds-api';
import { refreshAccount, useTwoFactorOn, useUserInfo } from '../api/queries';
import classes from '../components/Funds.module.css';
import { TwoFactorCodeField } from '../components/TwoFactorCodeField';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { Loading } from '@/components/ui/Loading';
import {
  WITHDRAWAL_PASSWORD_MAX_LENGTH,
  withdrawalPasswordSchema,
  type WithdrawalPasswordForm as Values,
  type WithdrawalPasswordMessage,
} from '@/lib/password-schema';
import { PageFrame } from '@/components/ui/PageFrame';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings-store';
import { showToast } from '@/lib/toast';

const SERVER = 'server';
/** A wrong current password: the withdrawal password (10093) or the login password (10004). */
const WRONG_CURRENT = new Set<number>([
  CatalogueCode.WRONG_WITHDRAWAL_PASSWORD,
  CatalogueCode.WRONG_PASSWORD,
]);

type Profile = Pick<UserInfo, 'hasPassword' | 'hasWithdrawalPassword'>;

/**
 * Set (first time) or change the withdrawal password (repasswordTx). The current withdrawal
 * password confirms a change; a first one is confirmed with the login password when the account
 * has one (an account made with Google or a wallet has none).
 */
function PasswordForm({
  profile,
  onDone,
}: {
  profile: Profile;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const changing = profile.hasWithdrawalPassword;
  const needsCurrent = changing || profile.hasPassword;
  const schema = useMemo(() => withdrawalPasswordSchema(needsCurrent), [needsCurrent]);
  const [formError, setFormError] = useState<string | null>(null);
  const twoFactorOn = useTwoFactorOn();
  const [totpCode, setTotpCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const message = (error: FieldError | undefined) =>
    error?.message
      ? error.type === SERVER
        ? error.message
        : t(error.message as WithdrawalPasswordMessage)
      : undefined;
  const toggle = { 'aria-label': t('funds.password.toggle') };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (twoFactorOn && totpCode.trim() === '') {
      setCodeMissing(true);
      return;
    }
    setCodeMissing(false);
    try {
      const reply = await fundsApi.setWithdrawalPassword({
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
        ...(twoFactorOn ? { totpCode: totpCode.trim() } : {}),
      });
      setTotpCode('');
      const text = reply.msg || t('funds.password.done');
      reset();
      onDone(text);
      showToast(text, 'success');
      refreshAccount(queryClient);
    } catch (error) {
      if (error instanceof ApiError && error.code !== null && WRONG_CURRENT.has(error.code)) {
        setError(
          'currentPassword',
          { type: SERVER, message: error.message },
          { shouldFocus: true },
        );
      } else setFormError(errorMessage(error));
    }
  });

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="withdrawal-password-form"
    >
      <h2 className={classes.sectionTitle}>
        {t(changing ? 'funds.password.changeTitle' : 'funds.password.setTitle')}
      </h2>
      {formError && (
        <Alert color="red" variant="light" role="alert" data-testid="withdrawal-password-error">
          {formError}
        </Alert>
      )}
      {needsCurrent && (
        <PasswordInput
          label={t(changing ? 'funds.password.currentWithdrawal' : 'funds.password.loginPassword')}
          description={changing ? undefined : t('funds.password.loginPasswordHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete={changing ? 'off' : 'current-password'}
          error={message(errors.currentPassword)}
          aria-invalid={errors.currentPassword ? true : undefined}
          visibilityToggleButtonProps={toggle}
          {...register('currentPassword')}
        />
      )}
      <div className={classes.fields}>
        <PasswordInput
          label={t('funds.password.new')}
          description={t('funds.password.rule')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          maxLength={WITHDRAWAL_PASSWORD_MAX_LENGTH}
          error={message(errors.password)}
          aria-invalid={errors.password ? true : undefined}
          visibilityToggleButtonProps={toggle}
          {...register('password')}
        />
        <PasswordInput
          label={t('funds.password.confirmNew')}
          autoComplete="new-password"
          maxLength={WITHDRAWAL_PASSWORD_MAX_LENGTH}
          error={message(errors.confirmPassword)}
          aria-invalid={errors.confirmPassword ? true : undefined}
          visibilityToggleButtonProps={toggle}
          {...register('confirmPassword')}
        />
      </div>
      {twoFactorOn && (
        <TwoFactorCodeField
          value={totpCode}
          onChange={setTotpCode}
          missing={codeMissing}
          testId="withdrawal-password-totp"
        />
      )}
      <div className={classes.actions}>
        <Button type="submit" loading={isSubmitting} data-testid="withdrawal-password-submit">
          {t(changing ? 'funds.password.submitChange' : 'funds.password.submitSet')}
        </Button>
      </div>
    </form>
  );
}

/** /profile/withdrawal-password: set or change the withdrawal password (both books). */
export function WithdrawalPasswordPage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSettings();
  const info = useUserInfo();
  const profile: Profile | null = info.data ?? user;
  const [done, setDone] = useState<string | null>(null);

  return (
    <PageFrame
      width="narrow"
      title={t('funds.password.title')}
      description={t('funds.password.description')}
    >
      {!loggedIn ? (
        <GuestState title={t('funds.guest.title')} description={t('funds.guest.detail')} />
      ) : !profile && info.isPending ? (
        <Loading />
      ) : !profile ? (
        <ErrorState
          title={t('funds.password.loadFailed')}
          description={errorMessage(info.error)}
          onRetry={() => void info.refetch()}
        />
      ) : (
        <section className={classes.card} aria-label={t('funds.password.title')}>
          {done && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              title={done}
              data-testid="withdrawal-password-done"
            >
              <Link to="/profile/withdraw">{t('funds.password.goWithdraw')}</Link>
            </Alert>
          )}
          <div>
            <Badge
              color={profile.hasWithdrawalPassword ? 'teal' : 'gray'}
              variant="light"
              radius="sm"
              tt="none"
              fw={600}
              data-testid="withdrawal-password-status"
            >
              {t(
                profile.hasWithdrawalPassword
                  ? 'funds.password.statusSet'
                  : 'funds.password.statusNotSet',
              )}
            </Badge>
          </div>
          <PasswordForm
            key={profile.hasWithdrawalPassword ? 'change' : 'set'}
            profile={profile}
            onDone={setDone}
          />
        </section>
      )}
    </PageFrame>
  );
}
