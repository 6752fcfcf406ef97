/**
 * Server-sent events over `fetch` (EventSource cannot send the bearer header): a parser of the
 * `text/event-stream` format fed chunk by chunk as they arrive, split anywhere, even mid-line or
 * between a CR and its LF; and a follower that keeps a stream open, reconnecting with backoff after
 * a failure or an end, until its signal aborts.
 */
import { SessionEndedError } from '../session/session-end';
import { authorizedFetch } from './authorized-fetch';

export interface ServerSentEvent {
  /** `message` when the server names none. */
  event: string;
  data: string;
  /** The last `id:` the stream gave, if any. */
  id: string | undefined;
}

/** Returns a function to feed decoded text to; each complete event goes to `onEvent`. */
export function eventStreamParser(onEvent: (event: ServerSentEvent) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  function line(text: string) {
    if (text === '') {
      // A blank line ends an event; one without data is dropped (the format's rule).
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n'), id });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // a comment: the server's keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return (chunk) => {
    buffer += chunk;
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (end === -1 || (end === buffer.length - 1 && buffer[end] === '\r')) return;
      const width = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + width);
    }
  };
}

export interface FollowOptions {
  url: string;
  signal: AbortSignal;
  onEvent: (event: ServerSentEvent) => void;
  /** Each time the stream opens; `again` after a reconnection (events may have been missed). */
  onOpen?: (again: boolean) => void;
  /** The first wait before reconnecting, doubled after each attempt that received nothing. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Keeps `url` open as an event stream until `signal` aborts (then it resolves). Stops for good when
 * the session has ended or the server refuses the stream (401/403/404): asking again would not help.
 */
export async function followEventStream({
  url,
  signal,
  onEvent,
  onOpen,
  minDelayMs = 1_000,
  maxDelayMs = 30_000,
}: FollowOptions): Promise<void> {
  let delay = minDelayMs;
  let opened = false;
  let lastId: string | undefined;

  while (!signal.aborted) {
    // A parser per connection: an event cut off by a dropped connection is not joined to the next one's.
    const push = eventStreamParser((event) => {
      lastId = event.id;
      onEvent(event);
    });
    try {
      const response = await authorizedFetch(url, {
        headers: { Accept: 'text/event-stream', ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
        cache: 'no-store',
        signal,
      });
      if ([401, 403, 404].includes(response.status)) return;
      if (response.ok && response.body) {
        onOpen?.(opened);
        opened = true;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        const stop = () => void reader.cancel().catch(() => undefined);
        signal.addEventListener('abort', stop, { once: true });
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            // Something arrived (an event or a keep-alive): the connection works, start the backoff anew.
            delay = minDelayMs;
            push(decoder.decode(value, { stream: true }));
          }
        } finally {
          signal.removeEventListener('abort', stop);
        }
      }
    } catch (error) {
      if (signal.aborted || error instanceof SessionEndedError) return;
    }
    // Spread out the reconnections of many open pages after a server restart.
    await wait(delay * (0.5 + Math.random() / 2), signal);
    delay = Math.min(delay * 2, maxDelayMs);
  }
}
