import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ConfirmDialog.module.css';
import { errorMessage } from '@/lib/api-client';

interface ConfirmDialogBase {
  title: string;
  /** The call is under way: the dialog stays open, Cancel is disabled, Confirm shows a loader. */
  busy: boolean;
  /** Closes the dialog: Cancel, and the close button, Escape or the overlay when not busy. */
  onClose: () => void;
  /** On the dialog's body. */
  testId: string;
  /** On the modal itself. */
  modalTestId?: string;
  /** Above the server's message and the buttons: a risk warning where the step puts money at risk. */
  warning?: ReactNode;
  /** The refusal or failure of the call, in the server's words (or the timeout's advice). */
  error: Error | null;
  errorTestId?: string;
  /** Default: "Cancel". */
  cancelLabel?: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  confirmDisabled?: boolean;
  confirmTestId: string;
  children: ReactNode;
}

/** With `onSubmit` the body is a form and Confirm submits it; else Confirm calls `onConfirm`. */
export type ConfirmDialogProps = ConfirmDialogBase &
  ({ onSubmit: (event: FormEvent) => void } | { onConfirm: () => void });

/**
 * The frame of a one-step confirmation (margin: close a position, edit its stops, withdraw an
 * order, confirm an order or an option; spot: confirm or cancel an order): the modal, what the
 * step is about, a warning where it applies, the server's message after a refusal, then Cancel
 * and Confirm.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    title,
    busy,
    onClose,
    testId,
    modalTestId,
    warning,
    error,
    errorTestId,
    cancelLabel,
    confirmLabel,
    confirmColor,
    confirmDisabled,
    confirmTestId,
    children,
  } = props;
  const { t } = useTranslation();
  const onSubmit = 'onSubmit' in props ? props.onSubmit : undefined;
  const onConfirm = 'onConfirm' in props ? props.onConfirm : undefined;

  const body = (
    <>
      {children}
      {warning}
      {error && (
        <Text size="sm" className={classes.error} role="alert" data-testid={errorTestId}>
          {errorMessage(error)}
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          color={confirmColor}
          loading={busy}
          disabled={confirmDisabled}
          onClick={onConfirm}
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </Group>
    </>
  );

  return (
    <Modal
      opened
      onClose={() => {
        if (!busy) onClose();
      }}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid={modalTestId}
    >
      <div className={classes.dialog} data-testid={testId}>
        {onSubmit ? (
          <form className={classes.form} onSubmit={onSubmit} noValidate>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </Modal>
  );
}
