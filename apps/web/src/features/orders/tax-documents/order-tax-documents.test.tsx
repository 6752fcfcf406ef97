import type { OrderView } from '@partner-portal/contract/orders-api';
import type { TaxDocument } from '@partner-portal/contract/tax-documents-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../../test/http';
import { OrderTaxDocuments } from './order-tax-documents';

afterEach(() => vi.unstubAllGlobals());

const order = (over: Partial<OrderView>) => ({ order_no: 'P20261102ABCDEFGHIJ', ...over }) as OrderView;
const invoice: TaxDocument = {
  document_id: 7,
  order_no: 'P20261102ABCDEFGHIJ',
  kind: 'tax_invoice',
  status: 'issued',
  document_key: 'TI-P20261102ABCDEFGHIJ',
  approval_no: '202611024100000000000007',
  goods_name: '부분시공',
  supply_won: 190_000,
  vat_won: 19_000,
  total_won: 209_000,
  write_date: '2026-11-02',
  recipient_name: '한결인테리어',
  recipient_number: '1348112341',
  recipient_email: 'tax@example.com',
  issued_at: '2026-11-02T01:00:00.000Z',
  created_at: '2026-11-02T01:00:00.000Z',
};

function renderPanel(o: OrderView, answer: (call: FetchCall) => Promise<Response>) {
  signIn();
  const calls = mockFetch(answer);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderTaxDocuments order={o} />
    </QueryClientProvider>,
  );
  return calls;
}

const envelope = (data: unknown) => jsonResponse({ return_code: 0, return_message: 'OK', data });

describe("a payment's tax documents", () => {
  it('tells a card payment it gets no tax invoice, without asking the server', () => {
    const calls = renderPanel(order({ method: 'card', status: 'paid' }), () =>
      Promise.reject(new Error('no call')),
    );
    expect(
      screen.getByText(/카드 결제는 세금계산서를 발행하지 않습니다 \(부가가치세법 제33조 제2항\)/),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows a transfer's issued invoice with its approval number and PDF", async () => {
    renderPanel(order({ method: 'bank_transfer', status: 'paid' }), async () => envelope([invoice]));
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('전자세금계산서');
    expect(item).toHaveTextContent('발행 완료');
    expect(item).toHaveTextContent('승인번호 202611024100000000000007');
    expect(within(item).getByRole('button', { name: /PDF 다운로드/ })).toBeInTheDocument();
  });

  it('asks for a 현금영수증 while the deposit is awaited, checking the number first', async () => {
    const calls = renderPanel(order({ method: 'bank_transfer', status: 'awaiting_deposit' }), async (call) =>
      call.method === 'POST'
        ? envelope({ ...invoice, kind: 'cash_receipt', status: 'queued' })
        : envelope([]),
    );
    expect(
      await screen.findByText('입금이 확인되면 전자세금계산서가 자동으로 발행됩니다.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /현금영수증\(지출증빙\) 신청/ }));
    await userEvent.type(screen.getByLabelText('휴대폰 번호 또는 사업자등록번호'), '123');
    await userEvent.click(screen.getByRole('button', { name: '신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('휴대폰 번호');
    await userEvent.clear(screen.getByLabelText('휴대폰 번호 또는 사업자등록번호'));
    await userEvent.type(screen.getByLabelText('휴대폰 번호 또는 사업자등록번호'), '010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '신청' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/partner-api/authapi/tax-documents/order/P20261102ABCDEFGHIJ/cash-receipt');
  });
});
