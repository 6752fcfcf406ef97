import { PATHS } from '@partner-portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn } from '../../test/http';
import { CardRegistrationPage } from './card-registration-page';

afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });
const registered = {
  registered: true,
  terms_version: 1,
  agreed_at: null,
  alert_before_execution: true,
  cards: [],
  renewals: [],
};

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: PATHS.regularPaymentRegistration, element: <CardRegistrationPage /> },
      { path: PATHS.regularPayment, element: <h1>정기 결제 화면</h1> },
    ],
    { initialEntries: [PATHS.regularPaymentRegistration] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('card registration form', () => {
  it('groups the card number while typing and refuses a bad expiry', async () => {
    signIn();
    const calls = mockFetch(() => ok(registered));
    renderForm();
    const user = userEvent.setup();
    const number = await screen.findByLabelText('카드번호');
    await user.type(number, '4111-1111 1111abc1111');
    expect(number).toHaveValue('4111 1111 1111 1111');

    const expiry = screen.getByLabelText('유효기간 (MM/YYYY)');
    await user.type(expiry, '132030');
    expect(expiry).toHaveValue('13/2030');
    await user.click(screen.getByRole('button', { name: '카드 등록' }));
    expect(await screen.findByText('유효기간을 MM/YYYY 형식으로 입력해주세요.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a birth date on a personal card and a business number on a corporate card', async () => {
    signIn();
    mockFetch(() => ok(registered));
    renderForm();
    const user = userEvent.setup();
    const birth = await screen.findByLabelText('생년월일 (YYMMDD 6자리)');
    await user.type(birth, '9001011234');
    expect(birth).toHaveValue('900101');

    await user.click(screen.getByText('법인카드'));
    const business = screen.getByLabelText('사업자등록번호 (10자리)');
    expect(business).toHaveValue('');
    await user.type(business, '1234567890');
    expect(business).toHaveValue('1234567890');
    expect(screen.queryByLabelText('생년월일 (YYMMDD 6자리)')).not.toBeInTheDocument();
  });

  it('registers the arrangement with the terms agreement for a first card and shows a gateway refusal', async () => {
    signIn();
    const calls = mockFetch((call) =>
      call.method === 'POST'
        ? jsonResponse({ return_code: 5001, return_message: '카드 정보가 올바르지 않습니다.' })
        : ok({ ...registered, registered: false }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('카드번호'), '4111111111111111');
    await user.type(screen.getByLabelText('유효기간 (MM/YYYY)'), '122030');
    await user.type(screen.getByLabelText('생년월일 (YYMMDD 6자리)'), '900101');
    await user.type(screen.getByLabelText('카드 비밀번호 앞 2자리'), '12');
    await user.type(screen.getByLabelText('카드 별칭'), '회사카드');
    await user.click(screen.getByRole('button', { name: '동의하고 정기결제 등록' }));
    expect(await screen.findByText('정기결제 이용약관에 동의해주세요.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /정기결제 이용약관에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '동의하고 정기결제 등록' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        agree_terms: true,
        card: { card_number: '4111 1111 1111 1111', expiry: '12/2030', birth: '900101', alias: '회사카드' },
      }),
    );
    expect(await screen.findByText('카드 정보가 올바르지 않습니다.')).toBeInTheDocument();
  });
});
