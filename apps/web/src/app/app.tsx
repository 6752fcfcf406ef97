import { createBrowserRouter, RouterProvider } from 'react-router';
import { adoptHandedOverToken } from '../lib/session/app-handover';
import { NavigationGate } from './navigation-gate';

// Before the router reads the address: the app's token must never reach its history or state.
adoptHandedOverToken();

/**
 * A data router around the gate, only so that screens can use `useBlocker` (unsaved-changes
 * prompts); the route table itself stays in the gate, which approves each location first.
 */
const router = createBrowserRouter([{ path: '*', element: <NavigationGate /> }]);

export function App() {
  return <RouterProvider router={router} />;
}
