import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/info: personal info and settings (SPEC §2). A page frame: the account feature fills it. */
export function InfoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.info.title')} description={t('account.info.description')}>
      <EmptyState
        icon={<UserIcon size={24} />}
        title={t('account.info.soon')}
        description={t('account.info.soonDetail')}
      />
    </PageFrame>
  );
}
