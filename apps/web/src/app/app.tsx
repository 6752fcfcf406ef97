import { LIVE_ATTRIBUTE } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { EmergencyBar } from '../features/emergency-notice/emergency-bar';
import { adoptHandedOverToken } from '../lib/session/app-handover';
import { NavigationGate } from './navigation-gate';

// Before the router reads the address: the app's token must never reach its history or state.
adoptHandedOverToken();

/**
 * A plain BrowserRouter: the gate approves each location (and asks the leave checks of screens with
 * unsaved changes), so no data router is needed; it would cost the entry pages 17 kB gzip.
 */
export function App({ prerendered = false }: { prerendered?: boolean }) {
  return (
    <BrowserRouter>
      <AppScreens prerendered={prerendered} />
    </BrowserRouter>
  );
}

/**
 * Everything inside the router; the build's prerender renders it in a static router, and hydration
 * needs both trees to have the same shape. `prerendered`: the page arrived rendered by the build (see
 * NavigationGate's `startApproved`).
 */
export function AppScreens({ prerendered }: { prerendered: boolean }) {
  // Hydration commits the whole page at once (its screens load before it), so this runs once all of
  // it works: a sign for whoever waits to use the page (the journeys), never read by the app.
  useEffect(() => {
    if (prerendered) document.getElementById('root')?.setAttribute(LIVE_ATTRIBUTE, '');
  }, [prerendered]);
  return (
    <>
      <NavigationGate startApproved={prerendered} />
      <EmergencyBar />
    </>
  );
}
