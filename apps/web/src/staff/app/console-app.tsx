/**
 * The console's routes under `/staff`: sign-in, then the desks staff work at. Screens load on demand,
 * so the console's first load is the sign-in form and the layout.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { antdConfig } from '../../lib/antd-config';
import { queryClient } from '../../lib/query-client';
import { ConsoleLayout } from './console-layout';
import { CONSOLE_PATHS } from './console-paths';
import { LoginPage } from './login-page';
import { useStaffSignedIn } from './staff-session';

const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const PartnersPage = lazy(() =>
  import('../features/partners/partners-page').then((m) => ({ default: m.PartnersPage })),
);
const PartnerDetailPage = lazy(() =>
  import('../features/partners/partner-detail-page').then((m) => ({ default: m.PartnerDetailPage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const OrderDetailPage = lazy(() =>
  import('../features/orders/order-detail-page').then((m) => ({ default: m.OrderDetailPage })),
);
const ContentPage = lazy(() =>
  import('../features/content/content-page').then((m) => ({ default: m.ContentPage })),
);
const RenewalsPage = lazy(() =>
  import('../features/renewals/renewals-page').then((m) => ({ default: m.RenewalsPage })),
);
const DepositsPage = lazy(() =>
  import('../features/deposits/deposits-page').then((m) => ({ default: m.DepositsPage })),
);

function SignedInRoutes() {
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
          <Route path={CONSOLE_PATHS.renewals} element={<RenewalsPage />} />
          <Route path={CONSOLE_PATHS.deposits} element={<DepositsPage />} />
          <Route path="*" element={<Navigate to={CONSOLE_PATHS.dashboard} replace />} />
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
          {signedIn ? (
            <SignedInRoutes />
          ) : (
            <Routes>
              <Route path={CONSOLE_PATHS.login} element={<LoginPage />} />
              <Route path="*" element={<Navigate to={CONSOLE_PATHS.login} replace />} />
            </Routes>
          )}
        </BrowserRouter>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
