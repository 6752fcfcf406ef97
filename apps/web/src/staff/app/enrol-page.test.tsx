import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/http';
import { EnrolPage } from './enrol-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const TOKEN = 'enrol-token-abcdefghijklmnopqrstuvwxyz';

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/staff/enrol?token=${TOKEN}`]}>
        <EnrolPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('staff console: enrolment', () => {
  it('shows the QR code and secret, checks the password twice, and lists the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? ok({ recovery_codes: codes })
        : ok({
            member_id: 'new_ops',
            name: '신입 운영',
            secret: 'KRSXG5CTMVRXEZLU',
            otpauth_url: 'otpauth://totp/x?secret=KRSXG5CTMVRXEZLU',
            qr_data_url: 'data:image/png;base64,AAAA',
            expires_at: '2026-11-21T01:00:00Z',
          }),
    );
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: '인증 앱 등록 QR 코드' })).toHaveAttribute(
      'src',
      'data:image/png;base64,AAAA',
    );
    expect(screen.getByText('KRSXG5CTMVRXEZLU')).toBeInTheDocument();
    expect(calls[0]?.url).toContain(`/staff-api/enrolment?token=${TOKEN}`);

    await user.type(screen.getByLabelText('새 비밀번호'), 'Long-enough-pass1');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Long-enough-pass2');
    await user.type(screen.getByLabelText('인증 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '등록 완료' }));
    expect(await screen.findByText('비밀번호가 서로 다릅니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'Long-enough-pass1');
    await user.click(screen.getByRole('button', { name: '등록 완료' }));
    const list = await screen.findByRole('list', { name: '복구 코드' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        token: TOKEN,
        password: 'Long-enough-pass1',
        code: '123456',
      }),
    );
  });

  it('says when the link is spent or expired', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          code: 40400,
          message: '등록 링크가 만료되었거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해주세요.',
        },
        410,
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '등록 링크가 만료되었거나 이미 사용되었습니다.',
    );
  });
});
