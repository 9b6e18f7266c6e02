import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SessionsSection } from '../components/SessionsSection';
import { SignInHistorySection } from '../components/SignInHistorySection';
import { TwoFactorSection } from '../components/TwoFactorSection';
import { useSecurityStatus } from '../security-api';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useLoggedIn } from '@/lib/settings-store';

/**
 * /profile/security (issue 12): two-factor sign-in (enrol with a QR code, recovery codes shown
 * once, turn off), the signed-in devices with sign-out of each, and the sign-in history.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const status = useSecurityStatus();

  return (
    <PageFrame title={t('security.page.title')} description={t('security.page.description')}>
      {!loggedIn ? (
        <GuestState
          title={t('security.page.guestTitle')}
          description={t('security.page.guestDetail')}
        />
      ) : status.isPending ? (
        <Loading />
      ) : status.isError ? (
        <ErrorState
          title={t('security.page.loadFailed')}
          description={errorMessage(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Stack gap="lg" data-testid="security-page">
          <TwoFactorSection status={status.data} />
          <SessionsSection />
          <SignInHistorySection />
        </Stack>
      )}
    </PageFrame>
  );
}
