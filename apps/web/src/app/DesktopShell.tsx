import { ActionIcon, Avatar, Burger, Button, Drawer, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './DesktopShell.module.css';
import { Footer } from './Footer';
import { isAuthPath, isCallbackPath, isSectionActive, SECTIONS } from './navigation';
import { ServiceLink } from './ServiceLink';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { BellIcon, LogoMark, LogoutIcon, UserIcon } from '@/components/ui/icons';
import { LanguageMenu } from '@/components/ui/LanguageMenu';
import { useLogout } from '@/lib/session';
import { useSettings } from '@/lib/settings-store';

export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.brand} aria-label={t('shell.homeLink')}>
      <LogoMark size={30} />
      <span className={classes.brandName} aria-hidden="true">
        {t('common.appName')}
      </span>
    </Link>
  );
}

function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const items = [
    { to: '/profile', label: t('shell.accountMenuItems.account'), icon: UserIcon },
    { to: '/profile/balance', label: t('shell.accountMenuItems.balance') },
    {
      to: '/profile/notification',
      label: t('shell.accountMenuItems.notifications'),
      icon: BellIcon,
    },
    { to: '/profile/info', label: t('shell.accountMenuItems.info') },
    { to: '/profile/invite', label: t('shell.accountMenuItems.invite') },
    { to: '/help', label: t('shell.accountMenuItems.help') },
  ];
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          aria-label={t('shell.accountMenu', { name })}
        >
          <Avatar size={32} radius="xl" color="meridian" variant="filled">
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label className={classes.menuName}>{name}</Menu.Label>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<LogoutIcon size={16} />} onClick={() => void logout()}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The desktop shell (SPEC §2): top navigation with the five sections, customer service,
 * language, and login/sign-up or the account menu; the footer below. Below 1100 px the tabs move
 * into a drawer so the shell works at any width.
 */
export function DesktopShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { loggedIn, user } = useSettings();
  const [drawerOpen, drawer] = useDisclosure(false);
  const showTabs = !isAuthPath(pathname) && !isCallbackPath(pathname);

  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [pathname, closeDrawer]);

  const tabs = SECTIONS.map((section) => {
    const active = isSectionActive(section, pathname);
    return (
      <Link
        key={section.key}
        to={section.to}
        className={classes.tab}
        aria-current={active ? 'page' : undefined}
        data-active={active || undefined}
      >
        {t(`shell.nav.${section.key}`)}
      </Link>
    );
  });

  return (
    <div className={classes.root} data-layout="desktop">
      <a href="#main" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      <header className={classes.header}>
        <div className={classes.headerInner}>
          <Brand />
          {showTabs && (
            <nav
              aria-label={t('shell.nav.label')}
              className={classes.tabs}
              data-testid="desktop-tabs"
            >
              {tabs}
            </nav>
          )}
          <div className={classes.actions}>
            {loggedIn && (
              <div className={classes.mode}>
                <AccountModeSwitch />
              </div>
            )}
            <Tooltip label={t('shell.customerService')} withArrow openDelay={300}>
              <div>
                <ServiceLink className={classes.iconButton} />
              </div>
            </Tooltip>
            <div className={classes.languageFull}>
              <LanguageMenu />
            </div>
            <div className={classes.languageCompact}>
              <LanguageMenu compact />
            </div>
            {loggedIn ? (
              <AccountMenu name={user?.username ?? t('shell.nav.account')} />
            ) : (
              <div className={classes.authButtons}>
                <Button component={Link} to="/pass/login" variant="default">
                  {t('shell.login')}
                </Button>
                <Button component={Link} to="/pass/register">
                  {t('shell.signUp')}
                </Button>
              </div>
            )}
            {showTabs && (
              <Burger
                opened={drawerOpen}
                onClick={drawer.toggle}
                className={classes.burger}
                size="sm"
                aria-label={t('shell.openMenu')}
                aria-expanded={drawerOpen}
              />
            )}
          </div>
        </div>
      </header>

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={t('shell.menuTitle')}
        position="right"
        size="min(320px, 90vw)"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <nav aria-label={t('shell.nav.label')} className={classes.drawerNav}>
          {tabs}
        </nav>
        {loggedIn ? (
          <div className={classes.drawerBlock}>
            <AccountModeSwitch size="sm" />
          </div>
        ) : (
          <div className={classes.drawerAuth}>
            <Button component={Link} to="/pass/login" variant="default" fullWidth>
              {t('shell.login')}
            </Button>
            <Button component={Link} to="/pass/register" fullWidth>
              {t('shell.signUp')}
            </Button>
          </div>
        )}
      </Drawer>

      <main id="main" tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
