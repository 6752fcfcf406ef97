/**
 * The console's routes under `/staff`: sign-in and enrolment, then the desks staff work at (the menu
 * shows the ones their roles open; the server refuses the others). Screens load on demand, so the
 * console's first load is the sign-in form and the layout.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { antdConfig } from '../../lib/antd-config';
import { queryClient } from '../../lib/query-client';
import { ConsoleLayout } from './console-layout';
import { CONSOLE_PATHS, homeFor } from './console-paths';
import { LoginPage } from './login-page';
import { useStaffSignedIn } from './staff-session';
import { useStaffMe } from './staff-me';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const DashboardPage = page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const PartnersPage = page(() => import('../features/partners/partners-page'), 'PartnersPage');
const PartnerDetailPage = page(() => import('../features/partners/partner-detail-page'), 'PartnerDetailPage');
const OrdersPage = page(() => import('../features/orders/orders-page'), 'OrdersPage');
const OrderDetailPage = page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage');
const ContentPage = page(() => import('../features/content/content-page'), 'ContentPage');
const PopupsPage = page(() => import('../features/popups/popups-page'), 'PopupsPage');
const RenewalsPage = page(() => import('../features/renewals/renewals-page'), 'RenewalsPage');
const DepositsPage = page(() => import('../features/deposits/deposits-page'), 'DepositsPage');
const AccountsPage = page(() => import('../features/accounts/accounts-page'), 'AccountsPage');
const InspectionsPage = page(() => import('../features/inspections/inspections-page'), 'InspectionsPage');
const AuditPage = page(() => import('../features/audit/audit-page'), 'AuditPage');
const EnrolPage = page(() => import('./enrol-page'), 'EnrolPage');

function SignedInRoutes() {
  const me = useStaffMe();
  return (
    <ConsoleLayout>
      <Suspense fallback={<Spin aria-label="불러오는 중" />}>
        <Routes>
          <Route path={CONSOLE_PATHS.dashboard} element={<DashboardPage />} />
          <Route path={CONSOLE_PATHS.partners} element={<PartnersPage />} />
          <Route path={CONSOLE_PATHS.partner} element={<PartnerDetailPage />} />
          <Route path={CONSOLE_PATHS.orders} element={<OrdersPage />} />
          <Route path={CONSOLE_PATHS.order} element={<OrderDetailPage />} />
          <Route path={CONSOLE_PATHS.content} element={<ContentPage />} />
          <Route path={CONSOLE_PATHS.popups} element={<PopupsPage />} />
          <Route path={CONSOLE_PATHS.renewals} element={<RenewalsPage />} />
          <Route path={CONSOLE_PATHS.deposits} element={<DepositsPage />} />
          <Route path={CONSOLE_PATHS.accounts} element={<AccountsPage />} />
          <Route path={CONSOLE_PATHS.audit} element={<AuditPage />} />
          <Route path={CONSOLE_PATHS.inspections} element={<InspectionsPage />} />
          <Route
            path="*"
            element={
              me.data ? <Navigate to={homeFor(me.data.roles)} replace /> : <Spin aria-label="불러오는 중" />
            }
          />
        </Routes>
      </Suspense>
    </ConsoleLayout>
  );
}

export function ConsoleApp() {
  const signedIn = useStaffSignedIn();
  return (
    <ConfigProvider {...antdConfig}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route
              path={CONSOLE_PATHS.enrol}
              element={
                <Suspense fallback={<Spin aria-label="불러오는 중" />}>
                  <EnrolPage />
                </Suspense>
              }
            />
            {signedIn ? (
              <Route path="*" element={<SignedInRoutes />} />
            ) : (
              <>
                <Route path={CONSOLE_PATHS.login} element={<LoginPage />} />
                <Route path="*" element={<Navigate to={CONSOLE_PATHS.login} replace />} />
              </>
            )}
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
