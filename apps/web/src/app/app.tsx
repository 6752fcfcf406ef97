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
export function App() {
  return (
    <BrowserRouter>
      <NavigationGate />
      <EmergencyBar />
    </BrowserRouter>
  );
}
