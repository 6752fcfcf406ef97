/**
 * The service worker (public/sw.js, shipped as it is) run against a stand-in of its global scope:
 * what a push shows and where a click on it leads.
 */
import { describe, expect, it } from 'vitest';
import source from '../../../public/sw.js?raw';

const ORIGIN = 'https://partner.remodel.example';

interface Tab {
  url: string;
  focused: boolean;
  navigatedTo?: string;
}

/** Loads the worker into a fresh scope with these tabs open; returns a way to fire its events. */
function worker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: NotificationOptions }[] = [];
  const opened: string[] = [];
  const scope = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: object) => void) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        tabs.map((tab) => ({
          url: tab.url,
          focus: async () => void (tab.focused = true),
          navigate: async (url: string) => void (tab.navigatedTo = url),
        })),
      openWindow: async (url: string) => void opened.push(url),
    },
  };
  new Function('self', source)(scope);

  async function fire(type: string, event: object) {
    const pending: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => pending.push(promise) });
    await Promise.all(pending);
  }
  return {
    shown,
    opened,
    push: (payload: object) => fire('push', { data: { json: () => payload } }),
    click: (data: object) => {
      const notification = { data, closed: false, close: () => void (notification.closed = true) };
      return fire('notificationclick', { notification }).then(() => notification);
    },
  };
}

describe('the service worker', () => {
  it('shows a push as a notification with its text, its tag and the screen it is about', async () => {
    const sw = worker();
    await sw.push({
      title: '무통장 입금 확인',
      body: '입금이 확인되었습니다.',
      url: `${ORIGIN}/paymentHistory`,
      tag: 'n41-push-g1',
    });
    expect(sw.shown).toEqual([
      {
        title: '무통장 입금 확인',
        options: {
          body: '입금이 확인되었습니다.',
          tag: 'n41-push-g1',
          icon: '/notification-icon.png',
          data: { url: `${ORIGIN}/paymentHistory` },
        },
      },
    ]);
  });

  it('brings an open portal tab forward on a click and shows the screen there', async () => {
    const other = { url: 'https://elsewhere.example/', focused: false };
    const portal = { url: `${ORIGIN}/intro`, focused: false };
    const sw = worker([other, portal]);
    const notification = await sw.click({ url: `${ORIGIN}/paymentHistory/detail/P1` });
    expect(notification.closed).toBe(true);
    expect(portal).toEqual({
      url: `${ORIGIN}/intro`,
      focused: true,
      navigatedTo: `${ORIGIN}/paymentHistory/detail/P1`,
    });
    expect(other.focused).toBe(false);
    expect(sw.opened).toEqual([]);
  });

  it('opens a window when no portal tab is open, at the home page for a push without a screen', async () => {
    const sw = worker();
    await sw.click({ url: `${ORIGIN}/notifications` });
    await sw.click({ url: null });
    expect(sw.opened).toEqual([`${ORIGIN}/notifications`, `${ORIGIN}/`]);
  });
});
