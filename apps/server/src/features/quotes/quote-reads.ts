/**
 * Quotes as they are read: the partner's list and one quote with its items, issuer, customer and
 * link; the same quote as the customer's link shows it. Another partner's quote is not found.
 */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import {
  CONTACT_VISIBLE_STATUSES,
  LEAD_MESSAGES,
  type QUOTE_TRADES,
  type QUOTE_UNITS,
} from '@partner-portal/contract/leads-constants';
import { formatAddress } from '@partner-portal/contract/postal-address';
import type {
  PublicQuote,
  Quote,
  QuoteList,
  quoteListQuerySchema,
} from '@partner-portal/contract/quotes-api';
import { formatBusinessNumber } from '@partner-portal/contract/validation';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { estimates, quoteItems, quotes } from '../../db/tables/estimates.js';
import { partners } from '../../db/tables/partners.js';
import type { FieldCipher } from '../../shared/field-crypto.js';
import { HttpProblem } from '../../shared/problems.js';
import type { QuoteLinks } from './quote-link.js';

export interface QuoteReadDeps {
  db: Database;
  cipher: FieldCipher;
  links: QuoteLinks;
}

const quoteNotFound = () => new HttpProblem(404, ERROR_CODES.notFound, LEAD_MESSAGES.quoteNotFound);

const site = (lead: { regionSido: string; regionSigungu: string }) =>
  `${lead.regionSido} ${lead.regionSigungu}`;

/** A quote with what its views need, or undefined; `partnerId` limits it to that partner's. */
async function loadQuote(db: Database, quoteNo: number, partnerId?: number) {
  const [row] = await db
    .select({ quote: quotes, lead: estimates, partner: partners })
    .from(quotes)
    .innerJoin(estimates, eq(estimates.estimateNo, quotes.estimateNo))
    .innerJoin(partners, eq(partners.partnerId, quotes.partnerId))
    .where(
      and(eq(quotes.quoteNo, quoteNo), partnerId === undefined ? undefined : eq(quotes.partnerId, partnerId)),
    );
  if (!row) return undefined;
  const items = await db
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteNo, quoteNo))
    .orderBy(asc(quoteItems.lineNo));
  return { ...row, items };
}
type LoadedQuote = NonNullable<Awaited<ReturnType<typeof loadQuote>>>;

/** The full name while the lead shows its contact (accepted … contracted), the masked one otherwise. */
function customerName(cipher: FieldCipher, lead: LoadedQuote['lead']): string {
  const visible = CONTACT_VISIBLE_STATUSES.includes(lead.status) && lead.customerNameEnc;
  return visible ? cipher.decrypt(lead.customerNameEnc!) : lead.customerNameMasked;
}

/** The quote as its partner sees it (the customer's view leaves some fields out). */
function toQuote({ cipher, links }: Omit<QuoteReadDeps, 'db'>, loaded: LoadedQuote): Quote {
  const { quote, lead, partner, items } = loaded;
  const expiresAt = links.expiryOf(quote.sentAt, quote.validUntil);
  return {
    quote_no: quote.quoteNo,
    lead_no: quote.estimateNo,
    version: quote.version,
    superseded_by: quote.supersededBy,
    items: items.map((item) => ({
      line_no: item.lineNo,
      trade: item.trade as (typeof QUOTE_TRADES)[number],
      name: item.name,
      material: item.material,
      quantity: item.quantity,
      unit: item.unit as (typeof QUOTE_UNITS)[number],
      labour_unit_won: item.labourUnitWon,
      material_unit_won: item.materialUnitWon,
      labour_won: item.labourWon,
      material_won: item.materialWon,
      amount_won: item.labourWon + item.materialWon,
    })),
    labour_won: quote.labourWon,
    material_won: quote.materialWon,
    supply_won: quote.supplyWon,
    vat_won: quote.vatWon,
    total_won: quote.totalWon,
    valid_until: quote.validUntil,
    payment_schedule: quote.paymentSchedule.map((s) => ({
      stage: s.stage as Quote['payment_schedule'][number]['stage'],
      percent: s.percent,
      due: s.due,
      amount_won: s.amount_won,
    })),
    notes: quote.notes,
    sent_at: quote.sentAt.toISOString(),
    opened_at: quote.openedAt?.toISOString() ?? null,
    open_count: quote.openCount,
    share_url: links.url(links.token(quote.quoteNo, expiresAt)),
    share_expires_at: expiresAt.toISOString(),
    issuer: {
      company_name: partner.partnerName,
      ceo_name: partner.ceoName,
      business_number: formatBusinessNumber(partner.bizNo),
      phone: partner.companyPhone ?? partner.phoneNo,
      address:
        formatAddress({
          postcode: partner.postcode,
          road_address: partner.roadAddress,
          address_detail: partner.addressDetail,
        }) ?? '',
    },
    customer_name: customerName(cipher, lead),
    site: site(lead),
  };
}

/** One of the partner's quotes; another partner's answers as not found. */
export async function partnerQuote(deps: QuoteReadDeps, partnerId: number, quoteNo: number): Promise<Quote> {
  const loaded = await loadQuote(deps.db, quoteNo, partnerId);
  if (!loaded) throw quoteNotFound();
  return toQuote(deps, loaded);
}

/** The quote a valid link names, as the customer sees it; `pdfUrl` is where its PDF is offered. */
export async function customerQuote(
  deps: QuoteReadDeps,
  quoteNo: number,
  pdfUrl: string,
): Promise<PublicQuote | undefined> {
  const loaded = await loadQuote(deps.db, quoteNo);
  if (!loaded) return undefined;
  const {
    superseded_by,
    opened_at: _opened,
    open_count: _count,
    share_url: _url,
    lead_no: _lead,
    ...shown
  } = toQuote(deps, loaded);
  return { ...shown, pdf_url: pdfUrl, superseded: superseded_by !== null };
}

/** The partner's quotes, newest first, optionally of one lead. */
export async function listQuotes(
  db: Database,
  partnerId: number,
  query: z.output<typeof quoteListQuerySchema>,
): Promise<QuoteList> {
  const where = and(
    eq(quotes.partnerId, partnerId),
    query.lead_no === undefined ? undefined : eq(quotes.estimateNo, query.lead_no),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        quote: quotes,
        sido: estimates.regionSido,
        sigungu: estimates.regionSigungu,
        constructionType: estimates.constructionType,
        itemCount: sql<number>`(select count(*) from ${quoteItems} i where i.quote_no = ${quotes}.quote_no)::int`,
      })
      .from(quotes)
      .innerJoin(estimates, eq(estimates.estimateNo, quotes.estimateNo))
      .where(where)
      .orderBy(desc(quotes.quoteNo))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(quotes).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
    items: rows.map(({ quote, sido, sigungu, constructionType, itemCount }) => ({
      quote_no: quote.quoteNo,
      lead_no: quote.estimateNo,
      version: quote.version,
      superseded_by: quote.supersededBy,
      site: site({ regionSido: sido, regionSigungu: sigungu }),
      construction_type: constructionType,
      total_won: quote.totalWon,
      item_count: Number(itemCount),
      sent_at: quote.sentAt.toISOString(),
      opened_at: quote.openedAt?.toISOString() ?? null,
      valid_until: quote.validUntil,
    })),
  };
}
