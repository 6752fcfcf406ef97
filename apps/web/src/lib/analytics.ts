/**
 * Click events for the provider's statistics (spec §7 `POST /analytics`): `trackClick` only queues;
 * the queue goes out as one batch every few seconds or every 10 events, and when the page is hidden
 * or left (a `keepalive` fetch, which outlives the page and, unlike sendBeacon, carries the bearer
 * header). Nothing here waits on the network or shows an error: a failed batch is tried once more,
 * then dropped. The call is plain fetch, not the partner client, so it neither restarts the session
 * countdown nor renews a token.
 */
import type { AnalyticsRequest } from '@partner-portal/contract/analytics-api';
import { ANALYTICS_BATCH_MAX } from '@partner-portal/contract/api-constants';
import { MEMBER_NO_HEADER, PARTNER_PATHS } from '@partner-portal/contract/api-constants';
import { env } from './env';
import { readAccessToken, readMemberSession } from './session/session-store';

/** Sends one batch; rejects when it is worth one more try (network failure, 5xx). */
export type SendBatch = (events: AnalyticsRequest[], keepalive: boolean) => Promise<void>;

export interface AnalyticsQueueOptions {
  /** Send as soon as this many events wait. */
  batchSize?: number;
  /** Otherwise send this long after the first waiting event. */
  delayMs?: number;
  /** Wait before the one retry of a failed batch. */
  retryDelayMs?: number;
}

export function createAnalyticsQueue(
  send: SendBatch,
  { batchSize = 10, delayMs = 5000, retryDelayMs = 3000 }: AnalyticsQueueOptions = {},
) {
  let waiting: AnalyticsRequest[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const deliver = async (batch: AnalyticsRequest[], keepalive: boolean) => {
    try {
      await send(batch, keepalive);
    } catch {
      // A page being left gets no second chance; otherwise one retry, then the batch is dropped.
      if (keepalive) return;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      await send(batch, false).catch(() => undefined);
    }
  };

  const flush = (keepalive = false) => {
    clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) void deliver(waiting.splice(0, ANALYTICS_BATCH_MAX), keepalive);
    waiting = [];
  };

  return {
    track(event: AnalyticsRequest): void {
      waiting.push(event);
      if (waiting.length >= batchSize) flush();
      else timer ??= setTimeout(() => flush(), delayMs);
    },
    /** Sends everything waiting now; `keepalive` when the page is going away. */
    flush,
    pending: (): number => waiting.length,
  };
}

/** Non-retryable answers (refused input, signed out, rate-limited) are dropped at once. */
class RetryableFailure extends Error {}

const sendToPartnerApi: SendBatch = async (events, keepalive) => {
  const token = readAccessToken();
  const memberNo = readMemberSession()?.memberNo;
  if (!token || !memberNo) return;
  const response = await fetch(`${env.partnerApi}${PARTNER_PATHS.analyticsBatch}`, {
    method: 'POST',
    keepalive,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      [MEMBER_NO_HEADER]: String(memberNo),
    },
    body: JSON.stringify({ events }),
  }).catch(() => {
    throw new RetryableFailure('network');
  });
  if (response.status >= 500) throw new RetryableFailure(String(response.status));
};

let queue: ReturnType<typeof createAnalyticsQueue> | null = null;

/** The page's queue, with its page-leave flush installed on first use. */
function pageQueue() {
  if (queue) return queue;
  const created = createAnalyticsQueue(sendToPartnerApi);
  window.addEventListener('pagehide', () => created.flush(true));
  // Mobile browsers may discard a hidden tab without a pagehide.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') created.flush(true);
  });
  queue = created;
  return created;
}

/** Records a click (e.g. `trackClick('click', 'menu', 'mall')`); never throws, never waits. */
export function trackClick(eventName: string, typeName: string, typeCode: string): void {
  try {
    pageQueue().track({ eventName, typeName, typeCode });
  } catch {
    // Statistics never get in the partner's way.
  }
}
