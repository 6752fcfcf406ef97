/**
 * A quote as a PDF (A4, Korean): title, number and version, dates, the issuer's and the customer's
 * blocks, the items grouped by trade (the table's header repeated on every page it runs over), the
 * totals with VAT, the payment schedule, the notes, and page numbers. Drawn with pdfkit in the
 * Pretendard font (shared/korean-pdf.ts).
 */
import { QUOTE_TRADES, VAT_RATE } from '@partner-portal/contract/leads-constants';
import { formatWon, groupDigits } from '@partner-portal/contract/money';
import type { Quote } from '@partner-portal/contract/quotes-api';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import { attachmentDisposition, koreanPdf } from '../../shared/korean-pdf.js';

/** What the document shows: the fields the partner's and the customer's views share. */
export type QuoteDocument = Pick<
  Quote,
  | 'quote_no'
  | 'version'
  | 'items'
  | 'labour_won'
  | 'material_won'
  | 'supply_won'
  | 'vat_won'
  | 'total_won'
  | 'valid_until'
  | 'payment_schedule'
  | 'notes'
  | 'sent_at'
  | 'issuer'
  | 'customer_name'
  | 'site'
>;

const PAGE = { width: 595.28, height: 841.89, margin: 40, top: 48, bottom: 60 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const PAGE_BOTTOM = PAGE.height - PAGE.bottom;
const LINE = '#d9d9d9';
const SHADE = '#f2f4f7';
const INK = '#1f2329';
const MUTED = '#6b7280';
const CELL_PADDING = 4;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
}
const ITEM_COLUMNS: Column[] = [
  { title: '품명', width: 148, align: 'left' },
  { title: '자재', width: 97, align: 'left' },
  { title: '수량', width: 42, align: 'right' },
  { title: '단위', width: 32, align: 'center' },
  { title: '노무비 단가', width: 62, align: 'right' },
  { title: '자재비 단가', width: 62, align: 'right' },
  { title: '금액', width: 72.28, align: 'right' },
];

type Doc = PDFKit.PDFDocument;

/** Renders the quote; resolves to the PDF's bytes. */
export function renderQuotePdf(quote: QuoteDocument): Promise<Buffer> {
  const { doc, finished } = koreanPdf({
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.margin, right: PAGE.margin },
    info: { Title: `견적서 ${quote.quote_no}`, Author: quote.issuer.company_name, Subject: quote.site },
  });
  doc.fillColor(INK);
  heading(doc, quote);
  parties(doc, quote);
  itemTable(doc, quote);
  totals(doc, quote);
  schedule(doc, quote);
  notes(doc, quote);
  pageNumbers(doc, quote);
  doc.end();
  return finished;
}

/** Starts a new page when `height` does not fit below the cursor; answers whether it did. */
function ensureRoom(doc: Doc, height: number): boolean {
  if (doc.y + height <= PAGE_BOTTOM) return false;
  doc.addPage();
  doc.y = PAGE.top;
  return true;
}

function heading(doc: Doc, quote: QuoteDocument) {
  doc.font('bold').fontSize(24).text('견 적 서', PAGE.margin, PAGE.top, {
    width: CONTENT_WIDTH,
    align: 'center',
    characterSpacing: 2,
  });
  doc.moveDown(0.6);
  const facts = [
    `견적번호 ${quote.quote_no} (${quote.version}차)`,
    `견적일 ${seoulDate(new Date(quote.sent_at))}`,
    `유효기간 ${quote.valid_until}까지`,
  ].join('   ·   ');
  doc.font('regular').fontSize(9).fillColor(MUTED).text(facts, { width: CONTENT_WIDTH, align: 'center' });
  doc.fillColor(INK).moveDown(1.2);
}

/** The customer (left) and the issuer (right), then the total in words the customer reads first. */
function parties(doc: Doc, quote: QuoteDocument) {
  const top = doc.y;
  const half = (CONTENT_WIDTH - 16) / 2;
  const left = PAGE.margin;
  const right = PAGE.margin + half + 16;

  doc
    .font('bold')
    .fontSize(13)
    .text(`${quote.customer_name} 님 귀하`, left, top + 4, { width: half });
  doc.font('regular').fontSize(9.5).moveDown(0.5).text(`현장: ${quote.site}`, { width: half });
  doc.moveDown(0.3).text('아래와 같이 견적합니다.', { width: half });
  const leftBottom = doc.y;

  const rows: [string, string][] = [
    ['상호', quote.issuer.company_name],
    ['대표자', quote.issuer.ceo_name],
    ['사업자등록번호', quote.issuer.business_number],
    ['연락처', quote.issuer.phone],
    ['주소', quote.issuer.address || '-'],
  ];
  const labelWidth = 72;
  let y = top;
  doc.fontSize(8.5);
  for (const [label, value] of rows) {
    const height =
      Math.max(
        doc.font('regular').heightOfString(value, { width: half - labelWidth - CELL_PADDING * 2 }),
        10,
      ) +
      CELL_PADDING * 2;
    doc.rect(right, y, labelWidth, height).fillAndStroke(SHADE, LINE);
    doc.rect(right + labelWidth, y, half - labelWidth, height).stroke(LINE);
    doc
      .fillColor(INK)
      .font('bold')
      .text(label, right + CELL_PADDING, y + CELL_PADDING, {
        width: labelWidth - CELL_PADDING * 2,
      });
    doc.font('regular').text(value, right + labelWidth + CELL_PADDING, y + CELL_PADDING, {
      width: half - labelWidth - CELL_PADDING * 2,
    });
    y += height;
  }

  doc.y = Math.max(leftBottom, y) + 14;
  const boxTop = doc.y;
  doc.rect(PAGE.margin, boxTop, CONTENT_WIDTH, 30).fillAndStroke(SHADE, LINE);
  doc
    .fillColor(INK)
    .font('bold')
    .fontSize(12)
    .text(`합계 금액 (부가세 포함)   ${formatWon(quote.total_won)}`, PAGE.margin + 10, boxTop + 9, {
      width: CONTENT_WIDTH - 20,
      align: 'right',
    });
  doc.y = boxTop + 30 + 16;
}

/** One table row: cells side by side, as tall as its tallest cell; drawn once placed. */
function row(doc: Doc, cells: string[], options: { font?: 'regular' | 'bold'; fill?: string } = {}) {
  const font = options.font ?? 'regular';
  const setFont = () => doc.font(font).fontSize(8.5);
  setFont();
  const heights = ITEM_COLUMNS.map(
    (column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width - CELL_PADDING * 2 }) || 10,
  );
  const height = Math.max(...heights) + CELL_PADDING * 2;
  return {
    height,
    draw: (y: number) => {
      // A repeated header may have come in between: the row's own font again.
      setFont();
      drawRow(doc, cells, y, height, options.fill);
    },
  };
}

function drawRow(doc: Doc, cells: string[], y: number, height: number, fill?: string) {
  let x = PAGE.margin;
  if (fill) doc.rect(x, y, CONTENT_WIDTH, height).fill(fill);
  doc.fillColor(INK);
  ITEM_COLUMNS.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + CELL_PADDING, y + CELL_PADDING, {
      width: column.width - CELL_PADDING * 2,
      align: column.align,
    });
    x += column.width;
  });
  doc
    .moveTo(PAGE.margin, y + height)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y + height)
    .lineWidth(0.5)
    .stroke(LINE);
  doc.y = y + height;
}

function tableHeader(doc: Doc) {
  const header = row(
    doc,
    ITEM_COLUMNS.map((column) => column.title),
    { font: 'bold', fill: '#e5e9f0' },
  );
  header.draw(doc.y);
}

/** Places a row, on a new page under the repeated header when it does not fit. */
function placeRow(doc: Doc, built: { height: number; draw: (y: number) => void }) {
  if (ensureRoom(doc, built.height)) tableHeader(doc);
  built.draw(doc.y);
}

/** The items by trade, in the order a renovation runs, each trade with its subtotal. */
function itemTable(doc: Doc, quote: QuoteDocument) {
  ensureRoom(doc, 80);
  doc.font('bold').fontSize(11).text('견적 내역', PAGE.margin, doc.y);
  doc.moveDown(0.4);
  tableHeader(doc);
  for (const trade of QUOTE_TRADES) {
    const items = quote.items.filter((item) => item.trade === trade);
    if (items.length === 0) continue;
    const subtotal = items.reduce((sum, item) => sum + item.amount_won, 0);
    placeRow(doc, row(doc, [`[${trade}]`], { font: 'bold', fill: SHADE }));
    for (const item of items) {
      placeRow(
        doc,
        row(doc, [
          item.name,
          item.material || '-',
          groupDigits(item.quantity),
          item.unit,
          groupDigits(item.labour_unit_won),
          groupDigits(item.material_unit_won),
          groupDigits(item.amount_won),
        ]),
      );
    }
    placeRow(doc, row(doc, [`${trade} 소계`, '', '', '', '', '', groupDigits(subtotal)], { font: 'bold' }));
  }
  doc.moveDown(1);
}

/** A two-column box of label and amount lines, right-aligned to the page. */
function amountBox(doc: Doc, lines: [string, string, boolean?][], width = 240) {
  const left = PAGE.margin + CONTENT_WIDTH - width;
  const lineHeight = 18;
  ensureRoom(doc, lines.length * lineHeight + 8);
  let y = doc.y;
  for (const [label, value, strong] of lines) {
    if (strong) doc.rect(left, y, width, lineHeight).fill(SHADE);
    doc
      .fillColor(INK)
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 10 : 9)
      .text(label, left + 8, y + 4, { width: width / 2 - 8 })
      .text(value, left + width / 2, y + 4, { width: width / 2 - 8, align: 'right' });
    doc
      .moveTo(left, y + lineHeight)
      .lineTo(left + width, y + lineHeight)
      .lineWidth(0.5)
      .stroke(LINE);
    y += lineHeight;
  }
  doc.y = y + 14;
}

function totals(doc: Doc, quote: QuoteDocument) {
  amountBox(doc, [
    ['노무비', formatWon(quote.labour_won)],
    ['자재비', formatWon(quote.material_won)],
    ['공급가액', formatWon(quote.supply_won)],
    [`부가세 (${VAT_RATE * 100}%)`, formatWon(quote.vat_won)],
    ['합계', formatWon(quote.total_won), true],
  ]);
}

function schedule(doc: Doc, quote: QuoteDocument) {
  ensureRoom(doc, 40);
  doc.font('bold').fontSize(11).text('대금 지급 조건', PAGE.margin, doc.y);
  doc.moveDown(0.4);
  amountBox(
    doc,
    quote.payment_schedule.map((stage) => [
      `${stage.stage} ${stage.percent}%${stage.due ? ` (${stage.due})` : ''}`,
      formatWon(stage.amount_won),
    ]),
    CONTENT_WIDTH,
  );
}

function notes(doc: Doc, quote: QuoteDocument) {
  if (!quote.notes) return;
  ensureRoom(doc, 40);
  doc.font('bold').fontSize(11).text('비고', PAGE.margin, doc.y);
  doc.moveDown(0.4);
  // Long notes run over pages by themselves (pdfkit breaks text at the bottom margin).
  doc.font('regular').fontSize(9).text(quote.notes, { width: CONTENT_WIDTH, lineGap: 2 });
}

/** `n / total` at the foot of every page, with the quote it belongs to. */
function pageNumbers(doc: Doc, quote: QuoteDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing in the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 36;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`견적번호 ${quote.quote_no} · ${quote.issuer.company_name}`, PAGE.margin, y, {
        width: CONTENT_WIDTH / 2,
        lineBreak: false,
      })
      .text(`${i - start + 1} / ${count}`, PAGE.margin + CONTENT_WIDTH / 2, y, {
        width: CONTENT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** `attachment` with an ASCII fallback name and the Korean one (RFC 6266 / RFC 5987). */
export function pdfDisposition(quote: Pick<QuoteDocument, 'quote_no' | 'version'>): string {
  return attachmentDisposition(
    `quote-${quote.quote_no}-v${quote.version}.pdf`,
    `견적서_${quote.quote_no}_${quote.version}차.pdf`,
  );
}
