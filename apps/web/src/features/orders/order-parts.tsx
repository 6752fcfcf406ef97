/** Pieces every payment screen shows alike: the status tag, the method, the lines and the amounts. */
import { formatWon } from '@partner-portal/contract/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@partner-portal/contract/orders-constants';
import type { LinePeriod, PaymentMethod, PriceLine } from '@partner-portal/contract/orders-api';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import { Tag } from 'antd';
import { DataTable } from '../../components/data-table/data-table';
import { formatDate, formatMonths } from '../../lib/format';

const STATUS_COLORS: Record<OrderStatus, string | undefined> = {
  created: undefined,
  pending: 'processing',
  paid: 'success',
  failed: 'error',
  unknown: 'warning',
  awaiting_deposit: 'gold',
  cancelled: undefined,
  refunded: 'purple',
  expired: undefined,
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_LABELS[status]}</Tag>;
}

export const METHOD_LABELS: Record<PaymentMethod, string> = { card: '신용카드', bank_transfer: '무통장입금' };

export const quotaLabel = (quota: number) => (quota > 0 ? `${quota}개월 할부` : '일시불');

/** Opens the card companies' interest-free events in a small window (a plain link without script). */
export function InstallmentFreeLink() {
  return (
    <a
      className="checkout__link"
      href={PATHS.installmentFreePopup}
      target="installmentFree"
      onClick={(event) => {
        if (window.open(PATHS.installmentFreePopup, 'installmentFree', 'width=600,height=760,scrollbars=yes'))
          event.preventDefault();
      }}
    >
      카드사 무이자 할부 안내
    </a>
  );
}

/** A line as a screen has it: before payment with its planned period, after with the period it runs. */
type ShownLine = PriceLine & {
  period?: LinePeriod;
  period_start?: string | null;
  period_end?: string | null;
};

const dates = (start: string, end: string) => `${formatDate(start)} ~ ${formatDate(end)}`;

/** The days a line runs: before payment the period held today, the new one and the plan it replaces. */
function LinePeriodNote({ line }: { line: ShownLine }) {
  if (line.period) {
    const { held, replaces } = line.period;
    return (
      <dl className="price-lines__periods">
        {held && (
          <>
            <dt>이용 중인 기간</dt>
            <dd>{dates(held.start, held.end)}</dd>
          </>
        )}
        <dt>새 이용 기간</dt>
        <dd>{dates(line.period.start, line.period.end)}</dd>
        {replaces && (
          <dd className="price-lines__replaces">
            현재 플랜을 대체합니다 ({replaces.name} {formatDate(replaces.end)}까지 이용)
          </dd>
        )}
      </dl>
    );
  }
  if (!line.period_start || !line.period_end) return null;
  return (
    <dl className="price-lines__periods">
      <dt>이용 기간</dt>
      <dd>{dates(line.period_start, line.period_end)}</dd>
    </dl>
  );
}

export function PriceLines({ lines }: { lines: ShownLine[] }) {
  return (
    <DataTable<ShownLine>
      className="price-lines"
      size="small"
      rowKey={(line, index) => `${line.product_key}-${index}`}
      rows={lines}
      columns={[
        {
          key: 'name',
          title: '상품',
          render: (line) => (
            <>
              <span className="price-lines__name">{line.name}</span>
              {line.region && (
                <span className="price-lines__region">
                  {regionLabel(line.region.sido, line.region.sigungu)}
                </span>
              )}
              <LinePeriodNote line={line} />
            </>
          ),
        },
        { key: 'period', title: '기간', render: (line) => formatMonths(line.period_months) },
        // On a phone the line shows its total only; supply and VAT follow in the amount summary.
        {
          key: 'supply',
          title: '공급가',
          align: 'right',
          from: 'sm',
          render: (line) => formatWon(line.supply_won),
        },
        {
          key: 'vat',
          title: '부가세',
          align: 'right',
          from: 'sm',
          render: (line) => formatWon(line.vat_won),
        },
        { key: 'total', title: '합계', align: 'right', render: (line) => formatWon(line.total_won) },
      ]}
    />
  );
}

interface Totals {
  supply_won: number;
  vat_won: number;
  total_won: number;
  refunded_won?: number;
}

export function AmountSummary({ totals }: { totals: Totals }) {
  return (
    <dl className="amount-summary">
      <dt>공급가액</dt>
      <dd>{formatWon(totals.supply_won)}</dd>
      <dt>부가세</dt>
      <dd>{formatWon(totals.vat_won)}</dd>
      <dt className="amount-summary__total">합계</dt>
      <dd className="amount-summary__total">{formatWon(totals.total_won)}</dd>
      {!!totals.refunded_won && (
        <>
          <dt>환불 금액</dt>
          <dd className="amount-summary__refund">-{formatWon(totals.refunded_won)}</dd>
        </>
      )}
    </dl>
  );
}
