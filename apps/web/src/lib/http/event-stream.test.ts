import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { eventStreamParser, followEventStream, type ServerSentEvent } from './event-stream';

afterEach(() => vi.unstubAllGlobals());

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const push = eventStreamParser((event) => events.push(event));
  chunks.forEach(push);
  return events;
}

describe('the event stream parser', () => {
  it('reads events whose lines arrive split anywhere, even between CR and LF', () => {
    const whole =
      'event: lead\r\ndata: {"lead_no":12,"new_count":3}\r\n\r\nevent: lead\r\ndata: {"lead_no":13,"new_count":4}\r\n\r\n';
    const expected = [
      { event: 'lead', data: '{"lead_no":12,"new_count":3}', id: undefined },
      { event: 'lead', data: '{"lead_no":13,"new_count":4}', id: undefined },
    ];
    expect(parse([whole])).toEqual(expected);
    // Every way of cutting it in two, and one character at a time.
    for (let cut = 1; cut < whole.length; cut += 1) {
      expect(parse([whole.slice(0, cut), whole.slice(cut)])).toEqual(expected);
    }
    expect(parse([...whole])).toEqual(expected);
  });

  it('joins data lines, skips comments, names an unnamed event message and keeps the last id', () => {
    const events = parse([
      ': keep-alive\n\n',
      'id: 7\ndata: first\ndata:second\n',
      '\nevent: lead\ndata\n\n',
    ]);
    expect(events).toEqual([
      { event: 'message', data: 'first\nsecond', id: '7' },
      { event: 'lead', data: '', id: '7' },
    ]);
  });

  it('waits for the blank line: an event without its end is not given out', () => {
    expect(parse(['event: lead\ndata: {"lead_no":1}\n'])).toEqual([]);
  });
});

/** A body that sends `chunks` and then ends, or stays open while `open`. */
function body(chunks: string[], open = false): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (!open) controller.close();
    },
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });
}

describe('following a stream', () => {
  it('sends the bearer token, reconnects after the stream ends with the last id, and stops when aborted', async () => {
    signIn(3600, 'stream-token');
    const controller = new AbortController();
    const responses = [
      body(['id: 1\nevent: lead\nda', 'ta: {"lead_no":1}\n\n']),
      body(['id: 2\nevent: lead\ndata: {"lead_no":2}\n\n'], true),
    ];
    const calls = mockFetch(() => responses.shift()!);
    const events: string[] = [];
    const opens: boolean[] = [];
    const following = followEventStream({
      url: '/partner-api/authapi/leads/stream',
      signal: controller.signal,
      minDelayMs: 1,
      onOpen: (again) => opens.push(again),
      onEvent: (event) => {
        events.push(event.data);
        if (events.length === 2) controller.abort();
      },
    });
    await following;

    expect(events).toEqual(['{"lead_no":1}', '{"lead_no":2}']);
    expect(opens).toEqual([false, true]);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      'Bearer stream-token',
      'Bearer stream-token',
    ]);
    expect(calls[0]!.headers.Accept).toBe('text/event-stream');
    expect(calls[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[1]!.headers['Last-Event-ID']).toBe('1');
  });

  it('tries again after a failed connection, and gives up when the server refuses the stream', async () => {
    signIn();
    const responses = [
      () => Promise.reject(new TypeError('network down')),
      () => jsonResponse({ message: '점검 중' }, 503),
      () => jsonResponse({ message: '권한이 없습니다.' }, 403),
    ];
    const calls = mockFetch(() => responses.shift()!());
    await followEventStream({
      url: '/partner-api/authapi/leads/stream',
      signal: new AbortController().signal,
      minDelayMs: 1,
      onEvent: () => undefined,
    });
    expect(calls).toHaveLength(3);
  });
});
