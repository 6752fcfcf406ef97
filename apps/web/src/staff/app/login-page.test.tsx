import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { LoginPage } from './login-page';
import { endStaffSession, readStaffToken } from './staff-session';

afterEach(() => {
  vi.unstubAllGlobals();
  endStaffSession();
});

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const wrongCode = () =>
  jsonResponse(
    { code: 40101, message: '인증 코드가 올바르지 않습니다. 인증 앱의 새 코드를 입력해주세요.' },
    401,
  );

function renderLogin() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/staff/login']}>
        <Routes>
          <Route path="/staff/login" element={<LoginPage />} />
          <Route path="/staff/dashboard" element={<p>운영 현황 화면</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function passPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('아이디'), 'staff_ops');
  await user.type(screen.getByLabelText('비밀번호'), 'Staff2024!ops');
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return screen.findByLabelText('인증 코드');
}

describe('staff console: sign-in code step', () => {
  it('asks for the 6-digit code after the password, shows a refused code, then signs in', async () => {
    let codes = 0;
    const calls = mockFetch((call) => {
      if (call.url.endsWith('/staff-api/login')) return ok({ challenge: 'challenge-1', expires_in: 300 });
      codes += 1;
      return codes === 1
        ? wrongCode()
        : ok({ access_token: 'staff-token', expires_in: 3600, roles: ['operations'] });
    });
    renderLogin();
    const user = userEvent.setup();
    const code = await passPassword(user);
    expect(readStaffToken()).toBeNull();

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 코드 6자리를 입력해주세요.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('인증 코드가 올바르지 않습니다.');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('운영 현황 화면')).toBeInTheDocument();
    expect(readStaffToken()).toBe('staff-token');
    expect(calls.slice(1).map((c) => c.body)).toEqual([
      { challenge: 'challenge-1', code: '123456' },
      { challenge: 'challenge-1', code: '654321' },
    ]);
  });

  it('takes a recovery code instead of the authenticator code ("복구 코드 사용")', async () => {
    const calls = mockFetch((call) =>
      call.url.endsWith('/staff-api/login')
        ? ok({ challenge: 'challenge-2', expires_in: 300 })
        : ok({ access_token: 'staff-token-2', expires_in: 3600, roles: ['operations'] }),
    );
    renderLogin();
    const user = userEvent.setup();
    await passPassword(user);
    await user.click(screen.getByRole('button', { name: '복구 코드 사용' }));
    await user.type(await screen.findByLabelText('복구 코드'), 'k7qm-3xwd-p2ha');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(readStaffToken()).toBe('staff-token-2'));
    expect(calls[1]?.body).toEqual({ challenge: 'challenge-2', recovery_code: 'k7qm-3xwd-p2ha' });
  });
});
