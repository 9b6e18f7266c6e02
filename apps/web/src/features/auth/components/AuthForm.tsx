import { Alert, Button, type MantineSpacing } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { authClasses } from './AuthCard';
import { AlertIcon } from '@/components/ui/icons';

export interface AuthFormProps {
  /** The form's submit handler (react-hook-form's `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** A message for the whole form (not one field), shown above the fields; null when none. */
  error: string | null;
  /** The heading of that message, if it has one. */
  errorTitle?: string;
  submitLabel: string;
  submitting: boolean;
  /** Extra space above the submit button. */
  submitMt?: MantineSpacing;
  /** The fields, between the message and the submit button. */
  children: ReactNode;
}

/** An auth form: the form-wide server message, the fields, then the full-width submit button. */
export function AuthForm({
  onSubmit,
  error,
  errorTitle,
  submitLabel,
  submitting,
  submitMt,
  children,
}: AuthFormProps) {
  return (
    <form className={authClasses.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {error && (
        <Alert
          color="red"
          variant="light"
          icon={<AlertIcon size={18} />}
          role="alert"
          title={errorTitle}
          data-testid="form-error"
        >
          {error}
        </Alert>
      )}
      {children}
      <Button type="submit" size="md" fullWidth loading={submitting} mt={submitMt}>
        {submitLabel}
      </Button>
    </form>
  );
}
