/**
 * The opener's side of identity verification (spec §2 `/selfCertification/nice/*`), for every screen
 * that needs a verified person (sign-up, MyPage phone change, ID and password recovery): open the verification window, hear
 * its answer. In a browser it is a popup that posts `identity-verified`/`identity-failed` back; in
 * the native app, or when popups are blocked, the same pages run in this tab and hand the result over
 * through session storage when they bring the person back.
 */
import {
  identityPurposeOf,
  readIdentityMessage,
  type IdentityMessage,
  type IdentityPurpose,
} from '@partner-portal/contract/identity-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { useEffect, useEffectEvent } from 'react';
import { isAppUserAgent } from './device';
import { safeInAppPath } from './safe-path';
import { readStorage, readStorageJson, writeStorage } from './storage';

const WINDOW_NAME = 'identityVerification';
// NICE's standard window is designed for a 500 px wide popup.
const WINDOW_FEATURES = 'width=500,height=760,menubar=no,toolbar=no,location=no,status=no';
const RETURN_KEY = 'identityReturn';
const PURPOSE_KEY = 'identityPurpose';
const HANDOFF_KEY = 'identityHandoff';

export const identityLoadPath = (purpose: IdentityPurpose) => `${PATHS.niceLoad}?purpose=${purpose}`;

/**
 * Opens the verification for `purpose`. Returns 'page' when it replaces this page (the caller's
 * state is gone; the result comes back through `useIdentityResult` when the person returns).
 */
export function startIdentityVerification(purpose: IdentityPurpose): 'popup' | 'page' {
  const popup = isAppUserAgent()
    ? null
    : window.open(identityLoadPath(purpose), WINDOW_NAME, WINDOW_FEATURES);
  if (popup) {
    popup.focus();
    return 'popup';
  }
  writeStorage('session', RETURN_KEY, window.location.pathname + window.location.search);
  window.location.assign(identityLoadPath(purpose));
  return 'page';
}

/** Calls `onMessage` with each answer for `purpose`: from the popup, or handed over after a full-page run. */
export function useIdentityResult(
  purpose: IdentityPurpose,
  onMessage: (message: IdentityMessage) => void,
): void {
  const deliver = useEffectEvent(onMessage);
  useEffect(() => {
    const handedOver = takeHandoff(purpose);
    if (handedOver) deliver(handedOver);
    const listener = (event: MessageEvent) => {
      // Only our own pages may answer: another origin could post a made-up person.
      if (event.origin !== window.location.origin) return;
      const message = readIdentityMessage(event.data);
      if (!message) return;
      if (message.type === 'identity-verified' && message.purpose !== purpose) return;
      deliver(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [purpose]);
}

/** The verification pages remember their purpose for a retry from the failure page. */
export function rememberIdentityPurpose(purpose: IdentityPurpose): void {
  writeStorage('session', PURPOSE_KEY, purpose);
}

export function rememberedIdentityPurpose(): IdentityPurpose | null {
  return identityPurposeOf(readStorage('session', PURPOSE_KEY));
}

/** The window that opened this page, if it is still there to hear the answer. */
export function identityOpener(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed ? opener : null;
}

/**
 * Ends a full-page run: keeps the answer for the starting page and returns the path to go back to
 * (the starting page, or the purpose's own screen when it was not recorded).
 */
export function handOver(message: IdentityMessage, purpose: IdentityPurpose): string {
  writeStorage('session', HANDOFF_KEY, JSON.stringify(message));
  const back = safeInAppPath(readStorage('session', RETURN_KEY));
  writeStorage('session', RETURN_KEY, null);
  return back ?? PURPOSE_SCREENS[purpose];
}

/** The screen that starts each verification, for a page run that lost its way back. */
const PURPOSE_SCREENS: Record<IdentityPurpose, string> = {
  signup: PATHS.signUp,
  'phone-change': PATHS.myInfo,
  'find-id': PATHS.findId,
  'password-reset': PATHS.resetPassword,
};

function takeHandoff(purpose: IdentityPurpose): IdentityMessage | null {
  const message = readIdentityMessage(readStorageJson('session', HANDOFF_KEY));
  if (!message) return null;
  if (message.type === 'identity-verified' && message.purpose !== purpose) return null;
  writeStorage('session', HANDOFF_KEY, null);
  return message;
}
