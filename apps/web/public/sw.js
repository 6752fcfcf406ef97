// The portal's service worker, registered only when a partner turns push on (lib/push/push-subscription.ts):
// it shows each push (web-push-channel.ts: { title, body, url, tag }) and opens its screen on a click.
// Copied into the build as it is, served from the site's root so its scope is the whole portal.

self.addEventListener('install', () => self.skipWaiting());
// Open portal tabs come under this worker at once, so a click can bring one of them to the screen.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const push = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(push.title || '리모델링마켓 파트너센터', {
      body: push.body,
      // One notification per message: a repeat replaces it.
      tag: push.tag,
      icon: '/notification-icon.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(openScreen(url));
});

/** Brings an open portal tab forward on the screen, or opens a window when none is open. */
async function openScreen(url) {
  const tabs = await self.clients.matchAll({ type: 'window' });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (!tab || url.origin !== self.location.origin) return self.clients.openWindow(url.href);
  await tab.focus();
  return tab.navigate(url.href);
}
