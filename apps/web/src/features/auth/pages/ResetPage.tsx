import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/AuthLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/** /pass/reset (SPEC §2): password reset by email code. A page frame. */
export function ResetPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="narrow"
      title={t('auth.reset.title')}
      description={t('auth.reset.description')}
    >
      <EmptyState title={t('auth.reset.soon')} description={t('auth.reset.soonDetail')} />
      <AuthLinks links={[{ to: '/pass/login', label: t('auth.reset.toLogin') }]} />
    </PageFrame>
  );
}
