import { CatalogueCode, GenericCode } from '@meridian/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../api';
import classes from './ChangePasswordForm.module.css';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  changePasswordSchema,
  type ChangePasswordForm as Values,
  type ChangePasswordMessage,
} from '@/lib/password-schema';
import { showToast } from '@/lib/toast';

const SERVER = 'server';

/**
 * Change password (repassword): the current password and the new one twice. The server answers
 * 20005 "changed successfully"; other sessions are signed out, this one stays.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const message = (error: FieldError | undefined) =>
    error?.message
      ? error.type === SERVER
        ? error.message
        : t(error.message as ChangePasswordMessage)
      : undefined;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setDone(null);
    try {
      const reply = await accountApi.changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      const text = reply.msg || t('account.password.done');
      reset();
      setDone(text);
      showToast(text, 'success');
    } catch (error) {
      if (error instanceof ApiError && error.code === CatalogueCode.WRONG_PASSWORD) {
        setError('oldPassword', { type: SERVER, message: error.message }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code === GenericCode.INVALID_REQUEST) {
        setError('newPassword', { type: SERVER, message: error.message }, { shouldFocus: true });
      } else setFormError(errorMessage(error));
    }
  });

  return (
    <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
      {formError && (
        <Alert color="red" variant="light" role="alert">
          {formError}
        </Alert>
      )}
      {done && (
        <Alert color="teal" variant="light" role="status" data-testid="password-changed">
          {done} {t('account.password.otherSessions')}
        </Alert>
      )}
      <PasswordInput
        label={t('account.password.current')}
        autoComplete="current-password"
        error={message(errors.oldPassword)}
        aria-invalid={errors.oldPassword ? true : undefined}
        visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
        {...register('oldPassword')}
      />
      <div className={classes.pair}>
        <PasswordInput
          label={t('account.password.new')}
          description={t('account.password.rule')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          error={message(errors.newPassword)}
          aria-invalid={errors.newPassword ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t('account.password.confirm')}
          autoComplete="new-password"
          error={message(errors.confirmPassword)}
          aria-invalid={errors.confirmPassword ? true : undefined}
          visibilityToggleButtonProps={{ 'aria-label': t('account.password.toggle') }}
          {...register('confirmPassword')}
        />
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
