/**
 * Renders screens as the app does, behind the navigation gate (which asks the leave checks of
 * screens with unsaved changes), with a guard that allows every page. Answers the router, whose
 * `navigate` and `state.location` a test may use.
 */
import type { GuardDecision } from '../app/guard';
import { NavigationGate } from '../app/navigation-gate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

const allowEverything = async (): Promise<GuardDecision> => ({ type: 'allow' });

export function renderThroughGate(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <NavigationGate routes={routes} resolve={allowEverything} /> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
