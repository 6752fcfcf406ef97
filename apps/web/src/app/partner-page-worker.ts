/**
 * The server's page worker (PARTNER_PAGE_WORKER_FILE): a Node worker thread holding a stand-in
 * browser (jsdom) and the app, rendering one partner page at a time (partner-page-render.ts). A
 * worker of its own keeps the browser globals the app's code reads out of the server's thread.
 *
 * workerData.origin: where the server listens; the app's calls (relative addresses) go there.
 */
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import {
  RENDERED_FOR_ATTRIBUTE,
  type PartnerPageAnswer,
  type PartnerPageRequest,
} from '@partner-portal/contract/routes';
import { JSDOM } from 'jsdom';
import { unmatchedMediaQuery } from '../lib/unmatched-media-query';
import { installBrowserGlobals } from './browser-stand-in';

const { origin } = workerData as { origin: string };
const dom = new JSDOM('<!doctype html><div id="root"></div>', { url: `${origin}/` });
// jsdom has no media queries: the page is rendered for the screen the server took the visitor's for,
// which the app reads from RENDERED_FOR_ATTRIBUTE while rendering (ui-store.ts).
dom.window.matchMedia = unmatchedMediaQuery;
installBrowserGlobals(dom.window);

// The app's calls are relative addresses: they go to this server, and nowhere else (the partner's
// token travels with them).
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const address = new URL(input instanceof Request ? input.url : String(input), origin);
  if (address.origin !== origin)
    return Promise.reject(new Error(`no call leaves this server: ${address.origin}`));
  return nodeFetch(address, init);
};

// React's production build, whatever the server runs with; the app's modules read the globals as
// they load, so they come after them.
process.env.NODE_ENV = 'production';

// antd's popups, drawers and tooltips render into a portal even where they are closed; a server
// render cannot hold one, so they render nothing here (the client mounts them, hydration skips them).
(createRequire(import.meta.url)('react-dom') as { createPortal: () => null }).createPortal = () => null;
const { renderPartnerPage } = await import('./partner-page-render');

async function answer({ id, url, cookies, mobile }: PartnerPageRequest): Promise<PartnerPageAnswer> {
  // At this server's address, whatever the path looks like (`//host/…` included).
  const { pathname, search } = new URL(url, 'http://page');
  dom.reconfigure({ url: `${origin}${pathname}${search}` });
  dom.window.document.documentElement.setAttribute(RENDERED_FOR_ATTRIBUTE, mobile ? 'mobile' : 'desktop');
  for (const [name, value] of Object.entries(cookies))
    dom.window.document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  try {
    const page = await renderPartnerPage(pathname, search);
    // `<` escaped: the JSON sits in a script element, where `</script>` in an answer would end it.
    return {
      id,
      page: page && {
        markup: page.markup,
        styles: page.styles,
        state: JSON.stringify(page.state).replace(/</g, '\\u003c'),
      },
    };
  } catch {
    return { id, page: null };
  } finally {
    for (const name of Object.keys(cookies))
      dom.window.document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    dom.window.localStorage.clear();
    dom.window.sessionStorage.clear();
  }
}

// One page at a time: the app's session and cache are singletons.
let queue = Promise.resolve();
parentPort?.on('message', (request: PartnerPageRequest) => {
  queue = queue.then(async () => parentPort?.postMessage(await answer(request)));
});
parentPort?.postMessage('ready');
