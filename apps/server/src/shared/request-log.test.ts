import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPartner, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The JSON lines the server logged while `work` ran. */
async function linesDuring(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const before = t.logs().length;
  await work();
  return t
    .logs()
    .slice(before)
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('request log at info level', () => {
  it('writes nothing for a successful read', async () => {
    const partner = await newPartner(t.app);
    const lines = await linesDuring(() =>
      t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner', headers: partner.auth }),
    );
    expect(lines).toEqual([]);
  });

  it('writes one line for a change, with its status and without the query string', async () => {
    const partner = await newPartner(t.app);
    const login = '/member-api/api/v1/ceologin';
    const lines = await linesDuring(() =>
      t.app.inject({
        method: 'POST',
        url: `${login}?username=${partner.payload.account}&password=${encodeURIComponent(partner.payload.password)}`,
      }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', method: 'POST', url: login, status: 200 });
  });

  it("never writes a customer's quote link key", async () => {
    const lines = await linesDuring(async () => {
      await t.app.inject({ method: 'GET', url: '/quote-api/c2VjcmV0LWtleQ.c2lnbmF0dXJl/pdf' });
      await t.app.inject({ method: 'GET', url: '/quote-api/c2VjcmV0LWtleQ.c2lnbmF0dXJl' });
    });
    expect(lines.map((line) => line.url)).toEqual(['/quote-api/[redacted]/pdf', '/quote-api/[redacted]']);
    expect(t.logs()).not.toContain('c2VjcmV0LWtleQ');
  });

  it('writes a failed read', async () => {
    const lines = await linesDuring(() =>
      t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner' }),
    );
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', status: 401 })]);
  });
});
