import { Avatar, Badge, Drawer, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { LANGUAGE_NATIVE_NAMES } from '@meridian/i18n';
import { useTranslation } from 'react-i18next';
import { useUnreadCountQuery, useUserInfo } from '../api';
import { AccountMenu, type AccountMenuGroup } from '../components/AccountMenu';
import { BalanceCard } from '../components/BalanceCard';
import { KycBadge } from '../components/KycBadge';
import classes from './ProfilePage.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import {
  BankIcon,
  BellIcon,
  GearIcon,
  GlobeIcon,
  HeadsetIcon,
  KeyIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  QuestionIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  SwapIcon,
  UserPlusIcon,
} from '@/components/ui/icons';
import { GuestState } from '@/components/ui/GuestState';
import { LanguagePicker } from '@/components/ui/LanguagePicker';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLogout } from '@/lib/session';
import { useLanguage, useSettings } from '@/lib/settings-store';

/**
 * /profile: the account hub (SPEC §2): who you are, verification and credit points, the current
 * book's balance (demo or real, with the switch), and the account menu.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSettings();
  const language = useLanguage();
  const logout = useLogout();
  const [languageOpen, languageDrawer] = useDisclosure(false);
  const info = useUserInfo();
  const unread = useUnreadCountQuery().data?.unread ?? 0;

  if (!loggedIn) {
    return (
      <PageFrame title={t('account.hub.title')} description={t('account.hub.description')}>
        <GuestState title={t('account.guest.title')} description={t('account.guest.detail')} />
      </PageFrame>
    );
  }

  const profile = info.data ?? user;
  const name = profile?.username ?? '';
  const contact = profile?.email ?? profile?.phone ?? profile?.ethAddress ?? '';

  const groups: AccountMenuGroup[] = [
    {
      key: 'funds',
      title: t('account.hub.groups.funds'),
      items: [
        {
          key: 'balance',
          to: '/profile/balance',
          label: t('account.hub.menu.balance'),
          icon: BankIcon,
        },
        {
          key: 'deposit',
          to: '/profile/deposit',
          label: t('account.hub.menu.depositWithdraw'),
          icon: SwapIcon,
        },
        {
          key: 'transactions',
          to: '/profile/records',
          label: t('account.hub.menu.transactions'),
          icon: ReceiptIcon,
        },
        {
          key: 'orders',
          to: '/profile/orders',
          label: t('account.hub.menu.orders'),
          icon: ListIcon,
        },
      ],
    },
    {
      key: 'account',
      title: t('account.hub.groups.account'),
      items: [
        {
          key: 'notifications',
          to: '/profile/notification',
          label: t('account.hub.menu.notifications'),
          icon: BellIcon,
          trailing:
            unread > 0 ? (
              <Badge
                color="red"
                size="sm"
                circle={unread < 10}
                aria-label={t('account.hub.unread', { count: unread })}
              >
                {unread > 99 ? '99+' : unread}
              </Badge>
            ) : undefined,
        },
        {
          key: 'settings',
          to: '/profile/info',
          label: t('account.hub.menu.settings'),
          icon: GearIcon,
        },
        {
          key: 'language',
          onClick: languageDrawer.open,
          hasPopup: 'dialog',
          label: t('account.hub.menu.language'),
          icon: GlobeIcon,
          trailing: LANGUAGE_NATIVE_NAMES[language],
        },
        {
          key: 'password',
          to: '/profile/info#password',
          label: t('account.hub.menu.password'),
          icon: LockIcon,
        },
        {
          key: 'withdrawal-password',
          to: '/profile/withdrawal-password',
          label: t('account.hub.menu.withdrawalPassword'),
          icon: KeyIcon,
          trailing: profile
            ? t(profile.hasWithdrawalPassword ? 'account.info.set' : 'account.info.notSet')
            : undefined,
        },
        {
          key: 'security',
          to: '/profile/security',
          label: t('account.hub.menu.security'),
          icon: ShieldCheckIcon,
        },
        {
          key: 'verification',
          to: '/profile/kyc',
          label: t('account.hub.menu.verification'),
          icon: ShieldCheckIcon,
          trailing: profile ? <KycBadge status={profile.kycStatus} size="xs" /> : undefined,
        },
        {
          key: 'invite',
          to: '/profile/invite',
          label: t('account.hub.menu.invite'),
          icon: UserPlusIcon,
        },
      ],
    },
    {
      key: 'support',
      title: t('account.hub.groups.support'),
      items: [
        { key: 'help', to: '/help', label: t('account.hub.menu.help'), icon: QuestionIcon },
        {
          key: 'support',
          to: '/profile/kefu',
          label: t('account.hub.menu.support'),
          icon: HeadsetIcon,
        },
      ],
    },
    {
      key: 'session',
      items: [
        {
          key: 'logout',
          onClick: () => void logout(),
          label: t('account.hub.menu.logout'),
          icon: LogoutIcon,
          tone: 'danger',
        },
      ],
    },
  ];

  return (
    <PageFrame title={t('account.hub.title')} description={t('account.hub.description')}>
      <div className={classes.layout}>
        <div className={classes.side}>
          <section className={classes.card} aria-label={t('account.hub.profile')}>
            <div className={classes.identity}>
              <Avatar size={52} radius="xl" color="meridian" variant="filled">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              <div className={classes.who}>
                <p className={classes.name} data-testid="account-name">
                  {name}
                </p>
                {contact && (
                  <Text size="sm" c="gray.7" className={classes.contact}>
                    <bdi dir="ltr">{contact}</bdi>
                  </Text>
                )}
              </div>
            </div>
            <dl className={classes.facts}>
              <div className={classes.fact}>
                <dt>{t('account.hub.verification')}</dt>
                <dd>{profile ? <KycBadge status={profile.kycStatus} /> : '—'}</dd>
              </div>
              <div className={classes.fact}>
                <dt>{t('account.hub.creditPoints')}</dt>
                <dd data-testid="credit-points">{profile?.creditPoints ?? '—'}</dd>
              </div>
            </dl>
            <div className={classes.mode}>
              <h2 className={classes.modeTitle}>{t('account.hub.mode')}</h2>
              <AccountModeSwitch size="sm" />
              <Text size="xs" c="gray.7">
                {t('account.hub.modeDetail')}
              </Text>
            </div>
          </section>
          <div className={classes.balanceFirst}>
            <BalanceCard info={info.data} loading={info.isPending || info.isFetching} />
          </div>
        </div>
        <AccountMenu label={t('account.hub.menu.label')} groups={groups} />
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
