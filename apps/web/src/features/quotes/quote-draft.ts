/**
 * The quote being written (견적서 작성), as plain data and pure steps: rows grouped by 공정, the
 * payment schedule, and what is sent. Amounts are never sent: the server computes them (with the
 * contract's quote-math, which the preview uses too).
 */
import type { QUOTE_UNITS } from '@partner-portal/contract/leads-constants';
import { PAYMENT_STAGES, QUOTE_TRADES, type QuoteTrade } from '@partner-portal/contract/leads-constants';
import type { Quote, QuoteCreate } from '@partner-portal/contract/quotes-api';
import { addMonths } from '@partner-portal/contract/seoul-time';

export type QuoteUnit = (typeof QUOTE_UNITS)[number];
export type PaymentStageName = (typeof PAYMENT_STAGES)[number];

/** A quote is valid this many days from today unless the partner says otherwise. */
export const DEFAULT_VALID_DAYS = 14;

export interface DraftRow {
  /** Stable across edits and moves (React's key, the focus target). */
  key: string;
  trade: QuoteTrade;
  name: string;
  material: string;
  /** Null while the field is empty. */
  quantity: number | null;
  unit: QuoteUnit;
  labour_unit_won: number | null;
  material_unit_won: number | null;
}

export interface DraftStage {
  stage: PaymentStageName;
  percent: number | null;
  due: string;
}

export interface QuoteDraft {
  rows: DraftRow[];
  valid_until: string;
  schedule: DraftStage[];
  notes: string;
}

let lastKey = 0;
const nextKey = () => `row-${(lastKey += 1)}`;

export const blankRow = (trade: QuoteTrade): DraftRow => ({
  key: nextKey(),
  trade,
  name: '',
  material: '',
  quantity: 1,
  unit: '식',
  labour_unit_won: null,
  material_unit_won: null,
});

export const DEFAULT_SCHEDULE: readonly DraftStage[] = [
  { stage: '계약금', percent: 10, due: '계약 시' },
  { stage: '중도금', percent: 40, due: '공사 중' },
  { stage: '잔금', percent: 50, due: '준공 후' },
];

export const emptyDraft = (today: string): QuoteDraft => ({
  rows: [blankRow(QUOTE_TRADES[0])],
  valid_until: addMonths(today, 0, DEFAULT_VALID_DAYS),
  schedule: DEFAULT_SCHEDULE.map((stage) => ({ ...stage })),
  notes: '',
});

/**
 * A sent quote's items, schedule and notes as a new draft (템플릿, 복사, 새 버전); the validity starts
 * again from today, as a copy is a new offer.
 */
export const draftFromQuote = (quote: Quote, today: string): QuoteDraft => ({
  rows: quote.items.map((item) => ({
    key: nextKey(),
    trade: item.trade,
    name: item.name,
    material: item.material,
    quantity: item.quantity,
    unit: item.unit,
    labour_unit_won: item.labour_unit_won,
    material_unit_won: item.material_unit_won,
  })),
  valid_until: addMonths(today, 0, DEFAULT_VALID_DAYS),
  schedule: PAYMENT_STAGES.map((stage) => {
    const sent = quote.payment_schedule.find((s) => s.stage === stage);
    return { stage, percent: sent?.percent ?? 0, due: sent?.due ?? '' };
  }),
  notes: quote.notes,
});

/** The trades present, in the order a renovation runs, each with its rows in the order written. */
export function groupByTrade<Row extends { trade: QuoteTrade }>(rows: readonly Row[]) {
  return QUOTE_TRADES.flatMap((trade) => {
    const inTrade = rows.filter((row) => row.trade === trade);
    return inTrade.length ? [{ trade, rows: inTrade }] : [];
  });
}

/** The rows in the order they are shown (and sent): by trade, then as written. */
export const orderedRows = (rows: readonly DraftRow[]): DraftRow[] =>
  groupByTrade(rows).flatMap((group) => group.rows);

/** Nothing typed in it: left out of what is sent rather than refused. */
export const isBlankRow = (row: DraftRow) =>
  row.name.trim() === '' && row.material.trim() === '' && !row.labour_unit_won && !row.material_unit_won;

export const addRowAfter = (rows: DraftRow[], after: DraftRow | null, trade: QuoteTrade) => {
  const row = blankRow(trade);
  const at = after ? rows.indexOf(after) + 1 : rows.length;
  return { rows: [...rows.slice(0, at), row, ...rows.slice(at)], row };
};

/** Moves a row one place up or down among the rows of its trade. */
export function moveRow(rows: DraftRow[], row: DraftRow, by: -1 | 1): DraftRow[] {
  const sameTrade = rows.filter((other) => other.trade === row.trade);
  const neighbour = sameTrade[sameTrade.indexOf(row) + by];
  if (!neighbour) return rows;
  return rows.map((other) => (other === row ? neighbour : other === neighbour ? row : other));
}

export const schedulePercentTotal = (schedule: readonly DraftStage[]) =>
  schedule.reduce((sum, stage) => sum + (stage.percent ?? 0), 0);

/** The figures the preview computes with: empty fields count as zero. */
export const lineFigures = (row: DraftRow) => ({
  quantity: row.quantity ?? 0,
  labour_unit_won: row.labour_unit_won ?? 0,
  material_unit_won: row.material_unit_won ?? 0,
});

/** What `POST …/quotes` is sent: the rows that say something, in the order shown. */
export function toQuoteCreate(leadNo: number, draft: QuoteDraft): QuoteCreate {
  return {
    lead_no: leadNo,
    items: orderedRows(draft.rows)
      .filter((row) => !isBlankRow(row))
      .map((row) => ({
        trade: row.trade,
        name: row.name.trim(),
        material: row.material.trim(),
        quantity: row.quantity ?? 0,
        unit: row.unit,
        labour_unit_won: row.labour_unit_won ?? 0,
        material_unit_won: row.material_unit_won ?? 0,
      })),
    valid_until: draft.valid_until,
    payment_schedule: draft.schedule.map((stage) => ({
      stage: stage.stage,
      percent: stage.percent ?? 0,
      due: stage.due.trim(),
    })),
    notes: draft.notes.trim(),
  };
}

/** The draft without its row keys, to tell whether anything changed since it was loaded. */
export const draftSignature = (draft: QuoteDraft) =>
  JSON.stringify({ ...draft, rows: orderedRows(draft.rows).map(({ key: _key, ...row }) => row) });
