/**
 * The demo partner's estimate requests for the last six months, relative to the day the demo is
 * seeded, answered the way a good partner answers them: most within the four business hours, some
 * declined, a few left to expire; contacted, quoted (with itemised quotes, some in two versions, most
 * opened by the customer), contracted or lost. Deterministic, each lead with a fixed marketplace id, so
 * seeding again the same day adds nothing; a start on a later day adds only the days since.
 */
import {
  DECLINE_REASONS,
  LEAD_EXPIRY_DAYS,
  LOSS_REASONS,
  RELAY_VALID_DAYS,
  RESPONSE_LIMIT_BUSINESS_HOURS,
  type LeadRoom,
  type LeadStatus,
  type SpaceType,
} from '@partner-portal/contract/leads-constants';
import { addMonths, seoulDate, seoulDayStart, weekdayOf } from '@partner-portal/contract/seoul-time';
import type { Database } from '../db/client.js';
import { estimates, leadEvents, leadNotes, leadRelays } from '../db/tables/estimates.js';
import { addBusinessMinutes } from '../features/leads/business-hours.js';
import { loadHolidays } from '../shared/holiday-calendar.js';
import type { Clock } from '../shared/clock.js';
import type { FieldCipher } from '../shared/field-crypto.js';
import { demoQuoteFor, type DemoQuoteWriter } from './demo-quotes.js';

const DISTRICTS = [
  { sido: '서울특별시', sigungu: '강남구' },
  { sido: '서울특별시', sigungu: '서초구' },
  { sido: '서울특별시', sigungu: '송파구' },
  { sido: '경기도', sigungu: '성남시' },
  { sido: '서울특별시', sigungu: '강남구' },
];
/** What the customer asked for: the construction type, the rooms in scope, the space and its size. */
const REQUESTS: { type: string; rooms: LeadRoom[]; space: SpaceType; m2: [number, number] }[] = [
  { type: '욕실', rooms: ['욕실'], space: '아파트', m2: [59, 115] },
  { type: '주방', rooms: ['주방'], space: '아파트', m2: [59, 135] },
  { type: '도배', rooms: ['도배', '바닥'], space: '아파트', m2: [49, 102] },
  { type: '바닥', rooms: ['바닥'], space: '빌라', m2: [42, 85] },
  { type: '욕실', rooms: ['욕실', '주방'], space: '아파트', m2: [76, 115] },
  { type: '목공', rooms: ['전체'], space: '아파트', m2: [84, 165] },
  { type: '조명', rooms: ['조명', '현관'], space: '아파트', m2: [59, 102] },
  { type: '필름', rooms: ['주방', '중문'], space: '빌라', m2: [49, 76] },
  { type: '도배', rooms: ['도배'], space: '주택', m2: [66, 132] },
  { type: '목공', rooms: ['전체'], space: '상가', m2: [33, 99] },
  { type: '도배', rooms: ['도배', '바닥', '조명'], space: '사무실', m2: [66, 198] },
];
const BUDGETS: Record<string, [number, number]> = {
  욕실: [3_000_000, 8_000_000],
  주방: [5_000_000, 12_000_000],
  도배: [2_000_000, 6_000_000],
  바닥: [2_500_000, 7_000_000],
  목공: [20_000_000, 60_000_000],
  조명: [1_000_000, 3_000_000],
  필름: [1_500_000, 4_000_000],
};
const WISHES = [
  '입주 전이라 공사 기간을 맞춰야 해서 가능한 일정을 먼저 알고 싶습니다.',
  '아이가 있어 친환경 자재로 부탁드립니다.',
  '오래된 구축이라 배관 상태도 같이 봐주셨으면 합니다.',
  '주말에 현장 방문이 가능하신지 궁금합니다.',
  '비슷한 평형 시공 사례가 있으면 보여주세요.',
  '관리사무소 공사 신고는 업체에서 해주시는지요?',
  '자재는 중급 정도로 생각하고 있고, 견적 보고 조정하려고 합니다.',
  '거주 중이라 짐을 옮기면서 나눠서 공사할 수 있을까요?',
];
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오'];
const GIVEN = [
  '민수',
  '서연',
  '지훈',
  '하은',
  '준호',
  '수빈',
  '예린',
  '도윤',
  '지민',
  '현우',
  '가영',
  '태희',
];
const NOTES = [
  '토요일 오전 10시 현장 실측 약속',
  '욕실 2곳 모두 원함. 예산은 조정 가능하다고 함',
  '자재 샘플 사진 문자로 보내드리기로 함',
  '관리사무소 공사 가능 시간 확인 필요 (평일 9~17시)',
  '다른 업체 견적도 받는 중. 가격보다 일정이 중요하다고 함',
  '철거 범위 재확인: 주방 상부장은 유지',
];
/** Leads on a day of the week, Monday first, before the growth over the months. */
const PER_WEEKDAY = [3, 2, 2, 2, 3, 1, 1];
const DAYS = 183;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A small deterministic sequence (the same demo every time). */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // The high bits: an LCG's low bits repeat with a short period (every name would start with 장).
    return Math.floor((state / 2_147_483_648) * n);
  };
}

type Draw = ReturnType<typeof sequence>;
type EventRow = Omit<typeof leadEvents.$inferInsert, 'estimateNo'>;

/** The steps a lead went through, each at its time; only those before `now` happen. */
interface History {
  firstResponseMinutes: number;
  steps: { at: Date; status: LeadStatus; reason?: string }[];
  quoted: Date | null;
  revised: Date | null;
  note: { at: Date; text: string } | null;
  nextContactOn: string | null;
}

function historyOf(
  next: Draw,
  receivedAt: Date,
  now: Date,
  holidays: ReturnType<typeof loadHolidays>,
): History {
  // 90 % answered well within the limit, 6 % close to it, 4 % late: the demo partner keeps the goal.
  const draw = next(100);
  const firstResponseMinutes = draw < 90 ? 3 + next(120) : draw < 96 ? 150 + next(85) : 250 + next(400);
  const answeredAt = addBusinessMinutes(holidays, receivedAt, firstResponseMinutes);
  const fate = next(100);
  const steps: History['steps'] = [];
  const later = (from: Date, minHours: number, spanHours: number) =>
    new Date(from.getTime() + (minHours + next(spanHours)) * HOUR_MS);
  let quoted: Date | null = null;
  let revised: Date | null = null;
  let note: History['note'] = null;
  if (fate < 4) {
    steps.push({ at: new Date(receivedAt.getTime() + LEAD_EXPIRY_DAYS * DAY_MS), status: 'expired' });
  } else if (fate < 12) {
    steps.push({
      at: answeredAt,
      status: 'declined',
      reason: DECLINE_REASONS[next(DECLINE_REASONS.length)]!,
    });
  } else {
    steps.push({ at: answeredAt, status: 'accepted' });
    const contacted = later(answeredAt, 1, 20);
    if (fate >= 22) steps.push({ at: contacted, status: 'contacted' });
    if (fate >= 22 && next(3) > 0) note = { at: later(contacted, 0, 3), text: NOTES[next(NOTES.length)]! };
    if (fate >= 35) {
      quoted = later(contacted, 24, 72);
      steps.push({ at: quoted, status: 'quoted' });
      if (next(4) === 0) revised = later(quoted, 24, 48);
      const ended = later(revised ?? quoted, 72, 240);
      if (fate >= 75) steps.push({ at: ended, status: 'contracted' });
      else if (fate >= 50)
        steps.push({ at: ended, status: 'lost', reason: LOSS_REASONS[next(LOSS_REASONS.length)]! });
    }
  }
  const happened = steps.filter((step) => step.at <= now);
  const last = happened.at(-1)?.status;
  const open = last === 'accepted' || last === 'contacted' || last === 'quoted';
  return {
    firstResponseMinutes,
    steps: happened,
    quoted: quoted && quoted <= now ? quoted : null,
    revised: revised && revised <= now ? revised : null,
    note: note && note.at <= now ? note : null,
    nextContactOn: open && next(2) === 0 ? addMonths(seoulDate(now), 0, 1 + next(5)) : null,
  };
}

/** True when it added leads. */
export async function seedDemoLeads(
  db: Database,
  clock: Clock,
  cipher: FieldCipher,
  partnerId: number,
  productKey: string,
  writeQuote: DemoQuoteWriter,
): Promise<boolean> {
  const holidays = loadHolidays();
  const now = clock.now();
  const today = seoulDate(now);
  const next = sequence(partnerId * 7919 + 17);
  let added = false;
  for (let back = DAYS; back >= 0; back -= 1) {
    const day = addMonths(today, 0, -back);
    // Growing from about 60 % to 100 % of the weekday's usual number over the half year.
    const usual = PER_WEEKDAY[weekdayOf(day)]! * (0.6 + (0.4 * (DAYS - back)) / DAYS);
    // Today always has new requests waiting: they arrived in the last three hours.
    const count = Math.max(back === 0 ? 2 : 0, Math.round(usual + next(3) - 1));
    for (let i = 0; i < count; i += 1) {
      // Between 08:00 and 21:59 Seoul time on earlier days.
      const receivedAt =
        back === 0
          ? new Date(now.getTime() - (5 + next(180)) * 60_000)
          : new Date(seoulDayStart(day).getTime() + (8 * 60 + next(14 * 60)) * 60_000);
      const request = REQUESTS[next(REQUESTS.length)]!;
      const district = DISTRICTS[next(DISTRICTS.length)]!;
      const budget = BUDGETS[request.type] ?? [3_000_000, 10_000_000];
      const surname = SURNAMES[next(SURNAMES.length)]!;
      const given = GIVEN[next(GIVEN.length)]!;
      const area = request.m2[0] + next(request.m2[1] - request.m2[0]) + next(100) / 100;
      const history = historyOf(next, receivedAt, now, holidays);
      const phone = `010-${2000 + next(7000)}-${1000 + next(9000)}`;
      const wish = WISHES[next(WISHES.length)]!;
      if (receivedAt > now) continue;
      const leadId = `DEMO-${partnerId}-${day.replace(/-/g, '')}-${i + 1}`;
      // Draws made only for a lead being added come from its own sequence, so that seeding again
      // (which skips the leads already there) draws the same days as the first time.
      const own = sequence(Number(day.replace(/-/g, '')) * 16 + i);
      const last = history.steps.at(-1);
      const answered = history.steps.find((step) => step.status !== 'expired');
      const accepted = history.steps.find((step) => step.status === 'accepted');
      added =
        (await db.transaction(async (tx) => {
          const [lead] = await tx
            .insert(estimates)
            .values({
              leadId,
              partnerId,
              productKey,
              receivedAt,
              regionSido: district.sido,
              regionSigungu: district.sigungu,
              constructionType: request.type,
              spaceType: request.space,
              areaM2: Math.round(area * 100) / 100,
              rooms: request.rooms,
              desiredStart: addMonths(seoulDate(receivedAt), 0, 14 + next(45)),
              budgetMinWon: budget[0],
              budgetMaxWon: budget[1],
              description: `${Math.round(area / 3.305785)}평 ${request.space} ${request.rooms.join('·')} 시공 견적 요청드립니다. ${wish}`,
              customerNameMasked: `${surname}*${given.slice(-1)}`,
              customerNameEnc: cipher.encrypt(`${surname}${given}`),
              customerPhoneEnc: cipher.encrypt(phone),
              status: last?.status ?? 'new',
              statusReason: last?.reason ?? null,
              statusChangedAt: last?.at ?? null,
              dueAt: addBusinessMinutes(holidays, receivedAt, RESPONSE_LIMIT_BUSINESS_HOURS * 60),
              firstResponseAt: answered?.at ?? null,
              firstResponseMinutes: answered ? history.firstResponseMinutes : null,
              viewedAt: answered ? new Date(answered.at.getTime() - 60_000) : null,
              acceptedAt: accepted?.at ?? null,
              remindedAt: history.firstResponseMinutes > 210 && answered ? answered.at : null,
              nextContactOn: history.nextContactOn,
            })
            .onConflictDoNothing({ target: estimates.leadId })
            .returning({ estimateNo: estimates.estimateNo });
          if (!lead) return false;
          const events: EventRow[] = [{ at: receivedAt, kind: 'received' }];
          if (answered) events.push({ at: new Date(answered.at.getTime() - 60_000), kind: 'viewed' });
          for (const step of history.steps) {
            const kind =
              step.status === 'accepted' || step.status === 'declined' || step.status === 'expired';
            events.push({
              at: step.at,
              kind: kind ? step.status : 'status',
              status: step.status,
              reason: step.reason ?? null,
            });
          }
          if (accepted) {
            await tx.insert(leadRelays).values({
              estimateNo: lead.estimateNo,
              relayNumber: `0508-${String(1000 + (lead.estimateNo % 9000)).padStart(4, '0')}-${String(
                1000 + ((lead.estimateNo * 7) % 9000),
              ).padStart(4, '0')}`,
              providerRef: `demo-relay-${lead.estimateNo}`,
              issuedAt: accepted.at,
              expiresAt: new Date(accepted.at.getTime() + RELAY_VALID_DAYS * DAY_MS),
            });
            events.push({ at: new Date(accepted.at.getTime() + 30_000), kind: 'contact_revealed' });
          }
          if (history.note) {
            await tx.insert(leadNotes).values({
              estimateNo: lead.estimateNo,
              text: history.note.text,
              createdAt: history.note.at,
            });
            events.push({ at: history.note.at, kind: 'note', text: history.note.text });
          }
          for (const [version, sentAt] of [history.quoted, history.revised].entries()) {
            if (!sentAt) continue;
            const opened = own(10) < 7 ? new Date(sentAt.getTime() + (1 + own(30)) * HOUR_MS) : null;
            const quoteNo = await writeQuote(tx, {
              partnerId,
              estimateNo: lead.estimateNo,
              version: version + 1,
              sentAt,
              openedAt: opened && opened <= now ? opened : null,
              input: demoQuoteFor(request.rooms, area, sentAt, version, own),
            });
            events.push({ at: sentAt, kind: 'quote_sent', text: String(quoteNo) });
            if (opened && opened <= now)
              events.push({ at: opened, kind: 'quote_opened', text: String(quoteNo) });
          }
          events.sort((a, b) => a.at.getTime() - b.at.getTime());
          await tx
            .insert(leadEvents)
            .values(events.map((event) => ({ ...event, estimateNo: lead.estimateNo })));
          return true;
        })) || added;
    }
  }
  return added;
}
