import type { OrderListItem } from '@partner-portal/contract/orders-api';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportFileName, historyCsv, historyXlsx } from './history-export';

const order = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  order_no: 'P20261120AB12',
  status: 'paid',
  method: 'card',
  goods_name: '스탠다드 1개월',
  supply_won: 790_000,
  vat_won: 79_000,
  total_won: 869_000,
  refunded_won: 0,
  quota: 0,
  created_at: '2026-11-20T01:00:00.000Z',
  paid_at: '2026-11-20T01:01:00.000Z',
  cancelled_at: null,
  card: null,
  receipt_url: null,
  failure_message: null,
  ...overrides,
});

describe('payment history download', () => {
  it('writes CSV with the screen columns, amounts as plain numbers and a BOM for Excel', () => {
    const csv = historyCsv([
      order(),
      order({
        order_no: 'P2',
        goods_name: '상단노출, "프리미엄"',
        method: 'bank_transfer',
        refunded_won: 120_000,
      }),
    ]);
    const [header, first, second] = csv.replace('\uFEFF', '').split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('결제 요청일,상품명,주문번호,결제 수단,결제 금액(원),환불 금액(원),상태');
    expect(first).toMatch(/^2026\.11\.20 \d\d:00,스탠다드 1개월,P20261120AB12,신용카드,869000,0,결제 완료$/);
    expect(second).toContain(',"상단노출, ""프리미엄""",P2,무통장입금,869000,120000,');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    const csv = historyCsv([order({ goods_name: '=HYPERLINK("http://evil.example")' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('writes an Excel workbook whose amounts are numbers', async () => {
    const blob = await historyXlsx([order(), order({ order_no: 'P2', total_won: 539_000 })]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toMatch(/<c r="E2"[^>]*><v>869000<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="E3"[^>]*><v>539000<\/v><\/c>/);
    const strings = strFromU8(files['xl/sharedStrings.xml']!);
    expect(strings).toContain('스탠다드 1개월');
    expect(strings).toContain('결제 금액(원)');
  });

  it('names the file after the period', () => {
    expect(exportFileName({ from: '2026-08-01', to: '2026-11-26' }, 'xlsx')).toBe(
      '결제내역_2026-08-01_2026-11-26.xlsx',
    );
    expect(exportFileName({ status: 'paid' }, 'csv')).toMatch(/^결제내역_전체_\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
