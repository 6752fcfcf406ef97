/**
 * The console's routes under `/staff`: sign-in and enrolment, then the desks staff work at (desks.ts;
 * the menu shows the ones their roles open, the server refuses the others).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { antdConfig } from '../../lib/antd-config';
import { queryClient } from '../../lib/query-client';
import { ConsoleLayout } from './console-layout';
import { CONSOLE_PATHS } from './console-paths';
import { DESKS, homeFor } from './desks';
import { LoginPage } from './login-page';
import { useStaffSignedIn } from './staff-session';
import { useStaffMe } from './staff-me';

const EnrolPage = lazy(() => import('./enrol-page').then((module) => ({ default: module.EnrolPage })));

function SignedInRoutes() {
  const me = useStaffMe();
  return (
    <ConsoleLayout>
      <Suspense fallback={<Spin aria-label="불러오는 중" />}>
        <Routes>
          {DESKS.flatMap((desk) => desk.pages).map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
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
