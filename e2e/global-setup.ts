/** Starts the built portal on a free port with a fresh data folder for the whole run. */
import { startPortal } from '../scripts/portal-process.js';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const portal = await startPortal({ RATE_LIMIT_SIGNUP_PER_ADDRESS: '200' });
  process.env.E2E_BASE_URL = portal.url;
  return portal.stop;
}
