/**
 * A receipt of one payment, printable: supplier, buyer, items, supply, VAT and total to the won,
 * the card and approval number. Printing shows only the receipt (orders.css, @media print).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { OPERATOR } from '@partner-portal/contract/constants';
import type { OrderView } from '@partner-portal/contract/orders-api';
import { TAX_DOCUMENT_MESSAGES } from '@partner-portal/contract/tax-documents-constants';
import { Button, Modal } from 'antd';
import { ExternalLink } from '../../components/external-link';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { formatDateTime } from '../../lib/format';
import { AmountSummary, METHOD_LABELS, PriceLines, quotaLabel } from './order-parts';

interface Props {
  order: OrderView;
  open: boolean;
  onClose: () => void;
}

export function ReceiptDialog({ order, open, onClose }: Props) {
  const { data: partner } = useMyPartner();
  return (
    <Modal
      open={open}
      title="영수증"
      onCancel={onClose}
      width={720}
      rootClassName="receipt-modal"
      footer={
        <>
          <Button onClick={onClose}>닫기</Button>
          <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
            인쇄
          </Button>
        </>
      }
    >
      <article className="receipt" aria-label="영수증">
        <header className="receipt__header">
          <p className="receipt__kind">{order.status === 'refunded' ? '결제 취소 영수증' : '결제 영수증'}</p>
          <p className="receipt__order">주문번호 {order.order_no}</p>
        </header>
        <div className="receipt__parties">
          <section>
            <h3>공급자</h3>
            <p>{OPERATOR.name}</p>
            <p>대표 {OPERATOR.ceo}</p>
            <p>사업자등록번호 {OPERATOR.businessNumber}</p>
            <p>{OPERATOR.address}</p>
          </section>
          <section>
            <h3>공급받는 자</h3>
            <p>{partner?.partner_name}</p>
            <p>대표 {partner?.ceo_name}</p>
            <p>사업자등록번호 {partner?.biz_no}</p>
          </section>
        </div>
        <PriceLines lines={order.lines} />
        <AmountSummary totals={order} />
        <dl className="receipt__payment">
          <dt>결제 수단</dt>
          <dd>{METHOD_LABELS[order.method]}</dd>
          {order.card && (
            <>
              <dt>카드</dt>
              <dd>
                {order.card.card_name} {order.card.card_num} ({quotaLabel(order.quota)})
              </dd>
              <dt>승인번호</dt>
              <dd>{order.card.approve_no}</dd>
            </>
          )}
          {order.paid_at && (
            <>
              <dt>결제일시</dt>
              <dd>{formatDateTime(order.paid_at)}</dd>
            </>
          )}
          {order.cancelled_at && (
            <>
              <dt>취소일시</dt>
              <dd>{formatDateTime(order.cancelled_at)}</dd>
            </>
          )}
        </dl>
        {order.method === 'card' ? (
          <p className="receipt__note">
            {TAX_DOCUMENT_MESSAGES.cardNoInvoice}
            {order.receipt_url && (
              <>
                {' '}
                <ExternalLink href={order.receipt_url} title="카드 매출전표">
                  카드 매출전표 보기
                </ExternalLink>
              </>
            )}
          </p>
        ) : (
          <p className="receipt__note">
            이 영수증은 결제 확인용이며, 전자세금계산서는 입금 확인 후 등록된 세금계산서 이메일로 발행됩니다.
          </p>
        )}
      </article>
    </Modal>
  );
}
