import { RECOVERY_MESSAGES } from '@partner-portal/contract/member-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { jsonResponse, mockFetch } from '../../test/http';
import { FindIdPage } from './find-id-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

function Where() {
  return <p>now at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/findId" element={<FindIdPage />} />
          <Route path="/resetPassword" element={<ResetPasswordPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const verified = (purpose: string, token = 'verified-token') =>
  act(() =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'identity-verified', token, purpose, name: '김대표', mobile: '010-1234-5678' },
        origin: window.location.origin,
      }),
    ),
  );

const ok = (context: unknown = {}) => jsonResponse({ code: 0, message: 'OK', context });
const refusal = (code: number, message: string, field?: string) =>
  jsonResponse({ code, message, context: null, ...(field ? { field } : {}) });

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  sessionStorage.clear();
  open = vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login page', () => {
  it('links to find-ID and password reset', async () => {
    renderAt('/login');
    await userEvent.click(screen.getByRole('link', { name: '아이디 찾기' }));
    expect(screen.getByRole('heading', { name: '아이디 찾기' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '로그인' }));
    await userEvent.click(screen.getByRole('link', { name: '비밀번호 재설정' }));
    expect(screen.getByRole('heading', { name: '비밀번호 재설정' })).toBeInTheDocument();
  });
});

describe('find ID', () => {
  it('verifies for find-id and shows the masked id with its sign-up day', async () => {
    const calls = mockFetch(() => ok({ accounts: [{ member_id: 'par*********', joined_on: '2026-11-02' }] }));
    renderAt('/findId');
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(open).toHaveBeenCalledWith(
      '/selfCertification/nice/load?purpose=find-id',
      'identityVerification',
      expect.any(String),
    );
    // An answer for another purpose is not ours.
    await verified('signup');
    expect(calls).toHaveLength(0);

    await verified('find-id', 'find-token');
    expect(await screen.findByText('par*********')).toBeInTheDocument();
    expect(screen.getByText('가입일 2026.11.02')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/member-api/api/v1/recovery/findId',
      body: { identity_token: 'find-token' },
    });
  });

  it('says so when the verified person has no account, with a link to sign up', async () => {
    mockFetch(() => ok({ accounts: [] }));
    renderAt('/findId');
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await verified('find-id');
    expect(await screen.findByText('본인인증한 정보로 가입된 파트너 계정이 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '회원가입' }));
    expect(screen.getByText('now at /signUp')).toBeInTheDocument();
  });

  it('shows why a verification was refused', async () => {
    mockFetch(() => refusal(1005, '본인인증 정보가 만료되었습니다. 다시 인증해주세요.', 'identity_token'));
    renderAt('/findId');
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await verified('find-id');
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증 정보가 만료되었습니다.');
  });
});

describe('password reset', () => {
  async function verifyAs(memberId: string) {
    await userEvent.type(screen.getByLabelText('아이디'), memberId);
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await verified('password-reset', 'reset-token');
  }

  it('asks for the id before opening the verification', async () => {
    renderAt('/resetPassword');
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(screen.getByText(RECOVERY_MESSAGES.idRequired)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('checks the id against the verification, sets a new password and sends the person to log in', async () => {
    const calls = mockFetch(() => ok());
    renderAt('/resetPassword');
    await verifyAs('partner7');
    expect(open).toHaveBeenCalledWith(
      '/selfCertification/nice/load?purpose=password-reset',
      'identityVerification',
      expect.any(String),
    );
    const password = await screen.findByLabelText('새 비밀번호');
    expect(calls[0]).toMatchObject({
      url: '/member-api/api/v1/recovery/password/check',
      body: { member_id: 'partner7', identity_token: 'reset-token' },
    });

    // The sign-up rules, ticked as the person types, and checked before anything is sent.
    await userEvent.type(password, 'short');
    expect(screen.getByText('영문 포함').parentElement).toHaveTextContent('충족');
    expect(screen.getByText('숫자 포함')).toHaveTextContent('미충족');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(screen.getByText(/비밀번호는 영문, 숫자, 특수문자/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await userEvent.clear(password);
    await userEvent.type(password, 'Renewed2026!pw');
    await userEvent.clear(screen.getByLabelText('새 비밀번호 확인'));
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'Renewed2026!pw');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByRole('heading', { name: '파트너 로그인' })).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      url: '/member-api/api/v1/recovery/password',
      body: {
        member_id: 'partner7',
        identity_token: 'reset-token',
        new_password: 'Renewed2026!pw',
        valid_password: 'Renewed2026!pw',
      },
    });
    expect(showToast).toHaveBeenCalledWith('success', RECOVERY_MESSAGES.done);
  });

  it('shows the neutral refusal under the id when it is not the verified person’s', async () => {
    mockFetch(() => refusal(1103, RECOVERY_MESSAGES.mismatch, 'member_id'));
    renderAt('/resetPassword');
    await verifyAs('someone_else');
    expect(await screen.findByText(RECOVERY_MESSAGES.mismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('새 비밀번호')).not.toBeInTheDocument();
  });

  it('goes back to verifying when the verification expired before the new password was sent', async () => {
    let call = 0;
    mockFetch(() => {
      call += 1;
      return call === 1
        ? ok()
        : refusal(1005, '본인인증 정보가 만료되었습니다. 다시 인증해주세요.', 'identity_token');
    });
    renderAt('/resetPassword');
    await verifyAs('partner7');
    await userEvent.type(await screen.findByLabelText('새 비밀번호'), 'Renewed2026!pw');
    await userEvent.type(screen.getByLabelText('새 비밀번호 확인'), 'Renewed2026!pw');
    await userEvent.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('본인인증 정보가 만료되었습니다.');
    expect(screen.getByLabelText('아이디')).toHaveValue('partner7');
    expect(screen.queryByLabelText('새 비밀번호')).not.toBeInTheDocument();
  });
});
