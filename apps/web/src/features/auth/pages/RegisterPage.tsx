import { useTranslation } from 'react-i18next';
import { AuthLinks } from '../components/AuthLinks';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /pass/register (SPEC §2): registration by email or mobile with a code. A page frame. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="narrow"
      title={t('auth.register.title')}
      description={t('auth.register.description')}
    >
      <EmptyState
        icon={<UserIcon size={24} />}
        title={t('auth.register.soon')}
        description={t('auth.register.soonDetail')}
      />
      <AuthLinks
        links={[
          {
            to: '/pass/login',
            lead: t('auth.register.haveAccount'),
            label: t('auth.register.toLogin'),
          },
        ]}
      />
    </PageFrame>
  );
}
