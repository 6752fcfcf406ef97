/**
 * A tax document as the partner downloads it: one PDF (the issued document's facts: 승인번호, 공급자,
 * 공급받는자, amounts), and a month's documents as CSV (Excel opens it: UTF-8 with a BOM) or as a ZIP of
 * that CSV and every issued document's PDF. The NTS's own copy stays the legal original.
 */
import { OPERATOR } from '@partner-portal/contract/constants';
import { formatWon } from '@partner-portal/contract/money';
import type { TaxDocument } from '@partner-portal/contract/tax-documents-api';
import {
  TAX_DOCUMENT_KIND_LABELS,
  TAX_DOCUMENT_STATUS_LABELS,
} from '@partner-portal/contract/tax-documents-constants';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { zipSync } from 'fflate';
import { attachmentDisposition, koreanPdf } from '../../shared/korean-pdf.js';

const INK = '#1f2329';
const LINE = '#d9d9d9';
const MARGIN = 48;

export async function renderTaxDocumentPdf(doc: TaxDocument): Promise<Buffer> {
  const title = TAX_DOCUMENT_KIND_LABELS[doc.kind];
  const { doc: pdf, finished } = koreanPdf({
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${title} ${doc.document_key}`, Author: OPERATOR.name },
  });
  const width = pdf.page.width - MARGIN * 2;
  pdf.fillColor(INK).font('bold').fontSize(20).text(title, { align: 'center' });
  pdf.moveDown(0.5).font('regular').fontSize(10);
  pdf.text(`국세청 승인번호: ${doc.approval_no ?? '발행 전'}`, { align: 'center' });
  pdf.text(
    `문서번호: ${doc.document_key} · 작성일자: ${doc.write_date} · 상태: ${TAX_DOCUMENT_STATUS_LABELS[doc.status]}`,
    {
      align: 'center',
    },
  );
  pdf.moveDown(1.5);
  const rows: [string, string][] = [
    ['공급자', `${OPERATOR.name} (대표 ${OPERATOR.ceo})`],
    ['공급자 등록번호', OPERATOR.businessNumber],
    ['공급자 주소', OPERATOR.address],
    ['공급받는자', doc.recipient_name],
    [
      doc.kind.startsWith('cash') ? '발행 번호' : '공급받는자 등록번호',
      formatBusinessNumber(doc.recipient_number),
    ],
    ['세금계산서 이메일', doc.recipient_email ?? '-'],
    ['품목', doc.goods_name],
    ['주문번호', doc.order_no],
    ['공급가액', formatWon(doc.supply_won)],
    ['세액', formatWon(doc.vat_won)],
    ['합계금액', formatWon(doc.total_won)],
  ];
  for (const [label, value] of rows) {
    const y = pdf.y;
    pdf.font('bold').text(label, MARGIN, y, { width: 130 });
    pdf.font('regular').text(value, MARGIN + 140, y, { width: width - 140 });
    pdf
      .moveTo(MARGIN, pdf.y + 4)
      .lineTo(MARGIN + width, pdf.y + 4)
      .strokeColor(LINE)
      .stroke();
    pdf.y += 10;
  }
  pdf.end();
  return finished;
}

export const taxPdfDisposition = (doc: TaxDocument) =>
  attachmentDisposition(
    `${doc.document_key}.pdf`,
    `${TAX_DOCUMENT_KIND_LABELS[doc.kind]}_${doc.document_key}.pdf`,
  );

export const monthDisposition = (month: string, extension: 'csv' | 'zip') =>
  attachmentDisposition(`tax-documents-${month}.${extension}`, `세금계산서_${month}.${extension}`);

const CSV_HEADER = [
  '작성일자',
  '종류',
  '상태',
  '국세청 승인번호',
  '문서번호',
  '주문번호',
  '품목',
  '공급받는자',
  '등록번호',
  '공급가액',
  '세액',
  '합계',
];

/** A cell as Excel reads it: quoted, and never a formula. */
const cell = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value !== 'number' ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

export function monthCsv(docs: TaxDocument[]): string {
  const lines = docs.map((d) =>
    [
      d.write_date,
      TAX_DOCUMENT_KIND_LABELS[d.kind],
      TAX_DOCUMENT_STATUS_LABELS[d.status],
      d.approval_no ?? '',
      d.document_key,
      d.order_no,
      d.goods_name,
      d.recipient_name,
      d.recipient_number,
      d.supply_won,
      d.vat_won,
      d.total_won,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[CSV_HEADER.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}

/** The month's CSV and the PDF of every issued document. */
export async function monthZip(month: string, docs: TaxDocument[]): Promise<Buffer> {
  const files: Record<string, Uint8Array> = {
    [`세금계산서_${month}.csv`]: new TextEncoder().encode(monthCsv(docs)),
  };
  for (const doc of docs.filter((d) => d.status === 'issued')) {
    files[`${TAX_DOCUMENT_KIND_LABELS[doc.kind]}_${doc.document_key}.pdf`] = await renderTaxDocumentPdf(doc);
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}
