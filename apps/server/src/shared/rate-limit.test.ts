import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

const REFERRER_CHECK = '/partner-api/partner/v3/referrer/1';

let t: TestApp;
beforeAll(async () => {
  // The referrer check allows ten times the sign-ups per address: 50.
  t = await createTestApp({ limits: { signupPerAddress: 5 } });
});
afterAll(() => t.close());

describe('per-address limits', () => {
  it('lets exactly the limit through when requests arrive all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => t.app.inject({ method: 'GET', url: REFERRER_CHECK })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe('추천인 확인 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });

  it('opens again when the window has passed', async () => {
    t.clock.advance(16 * 60_000);
    const answer = await t.app.inject({ method: 'GET', url: REFERRER_CHECK });
    expect(answer.statusCode).toBe(200);
  });
});
