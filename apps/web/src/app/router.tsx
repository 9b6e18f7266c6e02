import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { Onboarding } from './Onboarding';
import { ScrollToTop } from './ScrollToTop';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { HomePage } from '@/features/home/pages/HomePage';
import { HomeMarketList } from './HomeMarketList';
import { useUserChannel } from '@/features/account/hooks/useUserChannel';
import { api } from '@/lib/api-client';
import { useJoinVisitorChatOnSignIn } from '@/lib/chat-visitor';
import { withUiGroup } from '@/lib/i18n';
import { useLayout } from '@/lib/layout';

/** SPEC §9: a page's code chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** React.lazy for a named page export, failing (→ the page error state) after 120 s. */
function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Page chunk timed out')), CHUNK_TIMEOUT_MS);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { default: module[name] as ComponentType };
    } finally {
      clearTimeout(timer);
    }
  });
}

// The markets pages with the trading panels in their slots (app/TradingPages.tsx composes them).
const MarketPage = lazyPage(
  () => withUiGroup(['trading', 'spot'], () => import('./TradingPages')),
  'MarketTradingPage',
);
const CurrencyPage = lazyPage(
  () => withUiGroup(['trading', 'spot'], () => import('./TradingPages')),
  'CurrencyTradingPage',
);
const SmartPage = lazyPage(
  () => withUiGroup('smart', () => import('@/features/smart/pages/SmartPage')),
  'SmartPage',
);
const LoanPage = lazyPage(
  () => withUiGroup('loans', () => import('@/features/loans/pages/LoanPage')),
  'LoanPage',
);
const MyLoansPage = lazyPage(
  () => withUiGroup('loans', () => import('@/features/loans/pages/MyLoansPage')),
  'MyLoansPage',
);
const LoanDetailPage = lazyPage(
  () => withUiGroup('loans', () => import('@/features/loans/pages/LoanDetailPage')),
  'LoanDetailPage',
);
const NftMarketPage = lazyPage(
  () => withUiGroup('nfts', () => import('@/features/nfts/pages/NftMarketPage')),
  'NftMarketPage',
);
const NftDetailPage = lazyPage(
  () => withUiGroup('nfts', () => import('@/features/nfts/pages/NftDetailPage')),
  'NftDetailPage',
);
const MyNftsPage = lazyPage(
  () => withUiGroup('nfts', () => import('@/features/nfts/pages/MyNftsPage')),
  'MyNftsPage',
);
const DonationsPage = lazyPage(
  () => withUiGroup('nfts', () => import('@/features/nfts/pages/DonationsPage')),
  'DonationsPage',
);
const ProfilePage = lazyPage(() => import('@/features/account/pages/ProfilePage'), 'ProfilePage');
const BalancePage = lazyPage(
  () => withUiGroup('wallet', () => import('@/features/wallet/pages/BalancePage')),
  'BalancePage',
);
const BalanceBbPage = lazyPage(
  () => withUiGroup('spot', () => import('@/features/spot/pages/BalanceBbPage')),
  'BalanceBbPage',
);
const InfoPage = lazyPage(() => import('@/features/account/pages/InfoPage'), 'InfoPage');
const ExchangePage = lazyPage(
  () => withUiGroup('wallet', () => import('@/features/wallet/pages/ExchangePage')),
  'ExchangePage',
);
const RecordsPage = lazyPage(
  () => withUiGroup('wallet', () => import('@/features/wallet/pages/RecordsPage')),
  'RecordsPage',
);
const OrdersPage = lazyPage(
  () => withUiGroup('wallet', () => import('@/features/wallet/pages/OrdersPage')),
  'OrdersPage',
);
const ChatPage = lazyPage(
  () => withUiGroup('chat', () => import('@/features/chat/pages/ChatPage')),
  'ChatPage',
);
const InvitePage = lazyPage(
  () => withUiGroup('referrals', () => import('@/features/referrals/pages/InvitePage')),
  'InvitePage',
);
const NotificationPage = lazyPage(
  () => import('@/features/account/pages/NotificationPage'),
  'NotificationPage',
);
const KycPage = lazyPage(
  () => withUiGroup('funds', () => import('@/features/funds/pages/KycPage')),
  'KycPage',
);
const DepositPage = lazyPage(
  () => withUiGroup('funds', () => import('@/features/funds/pages/DepositPage')),
  'DepositPage',
);
const WithdrawPage = lazyPage(
  () => withUiGroup(['funds', 'security'], () => import('@/features/funds/pages/WithdrawPage')),
  'WithdrawPage',
);
const WithdrawalPasswordPage = lazyPage(
  () =>
    withUiGroup(
      ['funds', 'security'],
      () => import('@/features/funds/pages/WithdrawalPasswordPage'),
    ),
  'WithdrawalPasswordPage',
);
const SecurityPage = lazyPage(
  () => withUiGroup('security', () => import('@/features/account/pages/SecurityPage')),
  'SecurityPage',
);
const TwoFactorPage = lazyPage(
  () => withUiGroup('security', () => import('@/features/auth/pages/TwoFactorPage')),
  'TwoFactorPage',
);
const HelpPage = lazyPage(() => import('@/features/help/pages/HelpPage'), 'HelpPage');
const FaqPage = lazyPage(() => import('@/features/help/pages/FaqPage'), 'FaqPage');
const NoticePage = lazyPage(() => import('@/features/help/pages/NoticePage'), 'NoticePage');
const RegisterPage = lazyPage(() => import('@/features/auth/pages/RegisterPage'), 'RegisterPage');
const LoginPage = lazyPage(() => import('@/features/auth/pages/LoginPage'), 'LoginPage');
const ResetPage = lazyPage(() => import('@/features/auth/pages/ResetPage'), 'ResetPage');
const GoogleCallbackPage = lazyPage(
  () => import('@/features/auth/pages/GoogleCallbackPage'),
  'GoogleCallbackPage',
);
const DetailPage = lazyPage(() => import('@/features/content/pages/DetailPage'), 'DetailPage');
const IntroductionPage = lazyPage(
  () => import('@/features/content/pages/IntroductionPage'),
  'IntroductionPage',
);
// The back office (issue 6): its own chunk, never downloaded by users, with its own layout.
const AdminApp = lazyPage(
  () => withUiGroup(['admin', 'wallet'], () => import('@/admin/AdminApp')),
  'AdminApp',
);

/** The page could not be shown (its chunk failed to load, or it threw): say so, offer a reload. */
function PageError() {
  const { t } = useTranslation();
  return (
    <div style={{ width: '100%', maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <ErrorState
        headingOrder={1}
        title={t('errors.pageFailed')}
        description={t('errors.pageFailedDetail')}
        onRetry={() => window.location.reload()}
        retryLabel={t('common.reload')}
        minHeight={320}
      >
        <Button component="a" href="/" variant="subtle">
          {t('common.goHome')}
        </Button>
      </ErrorState>
    </div>
  );
}

/**
 * The root route: the desktop or mobile shell around the current page, scroll-to-top, the
 * mobile onboarding board, and the navigate callback the API client uses after a 401.
 */
export function RootLayout() {
  const layout = useLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  current.current = location;

  useEffect(() => {
    api.registerNavigate((to) => {
      const here = current.current;
      if (here.pathname === to) return;
      navigate(to, { state: { from: `${here.pathname}${here.search}` } });
    });
    return () => api.registerNavigate(null);
  }, [navigate]);

  // The signed-in user's live channel, on every page: the bell's badge and the notification list
  // follow new notifications wherever the user is.
  useUserChannel();
  // A visitor who signs in or registers: their customer-service conversation joins the account.
  useJoinVisitorChatOnSignIn();

  const Shell = layout === 'mobile' ? MobileShell : DesktopShell;
  return (
    <>
      <ScrollToTop />
      <Shell>
        <Suspense fallback={<Loading minHeight="60vh" />}>
          <Outlet />
        </Suspense>
      </Shell>
      {layout === 'mobile' && <Onboarding />}
    </>
  );
}

/** SPEC §2 routes; any other path redirects to / (the server serves the app for any path). */
export const UNKNOWN_PATH_ELEMENT = <Navigate to="/" replace />;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        errorElement: <PageError />,
        children: [
          { index: true, element: <HomePage marketList={<HomeMarketList headingOrder={3} />} /> },
          { path: 'market', element: <MarketPage /> },
          { path: 'cruuency', element: <CurrencyPage /> },
          { path: 'currency', element: <CurrencyPage /> },
          { path: 'trading', element: <SmartPage /> },
          { path: 'loan', element: <LoanPage /> },
          { path: 'loan/records', element: <MyLoansPage /> },
          { path: 'loan/:id', element: <LoanDetailPage /> },
          { path: 'nfts', element: <NftMarketPage /> },
          { path: 'nfts/mine', element: <MyNftsPage /> },
          { path: 'nfts/donations', element: <DonationsPage /> },
          { path: 'nfts/:id', element: <NftDetailPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'profile/balance', element: <BalancePage /> },
          { path: 'profile/balancebb', element: <BalanceBbPage /> },
          { path: 'profile/info', element: <InfoPage /> },
          { path: 'profile/exchange', element: <ExchangePage /> },
          { path: 'profile/records', element: <RecordsPage /> },
          { path: 'profile/orders', element: <OrdersPage /> },
          { path: 'profile/kefu', element: <ChatPage /> },
          { path: 'profile/invite', element: <InvitePage /> },
          { path: 'profile/notification', element: <NotificationPage /> },
          { path: 'profile/kyc', element: <KycPage /> },
          { path: 'profile/deposit', element: <DepositPage /> },
          { path: 'profile/withdraw', element: <WithdrawPage /> },
          { path: 'profile/withdrawal-password', element: <WithdrawalPasswordPage /> },
          { path: 'profile/security', element: <SecurityPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'help/faq', element: <FaqPage /> },
          { path: 'help/notice', element: <NoticePage /> },
          { path: 'pass/register', element: <RegisterPage /> },
          { path: 'pass/login', element: <LoginPage /> },
          { path: 'pass/two-factor', element: <TwoFactorPage /> },
          { path: 'pass/reset', element: <ResetPage /> },
          { path: 'detail', element: <DetailPage /> },
          { path: 'introduction', element: <IntroductionPage /> },
          { path: 'api/loginCallback/google', element: <GoogleCallbackPage /> },
          { path: '*', element: UNKNOWN_PATH_ELEMENT },
        ],
      },
    ],
  },
  // Outside RootLayout: staff get their own layout and session (apps/web/src/admin).
  {
    path: 'admin/*',
    errorElement: <PageError />,
    element: (
      <Suspense fallback={<Loading minHeight="100vh" />}>
        <AdminApp />
      </Suspense>
    ),
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
