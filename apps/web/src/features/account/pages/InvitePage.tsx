import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/invite: invite friends (SPEC §2). A page frame: the account feature fills it. */
export function InvitePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.invite.title')} description={t('account.invite.description')}>
      <EmptyState
        icon={<UserIcon size={24} />}
        title={t('account.invite.soon')}
        description={t('account.invite.soonDetail')}
      />
    </PageFrame>
  );
}
