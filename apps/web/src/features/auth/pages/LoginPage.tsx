import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/AuthLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/**
 * /pass/login (SPEC §2): username/email and password, Google, wallet. A page frame: the auth
 * feature adds the form (on success: settingsStore.setSession({token, user})). A 401 anywhere
 * lands here with `location.state.from` set to the page the user was on.
 */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="narrow"
      title={t('auth.login.title')}
      description={t('auth.login.description')}
    >
      <EmptyState
        icon={<UserIcon size={24} />}
        title={t('auth.login.soon')}
        description={t('auth.login.soonDetail')}
      />
      <AuthLinks
        links={[
          {
            to: '/pass/register',
            lead: t('auth.login.noAccount'),
            label: t('auth.login.toRegister'),
          },
          { to: '/pass/reset', label: t('auth.login.forgot') },
        ]}
      />
    </PageFrame>
  );
}
