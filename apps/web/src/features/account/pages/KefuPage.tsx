import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { HeadsetIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /profile/kefu: customer service chat (SPEC §2). A page frame: the account feature fills it. */
export function KefuPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('account.kefu.title')} description={t('account.kefu.description')}>
      <EmptyState
        icon={<HeadsetIcon size={24} />}
        title={t('account.kefu.soon')}
        description={t('account.kefu.soonDetail')}
      />
    </PageFrame>
  );
}
