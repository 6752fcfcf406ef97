/**
 * The payment history as a file: the columns the screen shows, amounts as numbers (so a
 * spreadsheet can add them up). CSV is written here; the Excel writer loads only when asked for.
 */
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { ORDER_STATUS_LABELS } from '@partner-portal/contract/orders-constants';
import type { OrderListItem } from '@partner-portal/contract/orders-api';
import { formatDateTime } from '../../lib/format';
import type { OrderExportFilter } from './api/export-orders';
import { METHOD_LABELS } from './order-parts';

export type ExportFormat = 'xlsx' | 'csv';

interface ExportColumn {
  header: string;
  /** Excel column width in characters. */
  width: number;
  value: (order: OrderListItem) => string | number;
}

export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { header: '결제 요청일', width: 18, value: (o) => formatDateTime(o.created_at) },
  { header: '상품명', width: 40, value: (o) => o.goods_name },
  { header: '주문번호', width: 24, value: (o) => o.order_no },
  { header: '결제 수단', width: 12, value: (o) => METHOD_LABELS[o.method] },
  { header: '결제 금액(원)', width: 14, value: (o) => o.total_won },
  { header: '환불 금액(원)', width: 14, value: (o) => o.refunded_won },
  { header: '상태', width: 12, value: (o) => ORDER_STATUS_LABELS[o.status] },
];

/** A text that a spreadsheet would run as a formula (=, +, -, @) is kept as text. */
const asText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const csvCell = (value: string | number) => {
  if (typeof value === 'number') return String(value);
  const text = asText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 with a byte-order mark, so Excel opens the Korean text as UTF-8. */
export function historyCsv(orders: readonly OrderListItem[]): string {
  const lines = [
    EXPORT_COLUMNS.map((c) => csvCell(c.header)).join(','),
    ...orders.map((order) => EXPORT_COLUMNS.map((c) => csvCell(c.value(order))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function historyXlsx(orders: readonly OrderListItem[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = EXPORT_COLUMNS.map((c) => ({ value: c.header, fontWeight: 'bold' as const }));
  const rows = orders.map((order) =>
    EXPORT_COLUMNS.map((c) => {
      const value = c.value(order);
      return typeof value === 'number'
        ? { value, type: Number, format: '#,##0' }
        : { value: asText(value), type: String };
    }),
  );
  return writeXlsxFile([header, ...rows], {
    columns: EXPORT_COLUMNS.map((c) => ({ width: c.width })),
  }).toBlob();
}

/** 결제내역_2026-08-01_2026-11-26.xlsx; an open end is the first order or today. */
export function exportFileName({ from, to }: OrderExportFilter, format: ExportFormat): string {
  return `결제내역_${from ?? '전체'}_${to ?? seoulDate(new Date())}.${format}`;
}
