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
const RenewalsPage = page(() => import('../features/renewals/renewals-page'), 'RenewalsPage');
const DepositsPage = page(() => import('../features/deposits/deposits-page'), 'DepositsPage');
const AccountsPage = page(() => import('../features/accounts/accounts-page'), 'AccountsPage');
const AuditPage = page(() => import('../features/audit/audit-page'), 'AuditPage');
const EnrolPage = page(() => import('./enrol-page'), 'EnrolPage');

/** A staff member whose roles open no console desk (content is written through the staff API). */
function HomePage() {
  return (
    <>
      <h1>운영 콘솔</h1>
      <p>
        콘텐츠 역할의 작업(공지, 이벤트, 프로모션, FAQ, 긴급 공지)은 직원 API /staff-api/content로 합니다.
      </p>
    </>
  );
}

function SignedInRoutes() {
  const me = useStaffMe();
  return (
    <ConsoleLayout>
      <Suspense fallback={<Spin aria-label="불러오는 중" />}>
        <Routes>
          <Route path={CONSOLE_PATHS.renewals} element={<RenewalsPage />} />
          <Route path={CONSOLE_PATHS.deposits} element={<DepositsPage />} />
          <Route path={CONSOLE_PATHS.accounts} element={<AccountsPage />} />
          <Route path={CONSOLE_PATHS.audit} element={<AuditPage />} />
          <Route path={CONSOLE_PATHS.home} element={<HomePage />} />
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
