import { Notification } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '@/lib/toast';
import classes from './Toaster.module.css';

const COLORS = { info: 'meridian', success: 'teal', error: 'red' } as const;

/** Shows the toasts of lib/toast in a polite live region above the content. */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <div className={classes.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Notification
          key={toast.id}
          color={COLORS[toast.tone]}
          className={classes.toast}
          withBorder
          closeButtonProps={{ 'aria-label': t('common.close') }}
          onClose={() => dismissToast(toast.id)}
        >
          {toast.message}
        </Notification>
      ))}
    </div>
  );
}
