import { Button, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi, adminKeys, type QueueKind } from '../api/admin-api';
import { displayError, isConflict } from '../lib/errors';
import classes from './admin.module.css';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { showToast } from '@/lib/toast';

export const REASON_MIN = 3;
export const REASON_MAX = 500;

type Decision = 'approve' | 'reject';

export interface ReviewActionsProps {
  kind: QueueKind;
  id: string | number;
  /** Whose item it is (in the dialogs' text). */
  username: string;
  /** Someone else reviewed the item first (409): the queue is refreshed; the page says so. */
  onConflict: () => void;
}

/**
 * Approve and reject (for KYC: fail) of one queue item, each after a confirmation; a rejection
 * needs a reason of 3 to 500 characters. Success refreshes the queue and its count.
 */
export function ReviewActions({ kind, id, username, onConflict }: ReviewActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Decision | null>(null);
  return (
    <div className={classes.actions}>
      <Button color="teal.9" onClick={() => setOpen('approve')} data-testid={`approve-${id}`}>
        {t(`admin.review.${kind}.approve`)}
      </Button>
      <Button
        color="red.8"
        variant="outline"
        onClick={() => setOpen('reject')}
        data-testid={`reject-${id}`}
      >
        {t(`admin.review.${kind}.reject`)}
      </Button>
      {open && (
        <ReviewDialog
          decision={open}
          kind={kind}
          id={id}
          username={username}
          onClose={() => setOpen(null)}
          onConflict={() => {
            setOpen(null);
            onConflict();
          }}
        />
      )}
    </div>
  );
}

function ReviewDialog({
  decision,
  kind,
  id,
  username,
  onClose,
  onConflict,
}: ReviewActionsProps & { decision: Decision; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.queue(kind) });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'user'] });
  };
  const mutation = useMutation({
    mutationFn: (reason?: string) =>
      decision === 'approve' ? adminApi.approve(kind, id) : adminApi.reject(kind, id, reason ?? ''),
    onSuccess: () => {
      showToast(
        t(`admin.review.${kind}.${decision === 'approve' ? 'approved' : 'rejected'}`),
        'success',
      );
      refresh();
      onClose();
    },
    onError: (error) => {
      if (!isConflict(error)) return;
      refresh();
      onConflict();
    },
  });

  if (decision === 'approve')
    return (
      <ConfirmDialog
        title={t(`admin.review.${kind}.approveTitle`)}
        busy={mutation.isPending}
        onClose={onClose}
        onConfirm={() => mutation.mutate()}
        error={displayError(mutation.error)}
        confirmLabel={t(`admin.review.${kind}.approve`)}
        confirmColor="teal.9"
        testId="approve-dialog"
        errorTestId="review-error"
        confirmTestId="approve-confirm"
      >
        <Text size="sm">{t(`admin.review.${kind}.approveText`, { username })}</Text>
      </ConfirmDialog>
    );

  return (
    <RejectDialog
      title={t(`admin.review.${kind}.rejectTitle`)}
      text={t(`admin.review.${kind}.rejectText`, { username })}
      confirmLabel={t(`admin.review.${kind}.reject`)}
      busy={mutation.isPending}
      error={displayError(mutation.error)}
      onClose={onClose}
      onReject={(reason) => mutation.mutate(reason)}
    />
  );
}

export interface RejectDialogProps {
  title: string;
  /** What rejecting does, to whom. */
  text: string;
  confirmLabel: string;
  busy: boolean;
  error: Error | null;
  onClose: () => void;
  /** With the reason, trimmed, once it is 3 to 500 characters. */
  onReject: (reason: string) => void;
}

/** A rejection after a confirmation, with the reason (3 to 500 characters) the user will read. */
export function RejectDialog({
  title,
  text,
  confirmLabel,
  busy,
  error,
  onClose,
  onReject,
}: RejectDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed.length < REASON_MIN || trimmed.length > REASON_MAX) {
      setReasonError(t('admin.review.reasonRule', { min: REASON_MIN, max: REASON_MAX }));
      return;
    }
    setReasonError(null);
    onReject(trimmed);
  };

  return (
    <ConfirmDialog
      title={title}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      error={error}
      confirmLabel={confirmLabel}
      confirmColor="red.8"
      testId="reject-dialog"
      errorTestId="review-error"
      confirmTestId="reject-confirm"
    >
      <Text size="sm">{text}</Text>
      <Textarea
        label={t('admin.review.reason')}
        description={t('admin.review.reasonHint', { min: REASON_MIN, max: REASON_MAX })}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (reasonError) setReasonError(null);
        }}
        error={reasonError}
        required
        rows={4}
        maxLength={REASON_MAX}
        data-autofocus
      />
    </ConfirmDialog>
  );
}
