import { ERROR_CODES, RETURN_CODES } from '@partner-portal/contract/api-constants';
import { LEAD_MESSAGES, type LeadStatus } from '@partner-portal/contract/leads-constants';
import { publicQuoteSchema, quoteSchema, type QuoteCreate } from '@partner-portal/contract/quotes-api';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimates, leadEvents, quotes } from '../../db/tables/estimates.js';
import { partners } from '../../db/tables/partners.js';
import { insertLead } from '../../test-support/leads.js';
import { queuedOf } from '../../test-support/outbox.js';
import { readPdf } from '../../test-support/pdf-text.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
type Partner = Awaited<ReturnType<typeof newPartner>>;
let owner: Partner;
let other: Partner;
const NOW = '2026-11-02T01:00:00Z';
const DAY = 86_400_000;
const Q = '/partner-api/authapi/quotes';

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = [await newPartner(t.app), await newPartner(t.app)];
  await t.database.db
    .update(partners)
    .set({ companyPhone: '02-123-4567', roadAddress: '서울특별시 마포구 양화로 45', addressDetail: '3층' })
    .where(eq(partners.partnerId, owner.partnerId));
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const item = (overrides: Partial<QuoteCreate['items'][number]> = {}) => ({
  trade: '타일' as const,
  name: '욕실 벽 타일 시공',
  material: '대림바스 / 중급',
  quantity: 1,
  unit: 'm²' as const,
  labour_unit_won: 10_000,
  material_unit_won: 5_000,
  ...overrides,
});
const body = (leadNo: number, overrides: Partial<QuoteCreate> = {}): QuoteCreate => ({
  lead_no: leadNo,
  items: [item()],
  valid_until: '2026-11-30',
  payment_schedule: [
    { stage: '계약금', percent: 30, due: '계약 시' },
    { stage: '중도금', percent: 40, due: '목공 완료 후' },
    { stage: '잔금', percent: 30, due: '준공 후' },
  ],
  notes: '폐기물 처리비 포함',
  ...overrides,
});
const send = (p: Partner, payload: object) =>
  t.app.inject({ method: 'POST', url: Q, headers: p.auth, payload });
const get = (p: Partner, url: string) => t.app.inject({ method: 'GET', url, headers: p.auth });
const sent = async (leadNo: number, overrides: Partial<QuoteCreate> = {}, p = owner) => {
  const response = await send(p, body(leadNo, overrides));
  expect(response.json(), response.body).toMatchObject({ return_code: 0 });
  return quoteSchema.parse(response.json().data);
};
const tokenOf = (shareUrl: string) => shareUrl.split('/quote/')[1]!;
const openLink = (token: string, suffix = '') =>
  t.app.inject({ method: 'GET', url: `/quote-api/${token}${suffix}` });
const leadRow = async (leadNo: number) =>
  (await t.database.db.select().from(estimates).where(eq(estimates.estimateNo, leadNo)))[0]!;
const eventsOf = (leadNo: number, kind: string) =>
  t.database.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.estimateNo, leadNo), eq(leadEvents.kind, kind)))
    .orderBy(asc(leadEvents.eventId));

describe('sending a quote: the server prices it', () => {
  it('rounds each line, cuts VAT below the won and puts the schedule remainder on 잔금', async () => {
    const lead = await insertLead(t, owner.partnerId);
    const quote = await sent(lead, {
      items: [
        // 2.5 × 33,333 = 83,332.5 → 83,333; 2.5 × 10,001 = 25,002.5 → 25,003
        item({ quantity: 2.5, labour_unit_won: 33_333, material_unit_won: 10_001 }),
        // 1.33 × 100 = 133; labour only
        item({
          trade: '철거',
          name: '기존 타일 철거',
          material: '',
          quantity: 1.33,
          labour_unit_won: 100,
          material_unit_won: 0,
        }),
      ],
    });
    expect(quote.items.map((i) => [i.labour_won, i.material_won, i.amount_won])).toEqual([
      [83_333, 25_003, 108_336],
      [133, 0, 133],
    ]);
    expect(quote).toMatchObject({
      labour_won: 83_466,
      material_won: 25_003,
      supply_won: 108_469,
      vat_won: 10_846, // 10,846.9 cut
      total_won: 119_315,
      version: 1,
      superseded_by: null,
    });
    // 30 % and 40 % of 119,315 rounded down; 잔금 takes the 1 won left.
    expect(quote.payment_schedule.map((s) => s.amount_won)).toEqual([35_794, 47_726, 35_795]);
    expect(quote.payment_schedule.reduce((sum, s) => sum + s.amount_won, 0)).toBe(quote.total_won);
    expect(quote.issuer).toMatchObject({
      company_name: expect.any(String),
      business_number: expect.stringMatching(/^\d{3}-\d{2}-\d{5}$/),
      phone: '02-123-4567',
      address: '서울특별시 마포구 양화로 45 3층',
    });
    expect(quote).toMatchObject({ customer_name: '김민수', site: '서울특별시 마포구' });
  });

  it('refuses a total over 1,000,000,000 won and a validity already past, storing nothing', async () => {
    const lead = await insertLead(t, owner.partnerId);
    const huge = await send(
      owner,
      body(lead, { items: [item({ quantity: 1000, labour_unit_won: 1_000_000 })] }),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(LEAD_MESSAGES.quoteTooLarge);
    const past = await send(owner, body(lead, { valid_until: '2026-11-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('유효기간은 오늘 이후 날짜로 입력해주세요.');
    const schedule = await send(owner, {
      ...body(lead),
      payment_schedule: [{ stage: '계약금', percent: 50, due: '' }],
    });
    expect(schedule.statusCode).toBe(400);
    expect(await t.database.db.select().from(quotes).where(eq(quotes.estimateNo, lead))).toEqual([]);
    expect((await leadRow(lead)).status).toBe('accepted');
  });
});

describe('versions', () => {
  it('sends each quote as the next version, marks the one before superseded and moves the lead to 견적 발송 once', async () => {
    const lead = await insertLead(t, owner.partnerId, { status: 'contacted' });
    const first = await sent(lead);
    t.clock.advance(60_000);
    const second = await sent(lead, { items: [item(), item({ name: '바닥 타일 시공' })] });
    expect(second.version).toBe(2);
    const firstNow = quoteSchema.parse((await get(owner, `${Q}/${first.quote_no}`)).json().data);
    expect(firstNow.superseded_by).toBe(second.quote_no);
    // The sent version is kept as it was.
    expect(firstNow.items).toEqual(first.items);
    expect(firstNow.total_won).toBe(first.total_won);

    const row = await leadRow(lead);
    expect(row.status).toBe('quoted');
    expect(row.statusChangedAt?.toISOString()).toBe(NOW.replace('Z', '.000Z'));
    const events = await eventsOf(lead, 'quote_sent');
    expect(events.map((e) => [e.status, e.text])).toEqual([
      ['quoted', String(first.quote_no)],
      [null, String(second.quote_no)],
    ]);

    const listed = (await get(owner, `${Q}?lead_no=${lead}`)).json().data;
    expect(listed).toMatchObject({ total: 2, page: 1 });
    expect(
      listed.items.map((r: { quote_no: number; item_count: number }) => [r.quote_no, r.item_count]),
    ).toEqual([
      [second.quote_no, 2],
      [first.quote_no, 1],
    ]);
  });

  it('counts the quote as the first response of a lead that had none', async () => {
    const lead = await insertLead(t, owner.partnerId, {
      receivedAt: new Date('2026-11-02T00:30:00Z'), // 09:30 KST
      firstResponseAt: null,
      firstResponseMinutes: null,
    });
    await sent(lead);
    const row = await leadRow(lead);
    expect(row.firstResponseAt?.toISOString()).toBe(new Date(NOW).toISOString());
    expect(row.firstResponseMinutes).toBe(30);
  });
});

describe('whose lead, and in which status', () => {
  it.each<LeadStatus>(['new', 'declined', 'expired', 'lost', 'contracted'])(
    'refuses a quote for a %s lead with 409 and stores nothing',
    async (status) => {
      const lead = await insertLead(t, owner.partnerId, { status });
      const response = await send(owner, body(lead));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: RETURN_CODES.quoteRefused,
        message: LEAD_MESSAGES.quoteRefused,
      });
      expect(await t.database.db.select().from(quotes).where(eq(quotes.estimateNo, lead))).toEqual([]);
      expect((await leadRow(lead)).status).toBe(status);
    },
  );

  it("answers another partner's lead and quote as not found", async () => {
    const lead = await insertLead(t, owner.partnerId);
    const refused = await send(other, body(lead));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(LEAD_MESSAGES.notFound);
    const quote = await sent(lead);
    for (const url of [`${Q}/${quote.quote_no}`, `${Q}/${quote.quote_no}/pdf`]) {
      const response = await get(other, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(LEAD_MESSAGES.quoteNotFound);
    }
    const theirs = (await get(other, Q)).json().data;
    expect(theirs.items.map((r: { quote_no: number }) => r.quote_no)).not.toContain(quote.quote_no);
  });

  it('shows the customer masked once the lead is lost', async () => {
    const lead = await insertLead(t, owner.partnerId, { customerName: '이서연' });
    const quote = await sent(lead);
    expect(quote.customer_name).toBe('이서연');
    await t.database.db.update(estimates).set({ status: 'lost' }).where(eq(estimates.estimateNo, lead));
    expect((await get(owner, `${Q}/${quote.quote_no}`)).json().data.customer_name).toBe('이*연');
  });
});

describe("the customer's link", () => {
  it('shows the quote without login, records every opening and tells the partner of the first, once', async () => {
    const lead = await insertLead(t, owner.partnerId, { customerName: '박지훈' });
    const quote = await sent(lead);
    expect(quote.share_url).toMatch(/^https?:\/\/[^/]+\/quote\/[\w-]+\.[\w-]+$/);
    const token = tokenOf(quote.share_url);

    t.clock.set('2026-11-02T01:20:00Z');
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['x-robots-tag']).toBe('noindex, nofollow');
    const shown = publicQuoteSchema.strict().parse(opened.json().data);
    expect(shown).toMatchObject({
      quote_no: quote.quote_no,
      total_won: quote.total_won,
      superseded: false,
      pdf_url: `/quote-api/${token}/pdf`,
      customer_name: '박지훈',
    });
    t.clock.set('2026-11-02T01:40:00Z');
    expect((await openLink(token)).statusCode).toBe(200);

    const seen = quoteSchema.parse((await get(owner, `${Q}/${quote.quote_no}`)).json().data);
    expect(seen).toMatchObject({ opened_at: '2026-11-02T01:20:00.000Z', open_count: 2 });
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.quoteNo, quote.quote_no));
    expect(row!.lastOpenedAt?.toISOString()).toBe('2026-11-02T01:40:00.000Z');
    expect((await eventsOf(lead, 'quote_opened')).map((e) => e.text)).toEqual([String(quote.quote_no)]);
    const told = await queuedOf(t, 'quote.opened', { partnerId: owner.partnerId });
    const mine = told.filter((n) => n.payload.견적번호 === String(quote.quote_no));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ link: `/quotes/${quote.quote_no}` });
    expect(mine[0]!.text).not.toContain('박지훈');
  });

  it('tells the customer when a newer version exists', async () => {
    const lead = await insertLead(t, owner.partnerId);
    const first = await sent(lead);
    await sent(lead);
    expect((await openLink(tokenOf(first.share_url))).json().data.superseded).toBe(true);
  });

  it('stays open 30 days after sending, or to the end of a later validity day, then answers 410', async () => {
    const lead = await insertLead(t, owner.partnerId);
    const short = await sent(lead, { valid_until: '2026-11-10' });
    expect(short.share_expires_at).toBe(new Date(Date.parse(NOW) + 30 * DAY).toISOString());
    const long = await sent(lead, { valid_until: '2027-01-15' });
    // The end of 15 January in Seoul.
    expect(long.share_expires_at).toBe('2027-01-15T15:00:00.000Z');

    t.clock.set(new Date(Date.parse(NOW) + 30 * DAY - 1000));
    expect((await openLink(tokenOf(short.share_url))).statusCode).toBe(200);
    t.clock.set(new Date(Date.parse(NOW) + 30 * DAY));
    const expired = await openLink(tokenOf(short.share_url));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: ERROR_CODES.gone, message: LEAD_MESSAGES.quoteLinkExpired });
    expect((await openLink(tokenOf(short.share_url), '/pdf')).statusCode).toBe(410);
    expect((await openLink(tokenOf(long.share_url))).statusCode).toBe(200);
    t.clock.set('2027-01-15T15:00:00Z');
    expect((await openLink(tokenOf(long.share_url))).statusCode).toBe(410);
  });

  it('refuses a changed, borrowed or made-up token with 404 and records nothing', async () => {
    const lead = await insertLead(t, owner.partnerId);
    const mine = await sent(lead);
    const theirs = await sent(await insertLead(t, owner.partnerId));
    const [payload, signature] = tokenOf(mine.share_url).split('.') as [string, string];
    const [, expiry] = Buffer.from(payload, 'base64url').toString().split('.');
    const forged = (text: string) => `${Buffer.from(text).toString('base64url')}.${signature}`;
    const attempts = [
      forged(`${theirs.quote_no}.${expiry}`), // another quote under my signature
      forged(`${mine.quote_no}.${Number(expiry) + DAY}`), // a longer life
      `${payload}.${tokenOf(theirs.share_url).split('.')[1]}`, // another quote's signature
      `${payload}.${signature.slice(0, -2)}`,
      'not-a-token',
      `${payload}=.${signature}`,
    ];
    for (const token of attempts) {
      const response = await openLink(token);
      expect(response.statusCode, token).toBe(404);
      expect(response.json().message).toBe(LEAD_MESSAGES.quoteLinkInvalid);
      expect((await openLink(token, '/pdf')).statusCode, token).toBe(404);
    }
    const rows = await t.database.db.select().from(quotes).where(eq(quotes.estimateNo, lead));
    expect(rows[0]!.openCount).toBe(0);
  });
});

describe('the PDF', () => {
  it('renders a long quote on A4 pages with the Korean font embedded, its text readable and paged', async () => {
    const lead = await insertLead(t, owner.partnerId, { customerName: '최유진' });
    const trades = ['철거', '설비', '전기', '목공', '타일', '도배'] as const;
    const items = Array.from({ length: 60 }, (_, i) =>
      item({
        trade: trades[i % trades.length]!,
        name: `시공 항목 ${i + 1}번 욕실 벽체 방수`,
        quantity: 1 + i / 4,
      }),
    );
    const quote = await sent(lead, { items, notes: '자재 변경 시 금액이 달라질 수 있습니다.' });

    const response = await get(owner, `${Q}/${quote.quote_no}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const korean = encodeURIComponent(`견적서_${quote.quote_no}_1차.pdf`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="quote-${quote.quote_no}-v1.pdf"; filename*=UTF-8''${korean}`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');

    const { pages, embeddedFonts, text } = readPdf(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(embeddedFonts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\+Pretendard-Regular$/),
        expect.stringMatching(/\+Pretendard-Bold$/),
      ]),
    );
    for (const words of [
      '최유진 님 귀하',
      '시공 항목 60번 욕실 벽체 방수',
      '사업자등록번호',
      '부가세 (10%)',
      '잔금 30% (준공 후)',
    ]) {
      expect(text, words).toContain(words);
    }
    // The table's header on every page it runs over, and every page numbered.
    expect(text.split('노무비 단가').length - 1).toBeGreaterThanOrEqual(pages);
    expect(text).toContain(`${pages} / ${pages}`);

    // The customer's link offers the same document.
    const pub = await openLink(tokenOf(quote.share_url), '/pdf');
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['content-type']).toBe('application/pdf');
    expect(readPdf(pub.rawPayload).pages).toBe(pages);
  });
});

describe('the public calls are limited per address', () => {
  it('answers 429 with a Korean message past the limit', async () => {
    const limited = await createTestApp({ limits: { signupPerAddress: 1 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: `/quote-api/guess-${i}` })).statusCode);
      }
      expect(statuses).toEqual(Array(10).fill(404));
      const refused = await limited.app.inject({ method: 'GET', url: '/quote-api/guess-pdf/pdf' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('견적서 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
