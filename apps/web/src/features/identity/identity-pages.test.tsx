import { IDENTITY_FAILURE_MESSAGES } from '@partner-portal/contract/identity-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberIdentityPurpose, useIdentityResult } from '../../lib/identity-verification';
import { jsonResponse, mockFetch } from '../../test/http';
import { NiceFailPage } from './nice-fail-page';
import { NiceLoadPage } from './nice-load-page';
import { NiceSuccessPage } from './nice-success-page';

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
});

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const PERSON = { purpose: 'signup', name: '김민수', mobile: '010-2222-3333' } as const;

/** What a sign-up screen hears from the verification. */
function Listener() {
  const [heard, setHeard] = useState('');
  useIdentityResult('signup', (message) =>
    setHeard(
      message.type === 'identity-verified' ? `${message.name} ${message.mobile}` : `failed ${message.code}`,
    ),
  );
  return <output aria-label="heard">{heard}</output>;
}

function renderAt(path: string) {
  render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/selfCertification/nice/load" element={<NiceLoadPage />} />
            <Route path="/selfCertification/nice/success" element={<NiceSuccessPage />} />
            <Route path="/selfCertification/nice/fail" element={<NiceFailPage />} />
            <Route path="/signUp" element={<Listener />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** A window that opened this one and records what it is told. */
function withOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  return { opener, close };
}

describe('the load page', () => {
  it('asks for one window and posts its fields to the provider in a hidden form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const calls = mockFetch(() =>
      ok({ window_url: '/identity-sandbox/service.cb', fields: { m: 'service', enc_data: 'sealed' } }),
    );
    renderAt('/selfCertification/nice/load?purpose=signup');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/identity-sandbox/service.cb');
    expect(Object.fromEntries(new FormData(form))).toEqual({ m: 'service', enc_data: 'sealed' });
    // Even under StrictMode: a second request would set a cookie that no longer matches the fields.
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['/partner-api/partner/identity/request', { purpose: 'signup' }],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('본인인증 화면으로 이동하고 있습니다.');
  });

  it('shows why the window could not be opened and offers another try', async () => {
    mockFetch(() =>
      jsonResponse(
        { code: 42902, message: '본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
        429,
      ),
    );
    renderAt('/selfCertification/nice/load?purpose=signup');
    expect(
      await screen.findByText('본인인증 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('refuses an unknown purpose without asking the server', async () => {
    const calls = mockFetch(() => ok(null));
    renderAt('/selfCertification/nice/load?purpose=login');
    expect(await screen.findByText('잘못된 접근입니다')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('the success page', () => {
  it('gives the verified person to the opener and closes', async () => {
    const { opener, close } = withOpener();
    const calls = mockFetch(() => ok(PERSON));
    renderAt('/selfCertification/nice/success?token=tok&purpose=signup');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'identity-verified', token: 'tok', ...PERSON },
      window.location.origin,
    );
    expect(calls[0]?.url).toBe('/partner-api/partner/identity/result?token=tok');
    expect(screen.getByText('본인인증이 완료되었습니다')).toBeInTheDocument();
  });

  it('without an opener (the app) goes back to the sign-up, which takes the result over', async () => {
    mockFetch(() => ok(PERSON));
    renderAt('/selfCertification/nice/success?token=tok&purpose=signup');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'heard' })).toHaveTextContent('김민수 010-2222-3333'),
    );
    expect(sessionStorage.getItem('identityHandoff')).toBeNull();
  });

  it('shows an expired verification as a failure', async () => {
    mockFetch(() => jsonResponse({ code: 40400, message: '요청하신 정보를 찾을 수 없습니다.' }, 404));
    renderAt('/selfCertification/nice/success?token=old&purpose=signup');
    expect(await screen.findByText(IDENTITY_FAILURE_MESSAGES.expired!)).toBeInTheDocument();
  });
});

describe('the failure page', () => {
  it('says what went wrong, tells the opener and starts again for the same purpose', async () => {
    rememberIdentityPurpose('signup');
    const { opener } = withOpener();
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    mockFetch(() => ok({ window_url: '/identity-sandbox/service.cb', fields: {} }));
    renderAt('/selfCertification/nice/fail?code=other-browser');
    expect(await screen.findByText(IDENTITY_FAILURE_MESSAGES['other-browser']!)).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'identity-failed', code: 'other-browser' },
      window.location.origin,
    );
    expect(screen.getByRole('button', { name: '창 닫기' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '다시 인증' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
  });
});

describe('the opener', () => {
  it('hears only its own origin and its own purpose', async () => {
    renderAt('/signUp');
    const post = (data: unknown, origin = window.location.origin) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));
    post({ type: 'identity-verified', token: 't', ...PERSON }, 'https://elsewhere.example');
    post({ type: 'identity-verified', token: 't', ...PERSON, purpose: 'phone-change' });
    post({ type: 'webview_finish' });
    expect(screen.getByRole('status', { name: 'heard' })).toHaveTextContent('');
    post({ type: 'identity-failed', code: '0017' });
    expect(screen.getByRole('status', { name: 'heard' })).toHaveTextContent('failed 0017');
    post({ type: 'identity-verified', token: 't', ...PERSON });
    expect(screen.getByRole('status', { name: 'heard' })).toHaveTextContent('김민수 010-2222-3333');
  });
});
