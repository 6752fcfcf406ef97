import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedOf } from '../../test-support/outbox.js';
import { cookieValue, createTestApp, logIn, newPartner, type TestApp } from '../../test-support/test-app.js';

const LOGIN = '/member-api/api/v1/ceologin';
const REFRESH = '/member-api/api/v1/refreshToken';
const DETAIL = '/member-api/authapi/v1/user/detail';
const LOGOUT = '/member-api/authapi/v1/user/logout';
const PASSWORD = '/member-api/authapi/v1/user/password';
const ORIGIN = { origin: 'http://localhost:80' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers the member envelope with tokens and sets the refresh cookie HttpOnly, Strict, path-scoped', async () => {
    const partner = await newPartner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: partner.payload.account, password: partner.payload.password },
    });
    const body = response.json();
    expect(body).toMatchObject({
      code: 0,
      message: 'OK',
      context: {
        member_info: { member_no: partner.memberNo, member_id: partner.payload.account, name: '김대표' },
        expires_in: 3600,
      },
    });
    const cookie = response.cookies.find((c) => c.name === 'partner_rt')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/member-api/api/v1/refreshToken',
    });
    expect(cookie.value).toBe(body.context.refresh_token);
  });

  describe("the spec's query-string form (ceologin?username=&password=)", () => {
    let verbose: TestApp;
    beforeAll(async () => {
      verbose = await createTestApp({ logLevel: 'trace' });
    });
    afterAll(() => verbose.close());

    /** Everything a client or an operator could read of one answer: its log lines, body and headers. */
    const traces = async (query: string, payload?: object) => {
      const before = verbose.logs().length;
      const response = await verbose.app.inject({ method: 'POST', url: `${LOGIN}?${query}`, payload });
      return {
        response,
        seen: [verbose.logs().slice(before), response.body, JSON.stringify(response.headers)],
      };
    };

    it('signs in and keeps the password out of every log line, body and header', async () => {
      const partner = await newPartner(verbose.app);
      const { account, password } = partner.payload;
      const { response, seen } = await traces(`username=${account}&password=${encodeURIComponent(password)}`);
      expect(response.json().code).toBe(0);
      expect(response.headers.location).toBeUndefined();
      expect(seen[0]).toContain(LOGIN);
      for (const text of seen) {
        expect(text).not.toContain(password);
        expect(text).not.toContain(encodeURIComponent(password));
      }
      const logs = verbose.logs();
      expect(logs).not.toContain(response.json().context.access_token);
      expect(logs).not.toContain(response.json().context.refresh_token);
    });

    it('keeps a wrong or malformed password out of them too, whatever the refusal', async () => {
      const partner = await newPartner(verbose.app);
      const secret = 'Leak-Canary-7Qx9!';
      const queries = [
        `username=${partner.payload.account}&password=${encodeURIComponent(secret)}`,
        `username=nobody_here&password=${encodeURIComponent(secret)}`,
        // Too long, control characters, a repeated key, a broken percent escape, no username.
        `username=${partner.payload.account}&password=${encodeURIComponent(secret.repeat(40))}`,
        `username=${partner.payload.account}&password=${encodeURIComponent(`${secret}\u0000\u0007`)}`,
        `username=${partner.payload.account}&password=${encodeURIComponent(secret)}&password=${encodeURIComponent(secret)}`,
        `username=${partner.payload.account}&password=${secret}%E0%A4%A`,
        `password=${encodeURIComponent(secret)}`,
      ];
      const statuses: number[] = [];
      for (const query of queries) {
        const { response, seen } = await traces(query);
        statuses.push(response.statusCode);
        expect(response.headers.location).toBeUndefined();
        for (const text of seen) expect(text, query).not.toContain('Leak-Canary');
      }
      // Only refusals, never a 500; the body form with a wrong password is refused the same way.
      expect(statuses.every((status) => status === 400 || status === 401)).toBe(true);
      const { response, seen } = await traces('', { username: partner.payload.account, password: secret });
      expect(response.statusCode).toBe(401);
      for (const text of seen) expect(text).not.toContain('Leak-Canary');
    });
  });

  it('refuses a wrong password or an unknown id with the same Korean message', async () => {
    const partner = await newPartner(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: partner.payload.account, password: 'Wrong2024!!' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: 'nobody_here', password: 'Wrong2024!!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: ERROR_CODES.badCredentials,
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers 400 with field paths for a missing password', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGIN, payload: { username: 'demo' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.validation, errors: [{ path: 'password' }] });
  });

  describe('back-off per account and address', () => {
    let nextAddress = 1;
    /** An address of its own per caller, so the per-address limit of one test never meets another's. */
    const newAddress = () => `203.0.113.${nextAddress++}`;
    const attemptFrom = (account: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: LOGIN, payload: { username: account, password }, remoteAddress });

    it('makes the guessing address wait, doubling the wait, while the owner elsewhere still signs in', async () => {
      const partner = await newPartner(t.app);
      const { account, password } = partner.payload;
      const attacker = newAddress();
      for (let i = 0; i < 5; i++)
        expect((await attemptFrom(account, 'Wrong2024!!', attacker)).statusCode).toBe(401);
      // The sixth attempt is not even checked: the right password is refused too.
      const waiting = await attemptFrom(account, password, attacker);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toEqual({
        code: ERROR_CODES.loginBackoff,
        message: '로그인에 여러 번 실패하여 로그인이 잠시 제한되었습니다. 30초 후에 다시 시도해주세요.',
      });
      expect(waiting.headers['retry-after']).toBe('30');

      expect((await attemptFrom(account, password, newAddress())).statusCode).toBe(200);

      const waits: string[] = [];
      for (let i = 0; i < 7; i++) {
        t.clock.advance(Number(waits.at(-1) ?? 30) * 1000);
        expect((await attemptFrom(account, 'Wrong2024!!', attacker)).statusCode).toBe(401);
        const refused = await attemptFrom(account, 'Wrong2024!!', attacker);
        expect(refused.statusCode).toBe(429);
        waits.push(refused.headers['retry-after'] as string);
      }
      expect(waits).toEqual(['60', '120', '240', '480', '900', '900', '900']);
      expect((await attemptFrom(account, 'Wrong2024!!', attacker)).json().message).toContain('15분 후에');
    });

    it("forgets an address's failures when it signs in", async () => {
      const partner = await newPartner(t.app);
      const { account, password } = partner.payload;
      const address = newAddress();
      for (let i = 0; i < 4; i++) await attemptFrom(account, 'Wrong2024!!', address);
      expect((await attemptFrom(account, password, address)).statusCode).toBe(200);
      for (let i = 0; i < 5; i++)
        expect((await attemptFrom(account, 'Wrong2024!!', address)).statusCode).toBe(401);
      expect((await attemptFrom(account, 'Wrong2024!!', address)).statusCode).toBe(429);
    });

    it('counts parallel wrong guesses exactly: five are checked, the rest wait', async () => {
      const partner = await newPartner(t.app);
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => attemptFrom(partner.payload.account, 'Wrong2024!!', address)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    });

    it('slows an account guessed from many addresses for a moment only, counting failures alone', async () => {
      const partner = await newPartner(t.app);
      const { account, password } = partner.payload;
      const waiting = newAddress();
      for (let i = 0; i < 5; i++) await attemptFrom(account, 'Wrong2024!!', waiting);
      for (let i = 0; i < 30; i++)
        expect((await attemptFrom(account, password, waiting)).statusCode).toBe(429);
      for (let i = 0; i < 44; i++) await attemptFrom(account, 'Wrong2024!!', `198.51.100.${i}`);
      // 49 failures: neither the thirty refused tries nor the sign-ins (newPartner's, these) count.
      for (let i = 0; i < 3; i++)
        expect((await attemptFrom(account, password, newAddress())).statusCode).toBe(200);
      expect((await attemptFrom(account, 'Wrong2024!!', newAddress())).statusCode).toBe(401);
      const slowed = await attemptFrom(account, password, newAddress());
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toBe(
        '이 계정에 로그인 시도가 많아 잠시 제한되었습니다. 1초 후에 다시 시도해주세요.',
      );
      expect(slowed.headers['retry-after']).toBe('1');
      t.clock.advance(1000);
      expect((await attemptFrom(account, password, newAddress())).statusCode).toBe(200);
    });
  });

  it('limits login attempts per client address', async () => {
    const limited = await createTestApp({ limits: { loginPerAddress: 3 } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { username: 'someone', password: 'Wrong2024!!' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe(ERROR_CODES.tooManyRequests);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('counts attempts by the address the trusted proxy saw, whatever the client writes left of it', async () => {
    const limited = await createTestApp({ limits: { loginPerAddress: 3 }, trustProxy: 1 });
    try {
      const attempt = (forwardedFor: string) =>
        limited.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: { username: 'someone', password: 'Wrong2024!!' },
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        });
      for (let i = 0; i < 3; i++)
        expect((await attempt(`198.51.100.${i}, 203.0.113.7`)).statusCode).toBe(401);
      expect((await attempt('198.51.100.99, 203.0.113.7')).statusCode).toBe(429);
      // Another client behind the same proxy has its own count.
      expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('bearer-protected routes', () => {
  it('user/detail answers the caller', async () => {
    const partner = await newPartner(t.app);
    const response = await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth });
    expect(response.json()).toMatchObject({
      code: 0,
      context: { member_no: partner.memberNo, member_id: partner.payload.account, username: '김대표' },
    });
    expect(response.json().context.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 3600);
  });

  it('answers 401 unauthorized without a token and invalid_token for a tampered or expired one', async () => {
    const partner = await newPartner(t.app);
    const none = await t.app.inject({ method: 'GET', url: DETAIL });
    expect(none.statusCode).toBe(401);
    expect(none.json().error).toBe('unauthorized');

    const [header, payload, signature] = partner.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    const tampered = await t.app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().error).toBe('invalid_token');

    t.clock.advance(3601_000);
    const expired = await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth });
    expect(expired.json()).toMatchObject({
      error: 'invalid_token',
      error_description: 'Access token expired',
    });
  });

  it('logout revokes the session: its access token and refresh token stop working at once', async () => {
    const partner = await newPartner(t.app);
    // Checked a moment ago, so the session is one this instance remembers as live.
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: LOGOUT, headers: partner.auth })).json().code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: `${REFRESH}?client=ceo&refreshToken=${partner.refreshToken}`,
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe(ERROR_CODES.refreshTokenInvalid);
  });

  it('refuses a session revoked by another instance once a second has passed', async () => {
    const partner = await newPartner(t.app);
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth })).statusCode).toBe(200);
    // Another server on the same database logs the session out; this one remembers it live for 1 s.
    await t.database.exec(`update sessions set revoked_at = now(), revoke_reason = 'logout'
      where member_no = ${partner.memberNo}`);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth })).statusCode).toBe(401);
  });
});

describe('refresh token rotation', () => {
  const refreshWithCookie = (token: string, headers: Record<string, string> = ORIGIN) =>
    t.app.inject({ method: 'POST', url: `${REFRESH}?client=ceo`, cookies: { partner_rt: token }, headers });

  it('rotates on every use: a new access and refresh token, the cookie replaced', async () => {
    const partner = await newPartner(t.app);
    const response = await refreshWithCookie(partner.refreshToken);
    expect(response.statusCode).toBe(200);
    const next = response.json().context;
    expect(next.refresh_token).not.toBe(partner.refreshToken);
    expect(cookieValue(response, 'partner_rt')).toBe(next.refresh_token);
    const detail = await t.app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(detail.json().context.member_no).toBe(partner.memberNo);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const partner = await newPartner(t.app);
    const first = (await refreshWithCookie(partner.refreshToken)).json().context;
    t.clock.advance(60_000);
    const replay = await refreshWithCookie(partner.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(ERROR_CODES.refreshTokenInvalid);
    // The legitimate holder's newer tokens die with the family.
    expect((await refreshWithCookie(first.refresh_token)).statusCode).toBe(401);
    const detail = await t.app.inject({
      method: 'GET',
      url: DETAIL,
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(detail.statusCode).toBe(401);
  });

  it('lets two tabs that race to renew within seconds both succeed, with one and the same successor', async () => {
    const partner = await newPartner(t.app);
    const first = await refreshWithCookie(partner.refreshToken);
    expect(first.statusCode).toBe(200);
    t.clock.advance(2_000);
    const second = await refreshWithCookie(partner.refreshToken);
    expect(second.statusCode).toBe(200);
    // Never two live refresh tokens: the replay gets the successor the first use made.
    const successor = first.json().context.refresh_token;
    expect(second.json().context.refresh_token).toBe(successor);
    expect(cookieValue(second, 'partner_rt')).toBe(successor);
    expect((await refreshWithCookie(successor)).statusCode).toBe(200);
  });

  it('refuses a cookie-borne renewal from another origin or without Origin', async () => {
    const partner = await newPartner(t.app);
    const foreign = await refreshWithCookie(partner.refreshToken, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await refreshWithCookie(partner.refreshToken, {})).statusCode).toBe(403);
    // The token was not consumed by the refused calls.
    expect((await refreshWithCookie(partner.refreshToken)).statusCode).toBe(200);
  });

  it('answers code 40110 without any refresh token, 40111 for an unknown or expired one', async () => {
    const none = await t.app.inject({ method: 'POST', url: `${REFRESH}?client=ceo` });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: ERROR_CODES.refreshTokenMissing,
      message: '로그인에 실패 하였습니다.',
    });
    const unknown = await refreshWithCookie('not-a-token');
    expect(unknown.json().code).toBe(ERROR_CODES.refreshTokenInvalid);

    const partner = await newPartner(t.app);
    t.clock.advance(15 * 24 * 3600_000);
    expect((await refreshWithCookie(partner.refreshToken)).json().code).toBe(ERROR_CODES.refreshTokenInvalid);
  });
});

describe('validateMemberId', () => {
  it('tells whether an id is free and validates its form', async () => {
    const partner = await newPartner(t.app);
    const taken = await t.app.inject({
      method: 'POST',
      url: `/member-api/api/v1/validateMemberId?memberId=${partner.payload.account}`,
    });
    expect(taken.json().context).toEqual({ member_id: partner.payload.account, available: false });
    const free = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/validateMemberId?memberId=fresh_id-1',
    });
    expect(free.json().context.available).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/member-api/api/v1/validateMemberId?memberId=Bad%20Id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('아이디는 영문 소문자');
  });
});

describe('password check and change', () => {
  it('checks the current password and refuses a wrong one with code 1101', async () => {
    const partner = await newPartner(t.app);
    const owner = { member_id: partner.memberId, member_no: partner.memberNo };
    const right = await t.app.inject({
      method: 'POST',
      url: PASSWORD,
      headers: partner.auth,
      payload: { ...owner, current_password: partner.payload.password },
    });
    expect(right.json()).toMatchObject({ code: 0, context: { valid: true } });
    const wrong = await t.app.inject({
      method: 'POST',
      url: PASSWORD,
      headers: partner.auth,
      payload: { ...owner, current_password: 'nope' },
    });
    expect(wrong.json()).toMatchObject({
      code: RETURN_CODES.wrongCurrentPassword,
      message: '현재 비밀번호가 일치하지 않습니다.',
    });
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const partner = await newPartner(t.app);
    const other = await logIn(t.app, partner.payload.account, partner.payload.password);
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: other.auth })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'PATCH',
      url: PASSWORD,
      headers: partner.auth,
      payload: {
        member_id: partner.memberId,
        member_no: partner.memberNo,
        current_password: partner.payload.password,
        new_password: 'NewSecret2025!',
        valid_password: 'NewSecret2025!',
      },
    });
    expect(response.json().code).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: partner.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: DETAIL, headers: other.auth })).statusCode).toBe(401);
    await expect(logIn(t.app, partner.payload.account, partner.payload.password)).rejects.toThrow();
    await expect(logIn(t.app, partner.payload.account, 'NewSecret2025!')).resolves.toBeDefined();
  });

  it('refuses a weak new password, a mismatched confirmation and the same password, changing nothing', async () => {
    const partner = await newPartner(t.app);
    const change = (new_password: string, valid_password = new_password) =>
      t.app.inject({
        method: 'PATCH',
        url: PASSWORD,
        headers: partner.auth,
        payload: {
          member_id: partner.memberId,
          member_no: partner.memberNo,
          current_password: partner.payload.password,
          new_password,
          valid_password,
        },
      });
    const weak = await change('short1!');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe('new_password');
    const mismatch = await change('NewSecret2025!', 'NewSecret2025?');
    expect(mismatch.json().errors[0].path).toBe('valid_password');
    const same = await change(partner.payload.password);
    expect(same.json().code).toBe(RETURN_CODES.samePassword);
    await expect(logIn(t.app, partner.payload.account, partner.payload.password)).resolves.toBeDefined();
  });

  it("cannot check or change another member's password", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: PASSWORD,
      headers: a.auth,
      payload: { member_id: b.memberId, member_no: b.memberNo, current_password: b.payload.password },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('account security notices', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  const signInFrom = (
    partner: { payload: { account: string; password: string } },
    browser: string | undefined,
    options: { password?: string; userAgent?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: LOGIN,
      payload: { username: partner.payload.account, password: options.password ?? partner.payload.password },
      headers: { 'user-agent': options.userAgent ?? CHROME_WINDOWS },
      ...(browser ? { cookies: { partner_browser: browser } } : {}),
    });

  it('tells the partner once of a password change; not of a change refused', async () => {
    t.clock.set('2026-11-02T01:00:00Z');
    const partner = await newPartner(t.app);
    const change = (new_password: string) =>
      t.app.inject({
        method: 'PATCH',
        url: PASSWORD,
        headers: partner.auth,
        payload: {
          member_id: partner.memberId,
          member_no: partner.memberNo,
          current_password: partner.payload.password,
          new_password,
          valid_password: new_password,
        },
      });
    expect((await change(partner.payload.password)).json().code).toBe(RETURN_CODES.samePassword);
    expect(await queuedOf(t, 'security.password_changed', { partnerId: partner.partnerId })).toEqual([]);
    expect((await change('NewSecret2025!')).json().code).toBe(0);
    const told = await queuedOf(t, 'security.password_changed', { partnerId: partner.partnerId });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: '비밀번호 변경',
      link: '/mypage/changePassword',
      payload: { 변경일시: '2026-11-02 10:00' },
    });
  });

  it('alarms nobody at the first sign-in of an account; remembers each browser in a long-lived HttpOnly cookie', async () => {
    const partner = await newPartner(t.app);
    // newPartner signed in once, from a client that keeps no cookie: the account's first sign-in.
    expect(await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId })).toEqual([]);
    const first = await signInFrom(partner, undefined);
    const cookie = first.cookies.find((c) => c.name === 'partner_browser')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/member-api',
      maxAge: 31_536_000,
    });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    // A second browser: told once, and not again when it comes back with its cookie.
    const told = await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId });
    expect(told).toHaveLength(1);
    const again = await signInFrom(partner, cookie.value);
    expect(cookieValue(again, 'partner_browser')).toBe(cookie.value);
    expect(await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId })).toHaveLength(1);
  });

  it('tells the partner of a sign-in from a browser not seen before, once, with the browser and Seoul time, never the address', async () => {
    const partner = await newPartner(t.app);
    const known = cookieValue(await signInFrom(partner, undefined), 'partner_browser')!;
    const before = (await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId })).length;
    // A wrong password from a new browser is no sign-in.
    expect((await signInFrom(partner, undefined, { password: 'Wrong2025!pw' })).statusCode).toBe(401);
    await signInFrom(partner, known);
    expect(await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId })).toHaveLength(before);

    t.clock.set('2026-11-02T05:07:00Z');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const stranger = await signInFrom(partner, undefined, { userAgent: iphone });
    await signInFrom(partner, cookieValue(stranger, 'partner_browser'), { userAgent: iphone });
    const told = await queuedOf(t, 'security.new_sign_in', { partnerId: partner.partnerId });
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)).toMatchObject({
      link: '/mypage/changePassword',
      payload: { 로그인일시: '2026-11-02 14:07', 브라우저: 'Safari · iOS' },
    });
    expect(told.at(-1)!.text).not.toContain('127.0.0.1');
  });
});

describe('manager contact', () => {
  it("answers the caller's own manager only; another member number is not found", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: `/member-api/api/v1/manager/contactInfoByMemberNo?member_no=${a.memberNo}`,
      headers: a.auth,
    });
    // No managers exist in this database: a silent refusal, not an error.
    expect(own.json()).toMatchObject({ code: RETURN_CODES.noManager });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/member-api/api/v1/manager/contactInfoByMemberNo?member_no=${b.memberNo}`,
      headers: a.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
