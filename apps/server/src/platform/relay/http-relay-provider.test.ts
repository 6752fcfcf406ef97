/**
 * The HTTP relay adapter against a local double of the provider on a free loopback port: the double
 * checks the key and the request's shape, records what it was sent and answers as the test scripts it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { httpRelayProvider } from './http-relay-provider.js';
import { RelayUnavailable, type RelayProvider } from './relay-provider.js';
import { relaySandbox } from './relay-sandbox.js';

const API_KEY = 'relay-test-key-0123456789';

interface Received {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | 'hang' | 'drop';

let server: Server;
let provider: RelayProvider;
let received: Received[] = [];
let script: Answer[] = [];

/** What the provider documents for `POST /v1/relays`; anything else is its 400. */
function badIssueRequest(body: unknown): string | null {
  const b = body as Record<string, unknown> | undefined;
  if (!b || typeof b.target !== 'string' || !/^01\d{8,9}$/.test(b.target)) return 'invalid_target';
  if (typeof b.expires_at !== 'string' || Number.isNaN(Date.parse(b.expires_at))) return 'invalid_expiry';
  if (typeof b.reference !== 'string' || b.reference.length === 0) return 'invalid_reference';
  return null;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply = (status: number, body?: unknown) =>
        body === undefined
          ? response.writeHead(status).end()
          : response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.headers.authorization !== `Bearer ${API_KEY}`) return reply(401, { error: 'unauthorized' });
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      received.push({ method: request.method ?? '', path: request.url ?? '', body });
      if (request.method === 'POST' && request.url === '/v1/relays') {
        if (request.headers['content-type'] !== 'application/json')
          return reply(415, { error: 'media_type' });
        const problem = badIssueRequest(body);
        if (problem) return reply(400, { error: problem });
      }
      const answer = script.shift() ?? { status: 500, body: { error: 'no_scripted_answer' } };
      if (answer === 'hang') return;
      if (answer === 'drop') return request.socket.destroy();
      reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider = httpRelayProvider(
    { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, apiKey: API_KEY },
    { timeoutMs: 300 },
  );
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received = [];
  script = [];
});

const expiresAt = new Date('2026-11-09T01:00:00Z');
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe('HTTP relay provider', () => {
  it('issues a number with the documented request and answers it with the mapping id', async () => {
    script = [{ status: 201, body: { relay_number: '0508-1234-5678', relay_id: 'r_42' } }];
    const issued = await provider.issue({ target: '01012345678', expiresAt, reference: 'lead-7' });
    expect(issued).toEqual({ relayNumber: '0508-1234-5678', relayId: 'r_42' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/v1/relays',
        body: { target: '01012345678', expires_at: '2026-11-09T01:00:00.000Z', reference: 'lead-7' },
      },
    ]);
  });

  it('releases a mapping, and a mapping already gone is no error', async () => {
    script = [{ status: 204 }, { status: 404, body: { error: 'not_found' } }];
    await provider.release('r_42');
    await provider.release('r/43');
    expect(received.map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/relays/r_42',
      'DELETE /v1/relays/r%2F43',
    ]);
  });

  it('answers every failure as RelayUnavailable, without the customer number in its text', async () => {
    script = [
      { status: 503, body: { error: 'pool_exhausted', message: '010-1234-5678 번호 풀 부족' } },
      { status: 200, body: { relay_number: '0508-1234-5678' } },
      'hang',
      'drop',
    ];
    const errors = [];
    for (let i = 0; i < 4; i++)
      errors.push(await failure(provider.issue({ target: '01012345678', expiresAt, reference: 'lead-8' })));
    for (const error of errors) expect(error).toBeInstanceOf(RelayUnavailable);
    expect(errors.map((e) => e!.message)).toEqual([
      'relay issue: HTTP 503 pool_exhausted 010-****-5678 번호 풀 부족',
      'relay issue: an answer without its number',
      'relay POST /v1/relays: no answer within 300 ms',
      'relay POST /v1/relays: network error',
    ]);
    for (const error of errors) expect(error!.message).not.toContain('010-1234-5678');
    // A malformed request is the double's 400, and a refused release is a failure too.
    const refused = await failure(provider.issue({ target: '0212345678', expiresAt, reference: 'lead-9' }));
    expect(refused?.message).toBe('relay issue: HTTP 400 invalid_target');
    script = [{ status: 500, body: { error: 'internal' } }];
    expect(await failure(provider.release('r_1'))).toBeInstanceOf(RelayUnavailable);
  });

  it('is refused by the provider with a wrong key', async () => {
    const wrong = httpRelayProvider({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: 'x',
    });
    const error = await failure(wrong.issue({ target: '01012345678', expiresAt, reference: 'lead-1' }));
    expect(error?.message).toBe('relay issue: HTTP 401 unauthorized');
    expect(received).toEqual([]);
  });
});

describe('relay sandbox', () => {
  it('issues the same 0508 number for the same reference, and another for another', async () => {
    const sandbox = relaySandbox();
    const first = await sandbox.issue({ target: '01012345678', expiresAt, reference: 'lead-1' });
    expect(first.relayNumber).toMatch(/^0508-\d{4}-\d{4}$/);
    expect(await sandbox.issue({ target: '01012345678', expiresAt, reference: 'lead-1' })).toEqual(first);
    const other = await sandbox.issue({ target: '01012345678', expiresAt, reference: 'lead-2' });
    expect(other.relayNumber).not.toBe(first.relayNumber);
  });

  it('fails the first request for a number ending in 0000 as an exhausted pool, and issues on the retry', async () => {
    const sandbox = relaySandbox();
    const request = { target: '01012340000', expiresAt, reference: 'lead-3' };
    expect(await failure(sandbox.issue(request))).toBeInstanceOf(RelayUnavailable);
    expect((await sandbox.issue(request)).relayNumber).toMatch(/^0508-/);
  });
});
