import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '../../lib/session/session-store';
import { jsonResponse, mockFetch, tokenContext } from '../../test/http';
import { LoginPage } from './login-page';

function Where() {
  const location = useLocation();
  return <p>now at {location.pathname + location.search}</p>;
}

function renderLogin(entry = '/login') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function logInWith(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('아이디'), username);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('asks for the id and password before calling the server', async () => {
    const calls = mockFetch(() => jsonResponse({}));
    renderLogin();
    await logInWith('', '');
    expect(screen.getByText('아이디를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s message inline when the credentials are refused', async () => {
    mockFetch(() => jsonResponse({ code: 40101, message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, 401));
    renderLogin();
    await logInWith('demo_partner', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('');
    expect(readAccessToken()).toBeNull();
  });

  it('shows the wait the server asks for and offers identity verification instead of waiting', async () => {
    const message = '로그인에 여러 번 실패하여 로그인이 잠시 제한되었습니다. 30초 후에 다시 시도해주세요.';
    mockFetch(() => jsonResponse({ code: 42901, message }, 429));
    renderLogin();
    await logInWith('demo_partner', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('본인인증 후 비밀번호를 재설정하면 바로 로그인할 수 있습니다.');
    await userEvent.setup().click(within(alert).getByRole('link', { name: '비밀번호를 재설정' }));
    expect(screen.getByText('now at /resetPassword')).toBeInTheDocument();
  });

  it('offers no identity verification for a wrong password', async () => {
    mockFetch(() => jsonResponse({ code: 40101, message: '아이디 또는 비밀번호가 일치하지 않습니다.' }, 401));
    renderLogin();
    await logInWith('demo_partner', 'wrong-password');
    expect(await screen.findByRole('alert')).not.toHaveTextContent('본인인증');
  });

  it('stores the session and opens the page the visitor was sent from', async () => {
    const calls = mockFetch(() => jsonResponse({ code: 0, message: 'OK', context: tokenContext() }));
    renderLogin('/login?redirect=%2FpaymentHistory%2Flist%3Fpage%3D2');
    await logInWith('partner7', 'Secret-pass1!');
    expect(await screen.findByText('now at /paymentHistory/list?page=2')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ username: 'partner7', password: 'Secret-pass1!' });
    expect(readAccessToken()).toBe(tokenContext().access_token);
  });

  it('ignores a redirect to another site', async () => {
    mockFetch(() => jsonResponse({ code: 0, message: 'OK', context: tokenContext() }));
    renderLogin('/login?redirect=%2F%2Fevil.example%2Fphish');
    await logInWith('partner7', 'Secret-pass1!');
    expect(await screen.findByText('now at /intro')).toBeInTheDocument();
  });

  it('fills in the saved id, and saves the id typed when 아이디 저장 stays checked', async () => {
    localStorage.setItem('savedLoginId', 'partner7');
    mockFetch(() => jsonResponse({ code: 0, message: 'OK', context: tokenContext() }));
    renderLogin();
    expect(screen.getByRole('textbox', { name: '아이디' })).toHaveValue('partner7');
    expect(screen.getByRole('checkbox', { name: '아이디 저장' })).toBeChecked();
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: '아이디' }));
    await logInWith('partner8', 'Secret-pass1!');
    await screen.findByText('now at /intro');
    expect(localStorage.getItem('savedLoginId')).toBe('partner8');
  });
});
