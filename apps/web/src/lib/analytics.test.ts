import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../test/http';
import { createAnalyticsQueue, trackClick, type SendBatch } from './analytics';
import { clearSession } from './session/session-store';

const click = (typeCode: string) => ({ eventName: 'click', typeName: 'menu', typeCode });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

describe('the analytics queue', () => {
  it('sends 10 waiting events as one batch at once, in the order they happened', () => {
    const send = vi.fn<SendBatch>(() => Promise.resolve());
    const queue = createAnalyticsQueue(send);
    for (let i = 1; i <= 9; i += 1) queue.track(click(String(i)));
    expect(send).not.toHaveBeenCalled();
    queue.track(click('10'));
    expect(send).toHaveBeenCalledExactlyOnceWith(
      Array.from({ length: 10 }, (_, i) => click(String(i + 1))),
      false,
    );
    expect(queue.pending()).toBe(0);
  });

  it('sends fewer events a few seconds after the first, in one batch', () => {
    const send = vi.fn<SendBatch>(() => Promise.resolve());
    const queue = createAnalyticsQueue(send, { delayMs: 5000 });
    queue.track(click('mall'));
    vi.advanceTimersByTime(3000);
    queue.track(click('plan'));
    vi.advanceTimersByTime(1999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledExactlyOnceWith([click('mall'), click('plan')], false);
  });

  it('tries a failed batch once more, then drops it without a word', async () => {
    const send = vi.fn<SendBatch>(() => Promise.reject(new Error('offline')));
    const queue = createAnalyticsQueue(send, { retryDelayMs: 3000 });
    queue.track(click('mall'));
    queue.flush();
    await vi.advanceTimersByTimeAsync(3000);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toBe(0);
  });
});

describe('trackClick', () => {
  it('flushes on pagehide with a keepalive fetch that carries the bearer token and member number', async () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null, { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    trackClick('click', 'menu', 'mall');
    trackClick('click', 'plan-card', 'MONTHLY_BASIC');
    // Clicking waited on nothing: no request yet.
    expect(fetchMock).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/partner-api/analytics/batch');
    expect(init.keepalive).toBe(true);
    expect(init.headers).toMatchObject({
      authorization: 'Bearer header.payload-of-a-test-token.signature',
      'member-no': '7',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      events: [
        { eventName: 'click', typeName: 'menu', typeCode: 'mall' },
        { eventName: 'click', typeName: 'plan-card', typeCode: 'MONTHLY_BASIC' },
      ],
    });
    // Nothing is left to send later.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a refused batch (4xx), and sends nothing for a visitor', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 400 })));
    vi.stubGlobal('fetch', fetchMock);
    signIn();
    trackClick('click', 'menu', 'mall');
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    clearSession();
    trackClick('click', 'menu', 'mall');
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
