import { ActionIcon, Alert, Badge, Button, CopyButton, Text, Tooltip } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUserInfo } from '../api';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { KycBadge } from '../components/KycBadge';
import { SettingsSection } from '../components/SettingsSection';
import classes from './InfoPage.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { CheckIcon, CopyIcon } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/LanguagePicker';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useSettings } from '@/lib/settings-store';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className={classes.item}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** `/profile/info#password` scrolls to that section and moves focus to its heading. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView({ block: 'start' });
    section.querySelector<HTMLElement>('[data-section-heading]')?.focus({ preventScroll: true });
  }, [hash, ready]);
}

/**
 * /profile/info: personal info (username, email, phone, referral code, credit points,
 * verification), change password, withdrawal password, identity verification and language.
 */
export function InfoPage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSettings();
  const format = useFormat();
  const info = useUserInfo();
  const profile = info.data ?? user;
  useScrollToHash(loggedIn && Boolean(profile));

  if (!loggedIn) {
    return (
      <PageFrame title={t('account.info.title')} description={t('account.info.description')}>
        <GuestState title={t('account.guest.title')} description={t('account.guest.detail')} />
      </PageFrame>
    );
  }

  const none = (
    <Text span c="gray.6" fw={400} size="sm">
      {t('account.info.none')}
    </Text>
  );

  return (
    <PageFrame title={t('account.info.title')} description={t('account.info.description')}>
      {!profile && info.isPending && <Loading />}
      {!profile && info.isError && (
        <ErrorState
          title={t('account.info.loadFailed')}
          description={errorMessage(info.error)}
          onRetry={() => void info.refetch()}
        />
      )}
      {profile && (
        <div className={classes.sections}>
          <SettingsSection id="profile" title={t('account.info.profile')}>
            <dl className={classes.list}>
              <Row label={t('account.info.username')} testId="info-username">
                {profile.username}
              </Row>
              <Row label={t('account.info.email')}>
                {profile.email ? <span dir="ltr">{profile.email}</span> : none}
              </Row>
              <Row label={t('account.info.phone')}>
                {profile.phone ? <span dir="ltr">{profile.phone}</span> : none}
              </Row>
              {profile.ethAddress && (
                <Row label={t('account.info.wallet')}>
                  <span dir="ltr">{profile.ethAddress}</span>
                </Row>
              )}
              <Row label={t('account.info.referralCode')}>
                <span dir="ltr">{profile.referralCode}</span>
                <CopyButton value={profile.referralCode} timeout={1500}>
                  {({ copied, copy }) => (
                    <Tooltip
                      label={copied ? t('account.info.copied') : t('account.info.copy')}
                      withArrow
                    >
                      <ActionIcon
                        variant="subtle"
                        color={copied ? 'teal' : 'gray'}
                        size={32}
                        onClick={copy}
                        aria-label={copied ? t('account.info.copied') : t('account.info.copy')}
                      >
                        {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Row>
              <Row label={t('account.info.creditPoints')}>{profile.creditPoints}</Row>
              <Row label={t('account.info.verification')}>
                <KycBadge status={profile.kycStatus} />
              </Row>
              <Row label={t('account.info.memberSince')}>{format.date(profile.createdAt)}</Row>
            </dl>
          </SettingsSection>

          <SettingsSection
            id="password"
            title={t('account.password.title')}
            description={t('account.password.description')}
          >
            {profile.hasPassword ? (
              <ChangePasswordForm />
            ) : (
              <Alert color="meridian" variant="light">
                {t('account.password.noPassword')}
              </Alert>
            )}
          </SettingsSection>

          <SettingsSection
            id="withdrawal-password"
            title={t('account.withdrawalPassword.title')}
            description={t('account.withdrawalPassword.description')}
            aside={
              <Badge
                color={profile.hasWithdrawalPassword ? 'teal' : 'gray'}
                variant="light"
                radius="sm"
                tt="none"
                fw={600}
              >
                {t(profile.hasWithdrawalPassword ? 'account.info.set' : 'account.info.notSet')}
              </Badge>
            }
          >
            <Button component={Link} to="/profile/withdrawal-password" variant="light">
              {t('account.withdrawalPassword.manage')}
            </Button>
          </SettingsSection>

          <SettingsSection
            id="verification"
            title={t('account.verification.title')}
            description={t('account.verification.description')}
            aside={<KycBadge status={profile.kycStatus} />}
          >
            <Text size="sm" c="gray.7">
              {t(`account.verification.${profile.kycStatus}`)}
            </Text>
            {profile.kycStatus !== 'verified' && (
              <Button component={Link} to="/profile/kyc" variant="light" mt="sm">
                {t('account.verification.open')}
              </Button>
            )}
          </SettingsSection>

          <SettingsSection id="language" title={t('account.info.language')}>
            <LanguagePicker />
          </SettingsSection>
        </div>
      )}
    </PageFrame>
  );
}
