import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { BellIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/notification: notifications (SPEC §2). A page frame: the account feature fills it. */
export function NotificationPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('account.notification.title')}
      description={t('account.notification.description')}
    >
      <EmptyState
        icon={<BellIcon size={24} />}
        title={t('account.notification.soon')}
        description={t('account.notification.soonDetail')}
      />
    </PageFrame>
  );
}
