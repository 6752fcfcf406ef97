/** What the page runs in: the device kinds of spec §3 and the native app's in-app browser. */
import { APP_USER_AGENT_MARKER } from '@partner-portal/contract/constants';

export type Device = 'pc_web' | 'mobile_web' | 'aos' | 'ios';

export function isAppUserAgent(userAgent = navigator.userAgent): boolean {
  return userAgent.includes(APP_USER_AGENT_MARKER);
}

export function detectDevice(userAgent = navigator.userAgent): Device {
  const android = /Android/i.test(userAgent);
  if (isAppUserAgent(userAgent)) return android ? 'aos' : 'ios';
  return android || /iPhone|iPad|iPod|Mobi/i.test(userAgent) ? 'mobile_web' : 'pc_web';
}
