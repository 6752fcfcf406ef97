/**
 * Messages to the native app around the in-app browser (spec §1): iOS exposes a WebKit message
 * handler named `bridge`, Android a JavaScript interface `AndroidBridge` that takes a JSON string.
 */
type BridgeMessage = { type: 'webview_finish' } | { type: 'browser_link'; url: string; title: string };

declare global {
  interface Window {
    webkit?: { messageHandlers?: { bridge?: { postMessage(message: BridgeMessage): void } } };
    AndroidBridge?: { postMessage(message: string): void };
  }
}

/** Posts to whichever bridge is present; false outside the app. */
function postToApp(message: BridgeMessage): boolean {
  const ios = window.webkit?.messageHandlers?.bridge;
  if (ios) {
    ios.postMessage(message);
    return true;
  }
  if (window.AndroidBridge) {
    window.AndroidBridge.postMessage(JSON.stringify(message));
    return true;
  }
  return false;
}

/** Closes the in-app browser and returns to the app's own screen. */
export const finishWebview = (): boolean => postToApp({ type: 'webview_finish' });

/** Opens an external page in the phone's browser instead of the in-app one. */
export const openBrowserLink = (url: string, title: string): boolean =>
  postToApp({ type: 'browser_link', url, title });
