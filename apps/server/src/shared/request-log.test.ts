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

  it('writes a failed read', async () => {
    const lines = await linesDuring(() =>
      t.app.inject({ method: 'GET', url: '/partner-api/authapi/partner/mypartner' }),
    );
    expect(lines).toEqual([expect.objectContaining({ msg: 'request', status: 401 })]);
  });
});
