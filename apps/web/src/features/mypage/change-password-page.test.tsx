import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (context: unknown) => jsonResponse({ code: 0, message: 'OK', context });

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordPage />
    </QueryClientProvider>,
  );
}

describe('change password', () => {
  it(
    'checks the current password first, then shows a refusal under the new one',
    { timeout: 30_000 },
    async () => {
      signIn();
      const calls = mockFetch((call) =>
        call.method === 'POST'
          ? ok({ valid: true })
          : jsonResponse({
              code: 1102,
              message: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
              context: null,
              field: 'new_password',
            }),
      );
      renderPage();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('현재 비밀번호'), 'First-pass123');
      await user.click(screen.getByRole('button', { name: '확인' }));

      await user.type(await screen.findByLabelText('새 비밀번호'), 'First-pass123');
      await user.type(screen.getByLabelText('새 비밀번호 확인'), 'First-pass123');
      await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));

      expect(await screen.findByText('현재 비밀번호와 다른 비밀번호를 입력해주세요.')).toBeInTheDocument();
      expect(screen.getByLabelText('새 비밀번호')).toHaveValue('First-pass123');
      expect(calls.map((call) => [call.method, call.body])).toEqual([
        ['POST', { member_id: 'partner7', member_no: 7, current_password: 'First-pass123' }],
        [
          'PATCH',
          {
            current_password: 'First-pass123',
            member_id: 'partner7',
            member_no: 7,
            new_password: 'First-pass123',
            valid_password: 'First-pass123',
          },
        ],
      ]);
    },
  );
});
