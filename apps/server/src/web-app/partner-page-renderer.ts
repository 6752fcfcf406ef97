/**
 * Partner pages rendered by the server with the partner's own data (issue #14), by the web build's
 * page worker (PARTNER_PAGE_WORKER_FILE, a worker thread holding the app and a stand-in browser).
 * The worker asks this server for the page's data with the partner's token, like the browser would.
 *
 * Rendering is an extra: whenever it cannot answer quickly (starting, busy, slow, broken), the page
 * goes out as before and the browser renders it. A render that overruns ends the worker, so that
 * nothing of it can reach the next partner's page; a new one starts for the next request.
 */
import { Worker } from 'node:worker_threads';
import type {
  PartnerPageAnswer,
  PartnerPageRequest,
  RenderedPartnerPageContent,
} from '@partner-portal/contract/routes';
import type { FastifyBaseLogger } from 'fastify';

/** Longer than a page's calls take on a busy machine; the visitor waits this long at most. */
export const PAGE_RENDER_TIMEOUT_MS = 3_000;
/** Pages waiting in the worker beyond which the next one is not rendered (each would wait longer). */
const MAX_WAITING = 3;
/** A worker that fails this many times in a row (a broken build) is not started again. */
const MAX_FAILURES = 3;

export interface PartnerPageRenderer {
  /** Loads the worker; `origin` is where this server listens. */
  start(origin: string): void;
  /**
   * The page at `url` as the holder of these cookies (the session's and the sidebar's), for a small
   * screen or not; null when the browser should render it.
   */
  render(
    url: string,
    cookies: Record<string, string>,
    mobile: boolean,
  ): Promise<RenderedPartnerPageContent | null>;
  stop(): Promise<void>;
}

export function partnerPageRenderer(
  workerFile: string,
  log: FastifyBaseLogger,
  timeoutMs = PAGE_RENDER_TIMEOUT_MS,
): PartnerPageRenderer {
  let origin: string | undefined;
  let worker: Worker | undefined;
  let ready = false;
  let failures = 0;
  let nextId = 0;
  const waiting = new Map<number, (page: RenderedPartnerPageContent | null) => void>();

  const spawn = () => {
    if (!origin || failures >= MAX_FAILURES) return;
    const current = new Worker(workerFile, { workerData: { origin } });
    worker = current;
    ready = false;
    current.on('message', (message: PartnerPageAnswer | 'ready') => {
      if (message === 'ready') {
        ready = true;
        failures = 0;
        return;
      }
      waiting.get(message.id)?.(message.page);
      waiting.delete(message.id);
    });
    current.on('error', (error) => {
      failures += 1;
      log.warn({ err: error }, 'partner page worker failed; pages are rendered in the browser');
    });
    current.on('exit', () => {
      if (worker !== current) return;
      worker = undefined;
      ready = false;
      for (const settle of waiting.values()) settle(null);
      waiting.clear();
    });
  };

  /** Ends the worker; the pages waiting for it go out unrendered. */
  const end = async () => {
    const current = worker;
    worker = undefined;
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
    await current?.terminate();
  };
  const restart = (reason: string) => {
    log.warn({ reason }, 'partner page worker restarted');
    void end();
    spawn();
  };

  return {
    start(listeningAt) {
      origin = listeningAt;
      spawn();
    },
    render(url, cookies, mobile) {
      if (!worker && origin) spawn();
      if (!worker || !ready || waiting.size >= MAX_WAITING) return Promise.resolve(null);
      const target = worker;
      const id = (nextId += 1);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (worker === target) restart(`a page took over ${timeoutMs} ms`);
        }, timeoutMs);
        waiting.set(id, (page) => {
          clearTimeout(timer);
          resolve(page);
        });
        target.postMessage({ id, url, cookies, mobile } satisfies PartnerPageRequest);
      });
    },
    async stop() {
      origin = undefined;
      await end();
    },
  };
}
