import { Badge, Button, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { adminApi, adminKeys, type QueueKind, type Staff } from '../api/admin-api';
import { useChatWaiting } from '../api/chat-api';
import { useLoansWaiting } from '../api/loans-api';
import { useWaitingCount } from '../api/queries';
import { staffSession } from '../api/session';
import { ADMIN_BASE, sectionPath, sectionsFor, type AdminSection } from '../lib/roles';
import classes from './StaffLayout.module.css';
import { LogoMark, LogoutIcon } from '@/components/ui/icons';

const QUEUES: ReadonlySet<AdminSection> = new Set(['kyc', 'deposits', 'withdrawals']);

function NavItem({ section, role }: { section: AdminSection; role: Staff['role'] }) {
  const { t } = useTranslation();
  const queue = QUEUES.has(section) ? (section as QueueKind) : null;
  // Every nav item asks (hooks run in the same order); only queues the role may see fetch.
  const waiting = useWaitingCount(queue ?? 'kyc', queue !== null && role !== 'content');
  const loansWaiting = useLoansWaiting(section === 'loans');
  const chatsOpen = useChatWaiting(section === 'chat');
  const count = queue
    ? (waiting.data ?? 0)
    : section === 'loans'
      ? (loansWaiting.data ?? 0)
      : section === 'chat'
        ? (chatsOpen.data ?? 0)
        : 0;
  return (
    <li>
      <NavLink to={sectionPath(section)} className={classes.link}>
        <span>{t(`admin.nav.${section}`)}</span>
        <Waiting count={count} testId={`waiting-${section}`} />
      </NavLink>
    </li>
  );
}

/** A waiting count after a link's text: read out as words, shown as a badge. */
function Waiting({ count, testId }: { count: number; testId: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <VisuallyHidden>, {t('admin.nav.waiting', { count })}</VisuallyHidden>
      <Badge size="sm" color="yellow" variant="filled" aria-hidden="true" data-testid={testId}>
        {count}
      </Badge>
    </>
  );
}

/**
 * The staff frame: the back office's own navigation (only what the role may use, with the number
 * waiting in each queue), who is signed in and the sign-out. A side column on a desktop; on a
 * narrow screen a top bar whose menu button opens the same navigation.
 */
export function StaffLayout({ staff, children }: { staff: Staff; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const sections = sectionsFor(staff.role);

  // A chosen page closes the narrow menu.
  useEffect(() => setOpen(false), [location.pathname]);

  async function signOut() {
    setSigningOut(true);
    try {
      await adminApi.logout();
    } catch {
      // signed out here either way
    } finally {
      staffSession.signOut();
      queryClient.removeQueries({ queryKey: adminKeys.all });
    }
  }

  return (
    <div className={classes.layout}>
      <a href="#admin-main" className={classes.skip}>
        {t('shell.skipToContent')}
      </a>
      <header className={classes.side} data-open={open}>
        <div className={classes.bar}>
          <Link to={ADMIN_BASE} className={classes.brand}>
            <LogoMark size={24} />
            <span>{t('admin.layout.title')}</span>
          </Link>
          <Button
            className={classes.menuButton}
            variant="white"
            size="xs"
            aria-expanded={open}
            aria-controls="admin-nav"
            onClick={() => setOpen((value) => !value)}
          >
            {t('admin.layout.menu')}
          </Button>
        </div>
        <nav id="admin-nav" className={classes.nav} aria-label={t('admin.layout.navLabel')}>
          <ul>
            {sections.map((section) => (
              <NavItem key={section} section={section} role={staff.role} />
            ))}
          </ul>
        </nav>
        <div className={classes.account}>
          <span data-testid="staff-name">{staff.username}</span>
          <span className={classes.role}>{t(`admin.roles.${staff.role}`)}</span>
          <Button
            variant="white"
            size="xs"
            leftSection={<LogoutIcon size={16} />}
            loading={signingOut}
            onClick={() => void signOut()}
          >
            {t('admin.layout.signOut')}
          </Button>
        </div>
      </header>
      <main id="admin-main" className={classes.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
