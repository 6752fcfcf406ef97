/**
 * Wiring: the NicePay adapter pointed at NicePay when real keys are configured, otherwise at the
 * sandbox inside our own server (mounted under /pg-sandbox, with keys derived from a server secret).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../shared/clock.js';
import { createNicePayClient, type GatewayLogger } from './nicepay/nicepay-client.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createPgSandbox, type PgSandbox } from './sandbox/pg-sandbox.js';
import { SANDBOX_PREFIX, sandboxKeys } from './sandbox/sandbox-keys.js';

export interface NicePayConfig {
  clientKey: string;
  secretKey: string;
  /** `test` uses NicePay's own sandbox hosts (sandbox-api, sandbox-pay). */
  environment: 'live' | 'test';
}

export interface PaymentGatewayConfig {
  /** Real NicePay keys; without them our sandbox answers. */
  nicepay: NicePayConfig | undefined;
  db: Database;
  clock: Clock;
  /** The server secret the sandbox keys are derived from (stable across restarts and instances). */
  sandboxSecret: string;
  /** Our own server's origin; the sandbox answers under it, at /pg-sandbox. */
  selfUrl: string;
  /** When given, calls to the sandbox go through its `inject`: no port, no network. */
  app?: FastifyInstance;
  /** Where the sandbox POSTs its webhooks (a URL on our own server). */
  sandboxWebhookUrl?: string;
  /** How often the sandbox sends due webhooks; 0 leaves it to `deliverDueWebhooks`. */
  sandboxWebhookPollMs?: number;
  logger?: GatewayLogger;
  /** Tests shorten the read timeout and the sandbox's slow answers, which are 30 s and 35 s for real. */
  timeouts?: { readMs: number; sandboxSlowAnswerMs: number };
}

const NICEPAY_HOSTS = {
  live: { api: 'https://api.nicepay.co.kr', script: 'https://pay.nicepay.co.kr/v1/js/' },
  test: { api: 'https://sandbox-api.nicepay.co.kr', script: 'https://sandbox-pay.nicepay.co.kr/v1/js/' },
};

/** The origin NicePay's window script loads from, for the content security policy. */
export const nicePayScriptOrigin = (config: NicePayConfig): string =>
  new URL(NICEPAY_HOSTS[config.environment].script).origin;

/** `sandbox` is set when the sandbox answers: register `sandbox.routes` on the app. */
export function createPaymentGateway(config: PaymentGatewayConfig): {
  gateway: PaymentGateway;
  sandbox: PgSandbox | undefined;
} {
  if (config.nicepay) {
    const hosts = NICEPAY_HOSTS[config.nicepay.environment];
    const gateway = createNicePayClient({
      apiBaseUrl: hosts.api,
      windowScriptUrl: hosts.script,
      clientKey: config.nicepay.clientKey,
      secretKey: config.nicepay.secretKey,
      logger: config.logger,
    });
    return { gateway, sandbox: undefined };
  }
  const keys = sandboxKeys(config.sandboxSecret);
  const fetchImpl = config.app ? injectFetch(config.app) : fetch;
  const sandbox = createPgSandbox({
    db: config.db,
    clock: config.clock,
    keys,
    webhookUrl: config.sandboxWebhookUrl,
    ...(config.sandboxWebhookPollMs === undefined ? {} : { webhookPollMs: config.sandboxWebhookPollMs }),
    fetchImpl,
    ...(config.timeouts ? { slowAnswerMs: config.timeouts.sandboxSlowAnswerMs } : {}),
  });
  const gateway = createNicePayClient({
    apiBaseUrl: `${config.selfUrl.replace(/\/$/, '')}${SANDBOX_PREFIX}`,
    // Same origin as the page that opens the window.
    windowScriptUrl: `${SANDBOX_PREFIX}/pay.js`,
    ...keys,
    fetchImpl,
    logger: config.logger,
    ...(config.timeouts ? { readTimeoutMs: config.timeouts.readMs } : {}),
  });
  return { gateway, sandbox };
}

/**
 * A `fetch` answered by `app.inject`: the request never touches the network, but it behaves like one
 * for the client (an aborted signal rejects while the handler runs on, as a real server would).
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init?.signal;
    signal?.throwIfAborted();
    const answered = app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const response = signal ? await unlessAborted(answered, signal) : await answered;
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(response.statusCode === 204 ? null : response.rawPayload, {
      status: response.statusCode,
      headers,
    });
  };
}

/**
 * `work`, or the signal's reason if it aborts first. The listener goes once `work` settles: left on a
 * 30-second timeout signal, it kept every answer in memory for 30 s (800 MB in a 100,000-charge run).
 */
async function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
