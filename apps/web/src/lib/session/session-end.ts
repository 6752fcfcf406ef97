/** Ending a session from anywhere (HTTP client, guard, countdown) by opening /logout with a reason. */
import { PATHS } from '@partner-portal/contract/routes';
import { clearSession, isMemorySession } from './session-store';

/** The logout page's `error` query (spec §4, §8): 400 login info mismatch, 401 expired, 404 no refresh token. */
export type LogoutReason = '400' | '401' | '404';

export class SessionEndedError extends Error {
  constructor(readonly reason: LogoutReason) {
    super(`session ended (${reason})`);
    this.name = 'SessionEndedError';
  }
}

export const logoutPath = (reason: LogoutReason): string => `${PATHS.logout}?error=${reason}`;

let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** The app hands over its router navigation once mounted; until then a full page load does it. */
export function setSessionEndNavigation(navigate: (path: string) => void): () => void {
  navigateTo = navigate;
  return () => {
    navigateTo = (path) => window.location.assign(path);
  };
}

/** A move the session decides on from outside the screens (the router's, once mounted). */
export function navigateInApp(path: string): void {
  navigateTo(path);
}

/**
 * Where an ended session goes: the logout page; or, for the native app's in-memory session (which
 * cannot be renewed here), forgotten at once and back to the app's page, which asks for a new one.
 */
export function pathAfterSessionEnd(reason: LogoutReason): string {
  if (!isMemorySession()) return logoutPath(reason);
  clearSession();
  return PATHS.myInfoApp;
}

export function endSession(reason: LogoutReason): void {
  navigateTo(pathAfterSessionEnd(reason));
}
