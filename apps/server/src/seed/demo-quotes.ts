/**
 * The demo partner's quotes: items a Seoul interior company quotes for each room in scope, priced
 * like the market (labour and material apart), sized by the area; a second version is about 5 %
 * cheaper, as a negotiation goes.
 */
import type { LeadRoom, QuoteTrade } from '@partner-portal/contract/leads-constants';
import type { QuoteCreate } from '@partner-portal/contract/quotes-api';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import { lineAmounts, quoteTotals, scheduleAmounts } from '@partner-portal/contract/quote-math';
import type { Database } from '../db/client.js';
import { quoteItems, quotes } from '../db/tables/estimates.js';
import { and, eq } from 'drizzle-orm';

type Item = QuoteCreate['items'][number];
/** Quantity: fixed, or per m² of the whole area. */
type Line = [QuoteTrade, string, string, number | 'area', Item['unit'], number, number];

const ROOM_LINES: Partial<Record<LeadRoom, Line[]>> = {
  욕실: [
    ['철거', '욕실 타일·도기 철거 및 폐기물 처리', '', 1, '식', 450_000, 0],
    ['설비', '욕실 급배수 배관 교체', 'PB관 / 표준', 1, '식', 380_000, 220_000],
    ['욕실', '방수 2차 시공', '우레탄 방수 / 표준', 1, '식', 300_000, 180_000],
    ['타일', '벽·바닥 타일 시공', '포세린 600×300 / 중급', 28, 'm²', 38_000, 32_000],
    ['욕실', '양변기·세면대·수전 세트', '대림바스 / 중급', 1, '세트', 150_000, 780_000],
    ['욕실', '슬라이딩 욕조 파티션', '강화유리 8T', 1, '개', 90_000, 320_000],
  ],
  주방: [
    ['철거', '기존 싱크대 철거', '', 1, '식', 250_000, 0],
    ['주방', '싱크대 상·하부장', '한샘 유로 / 중급', 3.6, 'm', 120_000, 680_000],
    ['주방', '상판', '엔지니어드스톤 / 중급', 3.6, 'm', 60_000, 420_000],
    ['타일', '주방 벽 타일', '포세린 300×600', 6, 'm²', 38_000, 30_000],
    ['전기', '주방 콘센트·후드 배선', '', 1, '식', 180_000, 60_000],
  ],
  도배: [['도배', '실크 벽지 시공', 'LG 베스트 / 실크', 'area', 'm²', 6_500, 7_000]],
  바닥: [
    ['철거', '기존 장판·마루 철거', '', 'area', 'm²', 4_000, 0],
    ['바닥', '강마루 시공', '동화 진 / 중급', 'area', 'm²', 18_000, 32_000],
  ],
  전체: [
    ['철거', '전체 철거 및 폐기물 처리', '', 'area', 'm²', 28_000, 0],
    ['목공', '천장·벽체 목공 (몰딩, 걸레받이 포함)', '석고보드 9.5T', 'area', 'm²', 42_000, 21_000],
    ['전기', '전기 배선 정리 및 스위치·콘센트 교체', '르그랑 / 중급', 1, '식', 1_200_000, 650_000],
    ['도장', '천장 도장', '친환경 수성페인트', 'area', 'm²', 9_000, 4_000],
    ['도배', '실크 벽지 시공', 'LG 베스트 / 실크', 'area', 'm²', 6_500, 7_000],
    ['바닥', '강마루 시공', '동화 진 / 중급', 'area', 'm²', 18_000, 32_000],
    ['마감', '입주 청소 및 실리콘 마감', '', 1, '식', 450_000, 80_000],
  ],
  조명: [['조명', 'LED 다운라이트 교체', '매입형 3인치', 18, '개', 25_000, 18_000]],
  현관: [['타일', '현관 바닥 타일', '포세린 600×600', 3, 'm²', 45_000, 38_000]],
  중문: [['목공', '3연동 중문', '슬림 프레임 / 브론즈 유리', 1, '세트', 250_000, 1_150_000]],
};

const SCHEDULES: QuoteCreate['payment_schedule'][] = [
  [
    { stage: '계약금', percent: 10, due: '계약 시' },
    { stage: '중도금', percent: 40, due: '목공 완료 후' },
    { stage: '잔금', percent: 50, due: '준공 후' },
  ],
  [
    { stage: '계약금', percent: 30, due: '계약 시' },
    { stage: '잔금', percent: 70, due: '준공 후' },
  ],
];

const NOTES = [
  '현장 실측 후 수량이 달라지면 다시 안내드립니다. 폐기물 처리비와 엘리베이터 보양비가 포함된 금액입니다.',
  '자재는 샘플 확인 후 변경할 수 있으며, 변경 시 차액만 정산합니다. 시공 후 2년간 무상 하자보수를 드립니다.',
];

/** What the demo sends for a lead (version 0 first, 1 for the revised quote). */
export function demoQuoteFor(
  rooms: readonly LeadRoom[],
  areaM2: number,
  sentAt: Date,
  version: number,
  next: (n: number) => number,
): Omit<QuoteCreate, 'lead_no'> {
  const discount = version === 0 ? 1 : 0.95;
  const lines = rooms.flatMap((room) => ROOM_LINES[room] ?? ROOM_LINES.도배!);
  const items = lines.map(([trade, name, material, quantity, unit, labour, materialPrice]) => ({
    trade,
    name,
    material,
    // Walls and ceilings are about 2.5 times the floor for wallpaper; floors are the floor.
    quantity: quantity === 'area' ? Math.round(areaM2 * (trade === '도배' ? 2.5 : 1)) : quantity,
    unit,
    labour_unit_won: Math.round((labour * discount) / 100) * 100,
    material_unit_won: Math.round((materialPrice * discount) / 100) * 100,
  }));
  return {
    items,
    valid_until: addMonths(seoulDate(sentAt), 0, 14),
    payment_schedule: SCHEDULES[next(SCHEDULES.length)]!,
    notes: NOTES[next(NOTES.length)]!,
  };
}

/** Writes one sent quote (priced by the quotes feature) and answers its number. */
export type DemoQuoteWriter = (
  tx: Database,
  quote: {
    partnerId: number;
    estimateNo: number;
    version: number;
    sentAt: Date;
    openedAt: Date | null;
    input: Omit<QuoteCreate, 'lead_no'>;
  },
) => Promise<number>;

/** Writes a sent quote as the quotes feature prices it; a second version supersedes the first. */
export const writeDemoQuote: DemoQuoteWriter = async (tx, quote) => {
  const totals = quoteTotals(quote.input.items);
  const [row] = await tx
    .insert(quotes)
    .values({
      partnerId: quote.partnerId,
      estimateNo: quote.estimateNo,
      version: quote.version,
      labourWon: totals.labour_won,
      materialWon: totals.material_won,
      supplyWon: totals.supply_won,
      vatWon: totals.vat_won,
      totalWon: totals.total_won,
      validUntil: quote.input.valid_until,
      paymentSchedule: scheduleAmounts(totals.total_won, quote.input.payment_schedule).map((stage) => ({
        stage: stage.stage,
        percent: stage.percent,
        due: stage.due ?? '',
        amount_won: stage.amount_won,
      })),
      notes: quote.input.notes ?? '',
      sentAt: quote.sentAt,
      openedAt: quote.openedAt,
      lastOpenedAt: quote.openedAt,
      openCount: quote.openedAt ? 1 : 0,
    })
    .returning({ quoteNo: quotes.quoteNo });
  const quoteNo = row!.quoteNo;
  await tx.insert(quoteItems).values(
    quote.input.items.map((item, i) => {
      const amounts = lineAmounts(item);
      return {
        quoteNo,
        lineNo: i + 1,
        trade: item.trade,
        name: item.name,
        material: item.material ?? '',
        quantity: item.quantity,
        unit: item.unit,
        labourUnitWon: item.labour_unit_won,
        materialUnitWon: item.material_unit_won,
        labourWon: amounts.labour_won,
        materialWon: amounts.material_won,
      };
    }),
  );
  if (quote.version > 1) {
    await tx
      .update(quotes)
      .set({ supersededBy: quoteNo })
      .where(and(eq(quotes.estimateNo, quote.estimateNo), eq(quotes.version, quote.version - 1)));
  }
  return quoteNo;
};
