import { PAGE_STATE_ID } from '@partner-portal/contract/routes';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client';

// A page the server rendered with the partner's data (issue #14) holds the answers it used: the
// cache starts with them, so the first render matches that markup and asks for nothing again.
const pageState = document.getElementById(PAGE_STATE_ID);
if (pageState?.textContent) {
  hydrate(queryClient, JSON.parse(pageState.textContent) as DehydratedState);
  pageState.remove();
}

/** Server state for every screen but the entry pages, which stay free of TanStack Query. */
export function DataScope() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
