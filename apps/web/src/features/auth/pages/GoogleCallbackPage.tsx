import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/AuthLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';

/**
 * /api/loginCallback/google (SPEC §2): Google returns here with `code` and `state`; the auth
 * feature will post them to /swx/customer/login/loginByGoogle. The shell shows no navigation.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="narrow"
      title={t('auth.googleCallback.title')}
      description={t('auth.googleCallback.description')}
    >
      <EmptyState
        title={t('auth.googleCallback.soon')}
        description={t('auth.googleCallback.soonDetail')}
      />
      <AuthLinks links={[{ to: '/pass/login', label: t('auth.googleCallback.toLogin') }]} />
    </PageFrame>
  );
}
