import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipart, png } from '../../test-support/images.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let staffAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t, 'staff_editor', ['content']);
  await addStaff(t, 'staff_operator', ['operations']);
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set('2026-11-04T01:00:00Z');
  staffAuth = await staffHeaders(t, 'staff_editor');
});

describe('who may upload content images', () => {
  it('answers 401 without a token and 403 to a partner token', async () => {
    const p = await newPartner(t.app);
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/staff-api/content/images',
        headers,
        payload: { reason: '테스트' },
      });
    expect((await post({})).statusCode).toBe(401);
    expect((await post(p.auth)).statusCode).toBe(403);
  });
});

describe('content images', () => {
  const upload = async (
    bytes: Buffer,
    name: string,
    type: string,
    url = '/staff-api/content/images',
    headers = staffAuth,
  ) => {
    const body = await multipart({}, { image: { bytes, name, type } });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a real image as WebP under /uploads and refuses a file that is not one, whatever its name', async () => {
    const stored = (await upload(await png(300, 200), 'banner.png', 'image/png')).json();
    expect(stored.data).toMatchObject({
      width: 300,
      height: 200,
      url: expect.stringMatching(/^\/uploads\/content\/.+\.webp$/),
    });
    const served = await t.app.inject({ method: 'GET', url: stored.data.url });
    expect(served.statusCode).toBe(200);
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('evil.png');
  });

  it("is the same upload on the inspection desk's path, each path open only to its desk's roles", async () => {
    const operator = await staffHeaders(t, 'staff_operator');
    const inspection = '/staff-api/inspections/images';
    const stored = await upload(await png(40, 30), 'notice.png', 'image/png', inspection, operator);
    expect(stored.json().data).toMatchObject({
      width: 40,
      url: expect.stringMatching(/^\/uploads\/content\//),
    });
    expect((await upload(await png(40, 30), 'a.png', 'image/png', inspection)).statusCode).toBe(403);
    const contentPath = '/staff-api/content/images';
    expect((await upload(await png(40, 30), 'a.png', 'image/png', contentPath, operator)).statusCode).toBe(
      403,
    );
  });
});
