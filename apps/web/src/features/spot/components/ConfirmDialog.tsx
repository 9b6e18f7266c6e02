import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Form.module.css';
import { errorMessage } from '@/lib/api-client';

export interface ConfirmDialogProps {
  title: string;
  /** The call is under way: the dialog stays open, Cancel is disabled, Confirm shows a loader. */
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The refusal or failure of the call, in the server's words (or the timeout's advice). */
  error: Error | null;
  cancelLabel?: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  testId: string;
  children: ReactNode;
}

/** A one-step confirmation: what is about to happen, the server's answer after a refusal, Cancel and Confirm. */
export function ConfirmDialog({
  title,
  busy,
  onClose,
  onConfirm,
  error,
  cancelLabel,
  confirmLabel,
  confirmColor,
  testId,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div className={classes.dialog} data-testid={testId}>
        {children}
        {error && (
          <Text size="sm" className={classes.error} role="alert" data-testid={`${testId}-error`}>
            {errorMessage(error)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            color={confirmColor}
            loading={busy}
            onClick={onConfirm}
            data-testid={`${testId}-submit`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </div>
    </Modal>
  );
}
