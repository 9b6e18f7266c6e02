import { ActionIcon, Button, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LANGUAGE_NATIVE_NAMES } from '@meridian/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './MobileShell.module.css';
import { isAuthPath, isCallbackPath, isSectionActive, SECTIONS } from './navigation';
import { ServiceLink } from './ServiceLink';
import { useUnreadCount } from './shell-queries';
import { BellIcon, GlobeIcon, LogoMark } from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/LanguagePicker';
import { useLanguage, useLoggedIn } from '@/lib/settings-store';

function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={16}
      offset={6}
      color="red"
      inline
    >
      <ActionIcon
        component={Link}
        to="/profile/notification"
        variant="subtle"
        color="gray"
        size={40}
        className={classes.icon}
        aria-label={
          unread > 0 ? t('shell.unreadNotifications', { count: unread }) : t('shell.notifications')
        }
        data-testid="notification-bell"
      >
        <BellIcon size={22} />
      </ActionIcon>
    </Indicator>
  );
}

/**
 * The mobile shell (SPEC §2): a top bar (language, bell when logged in, customer service, login
 * when logged out) and a bottom tab bar, hidden on login/register/reset; the social-login
 * callback shows neither.
 */
export function MobileShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useLoggedIn();
  const language = useLanguage();
  const [languageOpen, languageDrawer] = useDisclosure(false);
  const onAuthPage = isAuthPath(pathname);
  const bare = isCallbackPath(pathname);
  const showTabBar = !onAuthPage && !bare;

  return (
    <div className={classes.root} data-layout="mobile" data-tabbar={showTabBar || undefined}>
      <a href="#main" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      {!bare && (
        <header className={classes.topBar}>
          <Link to="/" className={classes.brand} aria-label={t('shell.homeLink')}>
            <LogoMark size={28} />
            <span aria-hidden="true">{t('common.appName')}</span>
          </Link>
          <div className={classes.actions}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size={40}
              className={classes.icon}
              onClick={languageDrawer.open}
              aria-label={t('shell.changeLanguage', { name: LANGUAGE_NATIVE_NAMES[language] })}
              aria-haspopup="dialog"
            >
              <GlobeIcon size={22} />
            </ActionIcon>
            {loggedIn && <NotificationBell />}
            <ServiceLink className={classes.icon} />
            {!loggedIn && !onAuthPage && (
              <Button
                component={Link}
                to="/pass/login"
                size="xs"
                radius="xl"
                className={classes.login}
              >
                {t('shell.login')}
              </Button>
            )}
          </div>
        </header>
      )}

      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>

      {showTabBar && (
        <nav
          aria-label={t('shell.tabBar.label')}
          className={classes.tabBar}
          data-testid="mobile-tabbar"
        >
          {SECTIONS.map((section) => {
            const active = isSectionActive(section, pathname);
            const Icon = section.icon;
            return (
              <Link
                key={section.key}
                to={section.to}
                className={classes.tab}
                aria-current={active ? 'page' : undefined}
                data-active={active || undefined}
              >
                <Icon size={22} strokeWidth={active ? 2 : 1.75} />
                <span className={classes.tabLabel}>{t(`shell.tabBar.${section.key}`)}</span>
              </Link>
            );
          })}
        </nav>
      )}

      <Drawer
        opened={languageOpen}
        onClose={languageDrawer.close}
        position="bottom"
        title={t('shell.language')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        classNames={{ content: classes.sheet }}
        styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
      >
        <LanguagePicker onPicked={languageDrawer.close} />
      </Drawer>
    </div>
  );
}
