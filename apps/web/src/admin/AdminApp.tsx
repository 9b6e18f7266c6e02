import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { adminApi, adminKeys } from './api/admin-api';
import { staffSession, useStaffSession } from './api/session';
import { Forbidden } from './components/QueryState';
import { StaffLayout } from './components/StaffLayout';
import {
  ADMIN_BASE,
  canEditSmartProducts,
  canManageNfts,
  canUse,
  sectionPath,
  sectionsFor,
  type AdminSection,
} from './lib/roles';
import { adminErrorMessage } from './lib/errors';
import { StaffContext, useStaff } from './lib/staff-context';
import { AuditPage } from './pages/AuditPage';
import { CharityPayoutsPage } from './pages/CharityPayoutsPage';
import { ChatPage } from './pages/ChatPage';
import { DepositQueuePage } from './pages/DepositQueuePage';
import { KycQueuePage } from './pages/KycQueuePage';
import { LoanBookPage } from './pages/LoanBookPage';
import { LoanDetailPage } from './pages/LoanDetailPage';
import { LoanQueuePage } from './pages/LoanQueuePage';
import { NftCreatePage } from './pages/NftCreatePage';
import { NftItemsPage } from './pages/NftItemsPage';
import { SettingsPage } from './pages/SettingsPage';
import { SignInPage } from './pages/SignInPage';
import { SmartEarningsPage } from './pages/SmartEarningsPage';
import { SmartPlansPage } from './pages/SmartPlansPage';
import { SmartProductFormPage } from './pages/SmartProductFormPage';
import { SmartProductsPage } from './pages/SmartProductsPage';
import { StaffPage } from './pages/StaffPage';
import { UserDetailPage } from './pages/UserDetailPage';
import { UsersPage } from './pages/UsersPage';
import { WelcomePage } from './pages/WelcomePage';
import { WithdrawalQueuePage } from './pages/WithdrawalQueuePage';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';

/** A page of a section: shown to the roles that may use it, "no permission" to the others. */
function Section({ section, children }: { section: AdminSection; children: ReactNode }) {
  const staff = useStaff();
  return canUse(staff.role, section) ? children : <Forbidden />;
}

/** The smart product form: administrators only. */
function SmartEditor({ children }: { children: ReactNode }) {
  const staff = useStaff();
  return canEditSmartProducts(staff.role) ? children : <Forbidden />;
}

/** Listing an NFT item: content and administrators (compliance sees the list only). */
function NftEditor({ children }: { children: ReactNode }) {
  const staff = useStaff();
  return canUse(staff.role, 'nfts') && canManageNfts(staff.role) ? children : <Forbidden />;
}

/** /admin: the first section the role may use, or a welcome page when there is none yet. */
function AdminHome() {
  const staff = useStaff();
  const [first] = sectionsFor(staff.role);
  return first ? <Navigate to={sectionPath(first)} replace /> : <WelcomePage />;
}

function SignedIn({ token }: { token: string }) {
  const { t } = useTranslation();
  const me = useQuery({
    queryKey: adminKeys.me(token),
    queryFn: ({ signal }) => adminApi.me(signal),
    staleTime: 5 * 60_000,
  });

  if (me.isPending) return <Loading minHeight="100vh" />;
  if (me.isError)
    return (
      <main id="admin-main" style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}>
        <ErrorState
          headingOrder={1}
          title={t('admin.errors.meFailed')}
          description={adminErrorMessage(me.error)}
          onRetry={() => void me.refetch()}
          minHeight={320}
        >
          <Button variant="subtle" onClick={() => staffSession.signOut()}>
            {t('admin.layout.signOut')}
          </Button>
        </ErrorState>
      </main>
    );

  return (
    <StaffContext value={me.data}>
      <StaffLayout staff={me.data}>
        <Routes>
          <Route index element={<AdminHome />} />
          <Route
            path="kyc"
            element={
              <Section section="kyc">
                <KycQueuePage />
              </Section>
            }
          />
          <Route
            path="deposits"
            element={
              <Section section="deposits">
                <DepositQueuePage />
              </Section>
            }
          />
          <Route
            path="withdrawals"
            element={
              <Section section="withdrawals">
                <WithdrawalQueuePage />
              </Section>
            }
          />
          <Route
            path="loans"
            element={
              <Section section="loans">
                <LoanQueuePage />
              </Section>
            }
          />
          <Route
            path="loans/:id"
            element={
              <Section section="loans">
                <LoanDetailPage />
              </Section>
            }
          />
          <Route
            path="loan-book"
            element={
              <Section section="loanBook">
                <LoanBookPage />
              </Section>
            }
          />
          <Route
            path="chat/*"
            element={
              <Section section="chat">
                <ChatPage />
              </Section>
            }
          />
          <Route
            path="users"
            element={
              <Section section="users">
                <UsersPage />
              </Section>
            }
          />
          <Route
            path="users/:id"
            element={
              <Section section="users">
                <UserDetailPage />
              </Section>
            }
          />
          <Route
            path="smart"
            element={
              <Section section="smart">
                <SmartProductsPage />
              </Section>
            }
          />
          <Route
            path="smart/new"
            element={
              <SmartEditor>
                <SmartProductFormPage />
              </SmartEditor>
            }
          />
          <Route
            path="smart/:id"
            element={
              <SmartEditor>
                <SmartProductFormPage />
              </SmartEditor>
            }
          />
          <Route
            path="smart/:id/plans"
            element={
              <Section section="smart">
                <SmartPlansPage />
              </Section>
            }
          />
          <Route
            path="smart-earnings"
            element={
              <Section section="smartEarnings">
                <SmartEarningsPage />
              </Section>
            }
          />
          <Route
            path="nfts"
            element={
              <Section section="nfts">
                <NftItemsPage />
              </Section>
            }
          />
          <Route
            path="nfts/new"
            element={
              <NftEditor>
                <NftCreatePage />
              </NftEditor>
            }
          />
          <Route
            path="charity-payouts"
            element={
              <Section section="charityPayouts">
                <CharityPayoutsPage />
              </Section>
            }
          />
          <Route
            path="settings"
            element={
              <Section section="settings">
                <SettingsPage />
              </Section>
            }
          />
          <Route
            path="audit"
            element={
              <Section section="audit">
                <AuditPage />
              </Section>
            }
          />
          <Route
            path="staff"
            element={
              <Section section="staff">
                <StaffPage />
              </Section>
            }
          />
          <Route path="*" element={<Navigate to={ADMIN_BASE} replace />} />
        </Routes>
      </StaffLayout>
    </StaffContext>
  );
}

/**
 * The back office (issue 6) under /admin: its own chunk (lazy in app/router.tsx), its own layout
 * outside the user shell, and its own session. Without a staff token the staff sign-in shows;
 * a 401 from /swx/admin ends the staff session and brings it back.
 */
export function AdminApp() {
  const { token } = useStaffSession();
  const queryClient = useQueryClient();

  // Signed out (or the token was refused): nothing of the last staff member's data stays cached.
  useEffect(() => {
    if (!token) queryClient.removeQueries({ queryKey: adminKeys.all });
  }, [token, queryClient]);

  return token ? <SignedIn key={token} token={token} /> : <SignInPage />;
}
