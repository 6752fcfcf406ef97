import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import { TERMS_OUTSTANDING_MESSAGE } from '@partner-portal/contract/terms-constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, tokenContext } from '../../test/http';
import { getLastActivity, markActivity } from '../session/countdown';
import { readPartnerCheck, recordPartnerCheck } from '../session/partner-check';
import { setSessionEndNavigation } from '../session/session-end';
import { keepInspectionStatus, readKeptInspection } from '../inspection-status';
import { readAccessToken } from '../session/session-store';
import { showToast } from '../toast';
import { ApiError } from './api-error';
import { memberApi, partnerApi } from './api-clients';

const toast = vi.mocked(showToast);

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const refused = (code: number, message: string) =>
  jsonResponse({ return_code: code, return_message: message, data: null });
const problem = (status: number, code: number, message: string) => jsonResponse({ code, message }, status);

/** Calls the partner group and returns what it rejected with. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

let navigations: string[];
beforeEach(() => {
  toast.mockClear();
  navigations = [];
  setSessionEndNavigation((path) => navigations.push(path));
});
afterEach(() => vi.unstubAllGlobals());

describe('envelopes', () => {
  it('unwraps the partner group’s data and sends the bearer token', async () => {
    signIn();
    const calls = mockFetch(() => ok({ partner_id: 3 }));
    await expect(partnerApi.get('/authapi/partner/mypartner')).resolves.toEqual({ partner_id: 3 });
    expect(calls[0]?.url).toBe('/partner-api/authapi/partner/mypartner');
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${readAccessToken()}`);
  });

  it('unwraps the member group’s context and treats a non-zero code as a refusal', async () => {
    mockFetch(() => jsonResponse({ code: 0, message: 'OK', context: { valid: true } }));
    await expect(memberApi.post('/authapi/v1/user/password')).resolves.toEqual({ valid: true });

    mockFetch(() =>
      jsonResponse({
        code: 1101,
        message: '현재 비밀번호가 일치하지 않습니다.',
        context: null,
        field: 'current_password',
      }),
    );
    const error = await failure(memberApi.post('/authapi/v1/user/password', { showErrors: false }));
    expect(error).toMatchObject({ kind: 'refusal', code: 1101 });
    expect(error.fieldErrors).toEqual({ current_password: '현재 비밀번호가 일치하지 않습니다.' });
  });
});

describe('a write refused for outstanding terms (issue #40 §2)', () => {
  it('forgets the partner check and opens the same place again, where the guard sends the partner to agree', async () => {
    signIn();
    recordPartnerCheck(7, []);
    window.history.replaceState(null, '', '/payment?from=plan');
    mockFetch(() => refused(RETURN_CODES.termsOutstanding, TERMS_OUTSTANDING_MESSAGE));
    const error = await failure(partnerApi.post('/authapi/partner/order/create', { showErrors: false }));
    expect(error).toMatchObject({ kind: 'refusal', code: RETURN_CODES.termsOutstanding });
    expect(readPartnerCheck(7)).toBeNull();
    expect(navigations).toEqual(['/payment?from=plan']);
    window.history.replaceState(null, '', '/');
  });

  it('leaves other refusals to the screen', async () => {
    signIn();
    recordPartnerCheck(7, []);
    mockFetch(() => refused(1206, '이미 처리된 요청입니다.'));
    await failure(partnerApi.post('/authapi/partner/order/create', { showErrors: false }));
    expect(readPartnerCheck(7)).not.toBeNull();
    expect(navigations).toEqual([]);
  });
});

describe('the session countdown (spec §4)', () => {
  it('restarts with every partner call, but not with a background poll', async () => {
    signIn();
    mockFetch(() => ok({ unread: 0 }));
    markActivity(1_000);
    await partnerApi.get('/authapi/notifications', { background: true });
    expect(getLastActivity()).toBe(1_000);
    await partnerApi.get('/authapi/notifications');
    expect(getLastActivity()).toBeGreaterThan(1_000);
  });
});

describe('the error catalogue of spec §8', () => {
  it('shows a refusal below 4000 as an error toast', async () => {
    mockFetch(() => refused(1002, '이미 가입된 사업자등록번호입니다.'));
    const error = await failure(partnerApi.post('/partner/v3/reg', { body: {} }));
    expect(error).toMatchObject({
      kind: 'refusal',
      code: 1002,
      message: '이미 가입된 사업자등록번호입니다.',
    });
    expect(toast).toHaveBeenCalledWith('error', '이미 가입된 사업자등록번호입니다.', expect.anything());
  });

  it('rejects a refusal of 4000 and above silently', async () => {
    mockFetch(() => refused(4404, '배정된 담당 매니저가 없습니다.'));
    await failure(partnerApi.get('/x'));
    mockFetch(() => refused(4000, 'silent'));
    await failure(partnerApi.get('/x'));
    expect(toast).not.toHaveBeenCalled();
  });

  it('keeps the silent HTTP codes silent and shows the others with the server’s message', async () => {
    for (const code of [30001, 30002, 20004, 20009]) {
      mockFetch(() => problem(400, code, 'silent'));
      await failure(partnerApi.get('/x'));
    }
    expect(toast).not.toHaveBeenCalled();

    mockFetch(() => problem(400, 20010, '입력값을 확인해주세요.'));
    await failure(partnerApi.get('/x'));
    expect(toast).toHaveBeenLastCalledWith('error', '입력값을 확인해주세요.', expect.anything());

    mockFetch(() => problem(500, 50000, '내부 서버 오류입니다.'));
    await failure(partnerApi.get('/x'));
    expect(toast).toHaveBeenLastCalledWith(
      'error',
      `내부 서버 오류입니다.${MESSAGES.contactAdminSuffix}`,
      expect.anything(),
    );
  });

  it('shows the Korean message of a 503 as it is, and makes the guard ask for the inspection status again', async () => {
    const message = '서비스 점검 중입니다. 2026-12-04 04:00 이후 다시 이용해주세요.';
    keepInspectionStatus({
      status: 'none',
      start: null,
      end: null,
      message: null,
      image: null,
      allow_reads: true,
      customer_service_hours: '평일 9:00-18:00',
    });
    mockFetch(() => problem(503, 50300, message));
    expect(await failure(partnerApi.post('/x', { body: {} }))).toMatchObject({ status: 503, message });
    expect(toast).toHaveBeenLastCalledWith('error', message, expect.anything());
    expect(readKeptInspection()).toBeNull();
  });

  it('reports 204 and message-less failures with the catalogue’s texts', async () => {
    mockFetch(() => jsonResponse(null, 204));
    expect(await failure(partnerApi.get('/x'))).toMatchObject({
      kind: 'no-content',
      message: MESSAGES.noContent,
    });
    expect(toast).toHaveBeenLastCalledWith('error', '컨텐츠가 존재하지 않습니다.', expect.anything());

    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await failure(partnerApi.get('/x'))).toMatchObject({
      status: 502,
      message: MESSAGES.unknownError,
    });
    expect(toast).toHaveBeenLastCalledWith(
      'error',
      '알 수 없는 오류입니다. 관리자에게 문의해주세요.',
      expect.anything(),
    );
  });

  it('carries validation errors by field and lets a screen show them itself', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          code: 40000,
          message: '입력값을 확인해주세요.',
          errors: [{ path: 'phone_no', message: '휴대폰 번호를 정확히 입력해주세요.' }],
        },
        400,
      ),
    );
    const error = await failure(partnerApi.post('/partner/inquiry', { body: {}, showErrors: false }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 40000 });
    expect(error.fieldErrors).toEqual({ phone_no: '휴대폰 번호를 정확히 입력해주세요.' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failure(partnerApi.get('/x'))).toMatchObject({
      kind: 'network',
      message: MESSAGES.networkError,
    });
    expect(toast).toHaveBeenCalledWith('error', MESSAGES.networkError, expect.anything());
  });
});

describe('token renewal', () => {
  const renewed = tokenContext({ access_token: 'renewed.access.token' });

  it('renews an expiring token once for many parallel calls, which then go out with the new token', async () => {
    signIn(600);
    const calls = mockFetch(async (call) => {
      if (call.url.includes('/refreshToken')) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse({ code: 0, message: 'OK', context: renewed });
      }
      return ok({ seen: call.headers.Authorization });
    });

    const results = await Promise.all(
      Array.from({ length: 5 }, () => partnerApi.get<{ seen: string }>('/x')),
    );

    const refreshCalls = calls.filter((call) => call.url.includes('/refreshToken'));
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.url).toBe('/member-api/api/v1/refreshToken?client=ceo');
    expect(results.map((result) => result.seen)).toEqual(Array(5).fill('Bearer renewed.access.token'));
  });

  it('does not renew a token with time to live', async () => {
    signIn(3600);
    const calls = mockFetch(() => ok(null));
    await partnerApi.get('/x');
    expect(calls.map((call) => call.url)).toEqual(['/partner-api/x']);
  });

  it('logs out with 404 when there is no refresh token, and with 401 when it is refused', async () => {
    signIn(600);
    mockFetch(() => problem(401, 40110, '로그인 정보가 없습니다.'));
    await failure(partnerApi.get('/x'));
    expect(navigations).toEqual(['/logout?error=404']);

    mockFetch(() => problem(401, 40111, '로그인 정보가 만료되었습니다.'));
    await failure(partnerApi.get('/x'));
    expect(navigations).toEqual(['/logout?error=404', '/logout?error=401']);
    expect(toast).not.toHaveBeenCalled();
  });

  it('after invalid_token renews and refreshes the member once, then asks to retry', async () => {
    signIn(3600);
    const calls = mockFetch((call) => {
      if (call.url.includes('/refreshToken'))
        return jsonResponse({ code: 0, message: 'OK', context: renewed });
      if (call.url.includes('/user/detail')) {
        return jsonResponse({
          code: 0,
          message: 'OK',
          context: { member_no: 7, member_id: 'partner7', username: '김대표', exp: 9_999_999_999 },
        });
      }
      return jsonResponse({ error: 'invalid_token', error_description: 'token revoked' }, 401);
    });

    const errors = await Promise.all([failure(partnerApi.get('/x')), failure(partnerApi.get('/y'))]);
    expect(errors.map((error) => error.kind)).toEqual(['unauthorized', 'unauthorized']);
    expect(calls.map((call) => call.url)).toEqual([
      '/partner-api/x',
      '/partner-api/y',
      '/member-api/api/v1/refreshToken?client=ceo',
      '/member-api/authapi/v1/user/detail',
    ]);
    expect(readAccessToken()).toBe('renewed.access.token');
    expect(toast).toHaveBeenCalledWith('warning', MESSAGES.loginRefreshed, expect.anything());
    expect(navigations).toEqual([]);
  });

  it('logs out with 401 when the recovery after invalid_token fails', async () => {
    signIn(3600);
    mockFetch((call) =>
      call.url.includes('/refreshToken')
        ? problem(401, 40111, '로그인 정보가 만료되었습니다.')
        : jsonResponse({ error: 'unauthorized', error_description: 'no session' }, 401),
    );
    await failure(partnerApi.get('/x'));
    expect(navigations).toEqual(['/logout?error=401']);
  });
});

describe('multipart upload', () => {
  /** A stand-in XHR that reports two progress events and answers with `reply`. */
  function stubXhr(reply: { status: number; body: unknown }) {
    const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      status = 0;
      responseText = '';
      withCredentials = false;
      private request = { method: '', url: '', headers: {} as Record<string, string> };
      open(method: string, url: string) {
        this.request = { method, url, headers: {} };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name] = value;
      }
      abort() {}
      send(body: unknown) {
        sent.push({ ...this.request, body });
        for (const loaded of [50, 100])
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }

  it('sends the form with the bearer token, reports progress and unwraps the envelope', async () => {
    signIn();
    mockFetch(() => ok(null));
    const sent = stubXhr({ status: 200, body: { return_code: 0, return_message: 'OK', data: { id: 9 } } });
    const form = new FormData();
    form.set('partner_name', '한빛인테리어');
    const progress: number[] = [];
    const result = await partnerApi.upload('PUT', '/api/partner/3/info', {
      form,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual({ id: 9 });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: form });
    expect(sent[0]?.headers.Authorization).toBe(`Bearer ${readAccessToken()}`);
    expect(sent[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('turns a refused image into field errors like any other call', async () => {
    signIn();
    stubXhr({
      status: 400,
      body: {
        code: 400,
        message: '이미지 파일만 올릴 수 있습니다.',
        errors: [{ path: 'logo', message: '이미지 파일만 올릴 수 있습니다.' }],
      },
    });
    const error = await failure(
      partnerApi.upload('PUT', '/api/partner/3/info', { form: new FormData(), showErrors: false }),
    );
    expect(error.fieldErrors).toEqual({ logo: '이미지 파일만 올릴 수 있습니다.' });
    expect(toast).not.toHaveBeenCalled();
  });
});
