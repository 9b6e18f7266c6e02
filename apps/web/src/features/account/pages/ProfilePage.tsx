import { Avatar, Button, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './ProfilePage.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { EmptyState } from '@/components/ui/EmptyState';
import {
  BankIcon,
  BellIcon,
  GlobeIcon,
  HeadsetIcon,
  LogoutIcon,
  QuestionIcon,
  UserIcon,
} from '@/components/ui/icons';
import { LanguagePicker } from '@/components/ui/LanguagePicker';
import { LinkList } from '@/components/ui/LinkList';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLogout } from '@/lib/session';
import { useSettings } from '@/lib/settings-store';

/** /profile: the account hub (SPEC §2): who you are, demo or real, and the account menu. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSettings();
  const logout = useLogout();
  const [languageOpen, languageDrawer] = useDisclosure(false);

  if (!loggedIn) {
    return (
      <PageFrame title={t('account.hub.title')} description={t('account.hub.description')}>
        <EmptyState
          icon={<UserIcon size={24} />}
          title={t('account.guest.title')}
          description={t('account.guest.detail')}
        >
          <Button component={Link} to="/pass/login">
            {t('shell.login')}
          </Button>
          <Button component={Link} to="/pass/register" variant="default">
            {t('shell.signUp')}
          </Button>
        </EmptyState>
      </PageFrame>
    );
  }

  const name = user?.username ?? '';
  return (
    <PageFrame title={t('account.hub.title')} description={t('account.hub.description')}>
      <div className={classes.layout}>
        <section className={classes.card} aria-label={t('account.hub.mode')}>
          <div className={classes.identity}>
            <Avatar size={48} radius="xl" color="meridian" variant="filled">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            <div className={classes.who}>
              <Text fw={650} className={classes.name}>
                {name}
              </Text>
              {user?.email && (
                <Text size="sm" c="gray.7" className={classes.name}>
                  {user.email}
                </Text>
              )}
            </div>
          </div>
          <div className={classes.mode}>
            <Text size="sm" fw={600}>
              {t('account.hub.mode')}
            </Text>
            <AccountModeSwitch size="sm" />
            <Text size="xs" c="gray.7">
              {t('account.hub.modeDetail')}
            </Text>
          </div>
        </section>
        <LinkList
          label={t('account.hub.menu.label')}
          items={[
            {
              key: 'balance',
              to: '/profile/balance',
              label: t('account.hub.menu.balance'),
              icon: BankIcon,
            },
            {
              key: 'notifications',
              to: '/profile/notification',
              label: t('account.hub.menu.notifications'),
              icon: BellIcon,
            },
            {
              key: 'settings',
              to: '/profile/info',
              label: t('account.hub.menu.settings'),
              icon: UserIcon,
            },
            {
              key: 'language',
              onClick: languageDrawer.open,
              label: t('account.hub.menu.language'),
              icon: GlobeIcon,
            },
            {
              key: 'invite',
              to: '/profile/invite',
              label: t('account.hub.menu.invite'),
              icon: UserIcon,
            },
            { key: 'help', to: '/help', label: t('account.hub.menu.help'), icon: QuestionIcon },
            {
              key: 'support',
              to: '/profile/kefu',
              label: t('account.hub.menu.support'),
              icon: HeadsetIcon,
            },
            {
              key: 'logout',
              onClick: () => void logout(),
              label: t('account.hub.menu.logout'),
              icon: LogoutIcon,
              tone: 'danger',
            },
          ]}
        />
      </div>
      <Drawer
        opened={languageOpen}
        onClose={languageDrawer.close}
        position="right"
        title={t('shell.language')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <LanguagePicker columns={1} onPicked={languageDrawer.close} />
      </Drawer>
    </PageFrame>
  );
}
