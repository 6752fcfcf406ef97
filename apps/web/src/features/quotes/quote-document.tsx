/**
 * A sent quote as the customer sees it: who quotes, for whom and where, the items by 공정 with
 * labour and material apart, the totals with VAT, the payment schedule, notes and validity. Plain
 * HTML and CSS (the customer's page loads no antd), laid out for a phone first and printable.
 */
import { groupDigits, formatWon } from '@partner-portal/contract/money';
import type { Quote } from '@partner-portal/contract/quotes-api';
import type { ReactNode } from 'react';
import { formatDate, formatKoreanDate } from '../../lib/format';
import { groupByTrade } from './quote-draft';
import { QuoteTotalsList } from './quote-totals';

export type QuoteView = Pick<
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

const ITEM_COLUMNS = ['품명', '자재', '수량', '노무비 단가', '자재비 단가', '금액'] as const;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="quote-doc__fact">
      <dt>{term}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

export function QuoteDocument({ quote }: { quote: QuoteView }) {
  const { issuer } = quote;
  return (
    <article className="quote-doc" aria-labelledby="quote-doc-title">
      <header className="quote-doc__head">
        <h2 id="quote-doc-title" className="quote-doc__title">
          견적서
        </h2>
        <p className="quote-doc__meta">
          견적 번호 {quote.quote_no} · {quote.version}차 견적 · 발행일 {formatDate(quote.sent_at)}
        </p>
        <p className="quote-doc__amount">
          <span>견적 금액 (부가세 포함)</span>
          <strong>{formatWon(quote.total_won)}</strong>
        </p>
        <p className="quote-doc__valid">{formatKoreanDate(quote.valid_until)}까지 유효한 견적입니다.</p>
      </header>

      <div className="quote-doc__parties">
        <section aria-labelledby="quote-doc-customer">
          <h3 id="quote-doc-customer">고객</h3>
          <dl>
            <Fact term="고객명">{quote.customer_name && `${quote.customer_name} 고객님`}</Fact>
            <Fact term="시공 현장">{quote.site}</Fact>
          </dl>
        </section>
        <section aria-labelledby="quote-doc-issuer">
          <h3 id="quote-doc-issuer">공급자</h3>
          <dl>
            <Fact term="상호">{issuer.company_name}</Fact>
            <Fact term="대표자">{issuer.ceo_name}</Fact>
            <Fact term="사업자등록번호">{issuer.business_number}</Fact>
            <Fact term="연락처">{issuer.phone}</Fact>
            <Fact term="주소">{issuer.address}</Fact>
          </dl>
        </section>
      </div>

      <section aria-labelledby="quote-doc-items">
        <h3 id="quote-doc-items">공정별 내역</h3>
        {groupByTrade(quote.items).map(({ trade, rows }) => (
          <table key={trade} className="quote-doc__items">
            <caption>
              <span>{trade}</span>
              <span>소계 {formatWon(rows.reduce((sum, row) => sum + row.amount_won, 0))}</span>
            </caption>
            <thead>
              <tr>
                {ITEM_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.line_no}>
                  <th scope="row" data-label="품명">
                    {item.name}
                  </th>
                  <td data-label="자재">{item.material || '—'}</td>
                  <td data-label="수량" className="quote-doc__num">
                    {groupDigits(item.quantity)} {item.unit}
                  </td>
                  <td data-label="노무비 단가" className="quote-doc__num">
                    {formatWon(item.labour_unit_won)}
                  </td>
                  <td data-label="자재비 단가" className="quote-doc__num">
                    {formatWon(item.material_unit_won)}
                  </td>
                  <td data-label="금액" className="quote-doc__num quote-doc__line-amount">
                    {formatWon(item.amount_won)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>

      <section aria-labelledby="quote-doc-totals" className="quote-doc__totals">
        <h3 id="quote-doc-totals">합계</h3>
        <QuoteTotalsList totals={quote} label="견적 합계" />
      </section>

      <section aria-labelledby="quote-doc-schedule">
        <h3 id="quote-doc-schedule">결제 조건</h3>
        <table className="quote-doc__schedule">
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">비율</th>
              <th scope="col">지급 시점</th>
              <th scope="col">금액</th>
            </tr>
          </thead>
          <tbody>
            {quote.payment_schedule.map((stage) => (
              <tr key={stage.stage}>
                <th scope="row">{stage.stage}</th>
                <td>{stage.percent}%</td>
                <td>{stage.due || '—'}</td>
                <td className="quote-doc__num">{formatWon(stage.amount_won)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {quote.notes && (
        <section aria-labelledby="quote-doc-notes">
          <h3 id="quote-doc-notes">비고</h3>
          <p className="quote-doc__notes">{quote.notes}</p>
        </section>
      )}
    </article>
  );
}
