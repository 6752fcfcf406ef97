import type { QuoteCreate } from '@partner-portal/contract/quotes-api';
import { PATHS } from '@partner-portal/contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, signIn, type FetchCall } from '../../test/http';
import { renderThroughGate } from '../../test/render-through-gate';
import { lead, ok, quote } from './quote-fixtures';
import QuoteEditorScreen from './quote-editor-screen';

// Toasts live outside the rendered tree: a real one would stay in the shared document for the next
// file (isolate: false), where a test looking for an alert would find it.

afterEach(() => vi.unstubAllGlobals());

interface Serve {
  onSend?: (body: QuoteCreate) => Response;
}

/** Lead 7 (accepted), one past quote (31), and the send answered with quote 32. */
function serve({ onSend }: Serve = {}) {
  return mockFetch((call: FetchCall) => {
    const path = new URL(call.url, 'http://portal').pathname;
    if (call.method === 'POST') {
      return onSend?.(call.body as QuoteCreate) ?? ok(quote({ quote_no: 32, version: 1 }));
    }
    if (path.endsWith('/authapi/leads/7')) return ok(lead());
    if (path.endsWith('/authapi/quotes/31')) return ok(quote());
    if (path.endsWith('/authapi/quotes')) {
      const { quote_no, lead_no, version, superseded_by, total_won, sent_at, opened_at, valid_until } =
        quote();
      return ok({
        total: 1,
        page: 1,
        size: 20,
        items: [
          {
            quote_no,
            lead_no,
            version,
            superseded_by,
            site: '서울특별시 마포구',
            construction_type: '욕실',
            total_won,
            item_count: 2,
            sent_at,
            opened_at,
            valid_until,
          },
        ],
      });
    }
    return jsonResponse({ code: 40400, message: '찾을 수 없습니다.' }, 404);
  });
}

function renderEditor(path = `${PATHS.quoteNew}?lead=7`) {
  return renderThroughGate(
    [
      { path: PATHS.quoteNew, element: <QuoteEditorScreen /> },
      { path: PATHS.quoteDetail, element: <h1>견적서 상세 화면</h1> },
    ],
    path,
  );
}

const previewLine = (term: string) =>
  within(screen.getByLabelText('합계 미리보기', { selector: 'dl' }))
    .getByText(term)
    .closest('div')!;

async function fillRow(
  trade: string,
  row: number,
  values: { name: string; qty?: string; labour?: string; material?: string },
) {
  const field = (name: string) => screen.getByLabelText(`${trade} ${row}행 ${name}`);
  await userEvent.type(field('품명'), values.name);
  if (values.qty !== undefined) {
    await userEvent.clear(field('수량'));
    await userEvent.type(field('수량'), values.qty);
  }
  if (values.labour !== undefined) await userEvent.type(field('노무비 단가'), values.labour);
  if (values.material !== undefined) await userEvent.type(field('자재비 단가'), values.material);
}

describe('견적서 작성', () => {
  it('shows the lead, and its totals follow the rows as they are typed and added with Enter', async () => {
    signIn();
    serve();
    renderEditor();
    expect(await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.')).toBeInTheDocument();
    expect(screen.getByText('김민수')).toBeInTheDocument();

    await fillRow('철거', 1, { name: '욕실 철거', qty: '2', labour: '100000', material: '5000' });
    expect(screen.getByLabelText('철거 1행 금액')).toHaveTextContent('210,000원');
    expect(previewLine('공급가액')).toHaveTextContent('210,000원');
    expect(previewLine('부가세 (10%)')).toHaveTextContent('21,000원');
    expect(previewLine('합계 (부가세 포함)')).toHaveTextContent('231,000원');

    // Enter in a cell adds a row under it and puts the cursor in its 품명.
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('철거 2행 품명')).toHaveFocus();
    await userEvent.keyboard('폐기물 처리');
    await userEvent.type(screen.getByLabelText('철거 2행 노무비 단가'), '33333');
    expect(previewLine('공급가액')).toHaveTextContent('243,333원');
    expect(previewLine('부가세 (10%)')).toHaveTextContent('24,333원');
    expect(previewLine('합계 (부가세 포함)')).toHaveTextContent('267,666원');

    // Another trade gets its own group; removing a row takes it out of the totals.
    await userEvent.selectOptions(screen.getByLabelText('추가할 공정'), '타일');
    await userEvent.click(screen.getByRole('button', { name: '공정 추가' }));
    expect(screen.getByRole('heading', { name: '타일' })).toBeInTheDocument();
    expect(screen.getByLabelText('타일 1행 품명')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '철거 2행 삭제' }));
    expect(previewLine('합계 (부가세 포함)')).toHaveTextContent('231,000원');
  });

  it('keeps the payment schedule at 100 % before sending, with 잔금 taking the rounding', async () => {
    signIn();
    const calls = serve();
    renderEditor();
    await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.');
    await fillRow('철거', 1, { name: '욕실 철거', labour: '1001' });
    // 1,001 + 100 VAT = 1,101: 110 + 440 and the rest, 551, on 잔금.
    expect(screen.getByLabelText('계약금 금액')).toHaveTextContent('110원');
    expect(screen.getByLabelText('중도금 금액')).toHaveTextContent('440원');
    expect(screen.getByLabelText('잔금 금액')).toHaveTextContent('551원');

    const deposit = screen.getByLabelText('계약금 비율');
    await userEvent.clear(deposit);
    await userEvent.type(deposit, '20');
    expect(screen.getByLabelText('결제 비율 합계')).toHaveTextContent('110%');
    expect(screen.getByText(/합이 100%가 되어야 합니다. \(지금 110%\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '견적서 발송' }));
    expect(await screen.findByText('입력 내용을 확인해주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the items after the confirmation and opens the sent quote', async () => {
    signIn();
    const calls = serve();
    const router = renderEditor();
    await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.');
    await fillRow('철거', 1, { name: '욕실 철거', labour: '400000' });
    await userEvent.keyboard('{Enter}');
    // A row left blank is not sent.
    await userEvent.type(screen.getByLabelText('비고'), '폐기물 처리비 포함');

    await userEvent.click(screen.getByRole('button', { name: '견적서 발송' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('김민수 고객님께 합계 440,000원(부가세 포함), 항목 1개');
    expect(dialog).toHaveTextContent('발송한 견적서는 수정할 수 없습니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '발송' }));

    expect(await screen.findByRole('heading', { name: '견적서 상세 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/quotes/32');
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url).toMatch(/\/partner-api\/authapi\/quotes$/);
    expect(sent?.body).toEqual({
      lead_no: 7,
      items: [
        {
          trade: '철거',
          name: '욕실 철거',
          material: '',
          quantity: 1,
          unit: '식',
          labour_unit_won: 400_000,
          material_unit_won: 0,
        },
      ],
      valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      payment_schedule: [
        { stage: '계약금', percent: 10, due: '계약 시' },
        { stage: '중도금', percent: 40, due: '공사 중' },
        { stage: '잔금', percent: 50, due: '준공 후' },
      ],
      notes: '폐기물 처리비 포함',
    });
  });

  it('shows the server’s refusal in Korean, on the form and beside the row it is about', async () => {
    signIn();
    serve({
      onSend: () =>
        jsonResponse(
          {
            code: 40000,
            message: '품명은 60자 이내로 입력해주세요.',
            errors: [{ path: 'items.0.name', message: '품명은 60자 이내로 입력해주세요.' }],
          },
          400,
        ),
    });
    renderEditor();
    await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.');
    await fillRow('철거', 1, { name: '욕실 철거', labour: '1000' });
    await userEvent.click(screen.getByRole('button', { name: '견적서 발송' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '발송' }));
    await waitFor(() => expect(screen.getAllByText('품명은 60자 이내로 입력해주세요.')).toHaveLength(2));
    expect(
      screen.getByLabelText('철거 1행 품명').closest('.ant-input-affix-wrapper, .ant-input'),
    ).toHaveClass(/status-error/);
  });

  it('starts from a sent quote with ?from= (복사, 새 버전), its lead taken from the quote', async () => {
    signIn();
    serve();
    renderEditor(`${PATHS.quoteNew}?from=31`);
    expect(await screen.findByDisplayValue('벽 타일 시공')).toBeInTheDocument();
    expect(screen.getByLabelText('철거 1행 품명')).toHaveValue('욕실 철거');
    expect(screen.getByLabelText('타일 1행 자재')).toHaveValue('대림바스 / 중급');
    expect(screen.getByLabelText('비고')).toHaveValue('폐기물 처리비 포함');
    expect(previewLine('합계 (부가세 포함)')).toHaveTextContent('1,306,250원');
    expect(await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.')).toBeInTheDocument();
  });

  it('fills the form from a past quote chosen as a template', async () => {
    signIn();
    serve();
    renderEditor();
    await screen.findByText('욕실 2곳 전체 리모델링을 원합니다.');
    const picker = await screen.findByLabelText('지난 견적서에서 불러오기');
    await waitFor(() => expect(picker).toBeEnabled());
    await userEvent.selectOptions(picker, '31');
    await userEvent.click(screen.getByRole('button', { name: '불러오기' }));
    expect(await screen.findByDisplayValue('벽 타일 시공')).toBeInTheDocument();
    expect(previewLine('공급가액')).toHaveTextContent('1,187,500원');
  });

  it('refuses to quote a lead not accepted yet', async () => {
    signIn();
    mockFetch((call) =>
      call.url.includes('/leads/7')
        ? ok(lead({ status: 'new', contact: null, customer_name: '김*수' }))
        : ok({ total: 0, page: 1, size: 20, items: [] }),
    );
    renderEditor();
    expect(await screen.findByText('견적 요청을 수락한 뒤에 할 수 있습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '견적서 발송' })).toBeDisabled();
  });
});
