import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/** /admin for a role with nothing to use here yet (content). */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('admin.welcome.title')}>
      <EmptyState
        title={t('admin.welcome.nothing')}
        description={t('admin.welcome.nothingDetail')}
      />
    </PageFrame>
  );
}
