import { Button, Modal, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import classes from './Onboarding.module.css';
import { isCallbackPath } from './navigation';
import { LogoMark } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/LanguagePicker';
import { settingsStore, useSettings } from '@/lib/settings-store';

/**
 * The first-visit board (SPEC §2, §4): mobile only, once per browser session. Continue goes to
 * register when logged out, else home; Skip goes home; Escape just dismisses it.
 */
export function Onboarding() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { onboardingShown, loggedIn } = useSettings();
  const languageHeading = useId();
  const opened = !onboardingShown && !isCallbackPath(pathname);

  function dismiss(to?: string) {
    settingsStore.markOnboardingShown();
    if (to) navigate(to);
  }

  return (
    <Modal.Root
      opened={opened}
      onClose={() => dismiss()}
      fullScreen
      transitionProps={{ duration: 0 }}
      data-testid="onboarding"
    >
      <Modal.Overlay />
      <Modal.Content className={classes.content}>
        <Modal.Body className={classes.body}>
          <div className={classes.intro}>
            <LogoMark size={56} />
            {/* Focus starts on the title (read first), not on the first language button. */}
            <Modal.Title className={classes.title} tabIndex={-1} data-autofocus>
              {t('onboarding.title')}
            </Modal.Title>
            <Text className={classes.description}>{t('onboarding.description')}</Text>
          </div>
          <div className={classes.languages}>
            <h3 id={languageHeading} className={classes.languageHeading}>
              {t('onboarding.chooseLanguage')}
            </h3>
            <LanguagePicker labelledBy={languageHeading} />
          </div>
          <div className={classes.buttons}>
            <Button size="md" fullWidth onClick={() => dismiss(loggedIn ? '/' : '/pass/register')}>
              {t('onboarding.continue')}
            </Button>
            <Button size="md" fullWidth variant="subtle" color="gray" onClick={() => dismiss('/')}>
              {t('onboarding.skip')}
            </Button>
          </div>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
