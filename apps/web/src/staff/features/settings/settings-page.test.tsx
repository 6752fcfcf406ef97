import type { BankAccount } from '@partner-portal/contract/portal-settings-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/http';
import { startStaffSession } from '../../app/staff-session';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const kb: BankAccount = {
  bank_name: 'KB국민은행',
  account_number: '469801-01-284731',
  account_holder: '주식회사 리모델링마켓',
};

describe('staff console: settings', () => {
  it('shows the bank-transfer account and saves a new one, with the server’s field errors in place', async () => {
    startStaffSession('staff-token', 3600);
    let saved = kb;
    let refuse = true;
    const calls = mockFetch((call) => {
      if (call.method === 'PUT') {
        if (refuse) {
          refuse = false;
          return jsonResponse(
            {
              code: 40000,
              message: '입력값을 확인해주세요.',
              errors: [{ path: 'account_number', message: '계좌번호는 숫자와 하이픈(-)으로 입력해주세요.' }],
            },
            400,
          );
        }
        saved = call.body as BankAccount;
      }
      return ok(saved);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SettingsPage />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('KB국민은행 469801-01-284731 (주식회사 리모델링마켓)'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const bank = screen.getByLabelText('은행');
    await user.clear(bank);
    await user.type(bank, '신한은행');
    const number = screen.getByLabelText('계좌번호');
    await user.clear(number);
    await user.type(number, '140-013-55290x');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('계좌번호는 숫자와 하이픈(-)으로 입력해주세요.')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '140-013-552901');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)).toMatchObject({
        url: expect.stringContaining('/staff-api/settings/bank-account'),
        body: {
          bank_name: '신한은행',
          account_number: '140-013-552901',
          account_holder: '주식회사 리모델링마켓',
        },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      '입금 계좌를 신한은행 140-013-552901 (주식회사 리모델링마켓)로 바꿨습니다.',
    );
  });
});
