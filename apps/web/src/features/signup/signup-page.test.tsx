import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { SignUpPage } from './signup-page';

afterEach(() => vi.unstubAllGlobals());

const TERMS = [{ type: 'signup-terms', version: 1, title: '회원가입 약관', required: true }];

function renderPage() {
  mockFetch(() => jsonResponse({ return_code: 0, return_message: 'OK', data: TERMS }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/signUp']}>
        <SignUpPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (data: unknown) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin })));

/** The page with its CEO verified in the popup, which shows the rest of the form. */
async function renderVerifiedForm() {
  vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
  await answer({
    type: 'identity-verified',
    token: 't1',
    purpose: 'signup',
    name: '김민수',
    mobile: '010-2222-3333',
  });
}

describe('sign-up verification step', () => {
  it('opens the verification popup first and shows the form with the verified name and mobile, read-only', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
    renderPage();
    expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    expect(open).toHaveBeenCalledWith(
      '/selfCertification/nice/load?purpose=signup',
      'identityVerification',
      expect.any(String),
    );
    expect(screen.getByText(/열린 본인인증 창에서 인증을 마쳐주세요/)).toBeInTheDocument();

    await answer({
      type: 'identity-verified',
      token: 't1',
      purpose: 'signup',
      name: '김민수',
      mobile: '010-2222-3333',
    });
    expect(screen.getByLabelText('대표자명')).toHaveValue('김민수');
    expect(screen.getByLabelText('대표자명')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('010-2222-3333');
    expect(screen.getByLabelText('휴대폰 번호')).toHaveAttribute('readonly');
    expect(screen.getByText('본인인증 완료')).toBeInTheDocument();
    expect(await screen.findByLabelText('비밀번호')).toBeInTheDocument();

    // 다시 인증: another person replaces the first.
    await userEvent.click(screen.getByRole('button', { name: '다시 인증' }));
    expect(open).toHaveBeenCalledTimes(2);
    await answer({
      type: 'identity-verified',
      token: 't2',
      purpose: 'signup',
      name: '이지은',
      mobile: '010-4444-5555',
    });
    expect(screen.getByLabelText('대표자명')).toHaveValue('이지은');
  });

  it('says why when the verification failed', async () => {
    vi.spyOn(window, 'open').mockReturnValue({ focus: vi.fn() } as unknown as Window);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: '휴대폰 본인인증' }));
    await answer({ type: 'identity-failed', code: 'expired' });
    expect(screen.getByRole('alert')).toHaveTextContent('본인인증 시간이 초과되었습니다. 다시 시도해주세요.');
    expect(screen.getByRole('button', { name: '휴대폰 본인인증' })).toBeInTheDocument();
  });

  it('checks the e-mail with its own Korean message, not the browser popup', async () => {
    await renderVerifiedForm();
    const email = await screen.findByLabelText('이메일');
    await userEvent.type(email, 'kim@');
    // The browser's own (English) validation bubble never opens: the form does not ask for it.
    expect(email.closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('올바른 이메일 주소를 입력해주세요.')).toBeInTheDocument();
  });
});

describe('sign-up submitted empty', () => {
  it('puts the keyboard on the first field with a message (아이디) and brings it into view', async () => {
    const scrolled: Element[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderVerifiedForm();
    await userEvent.click(await screen.findByRole('button', { name: '가입하기' }));
    const id = screen.getByRole('textbox', { name: '아이디' });
    await waitFor(() => expect(id).toHaveFocus());
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled.at(-1)).toBe(id);
  });
});
