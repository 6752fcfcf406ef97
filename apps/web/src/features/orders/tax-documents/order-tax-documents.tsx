/**
 * A payment's tax documents on its detail page: each with its status, NTS approval number and PDF.
 * A card payment gets none (부가가치세법 §33②: the card slip is the evidence). A bank transfer not yet
 * documented may ask for a 현금영수증 (지출증빙) instead of its tax invoice.
 */
import type { OrderView } from '@partner-portal/contract/orders-api';
import {
  CASH_RECEIPT_IDENTITY,
  cashReceiptIdentity,
  TAX_DOCUMENT_KIND_LABELS,
  TAX_DOCUMENT_MESSAGES,
} from '@partner-portal/contract/tax-documents-constants';
import { Alert, Button, Input } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { Panel } from '../../../components/panel/panel';
import { failureText } from '../../../lib/http/api-error';
import { showToast } from '../../../lib/toast';
import { useOrderTaxDocuments, useRequestCashReceipt } from './api/tax-documents';
import { PdfButton, TaxStatusTag } from './tax-document-parts';
import './tax-documents.css';

export function OrderTaxDocuments({ order }: { order: OrderView }) {
  const docs = useOrderTaxDocuments(order.order_no);
  const [asking, setAsking] = useState(false);

  if (order.method === 'card') {
    return (
      <Panel title="세금계산서">
        <p className="tax-documents__note">{TAX_DOCUMENT_MESSAGES.cardNoInvoice}</p>
      </Panel>
    );
  }
  const list = docs.data ?? [];
  const documented = list.some(
    (d) => (d.kind === 'tax_invoice' || d.kind === 'cash_receipt') && d.status !== 'failed',
  );
  const mayAsk =
    (order.status === 'awaiting_deposit' || order.status === 'paid') &&
    !list.some((d) => d.kind === 'cash_receipt') &&
    !(documented && order.status === 'paid' && list.some((d) => d.status === 'issued'));

  return (
    <Panel title="세금계산서 · 현금영수증">
      {list.length === 0 ? (
        <p className="tax-documents__note">
          {order.status === 'awaiting_deposit'
            ? '입금이 확인되면 전자세금계산서가 자동으로 발행됩니다.'
            : '발행된 문서가 없습니다.'}
        </p>
      ) : (
        <ul className="order-tax__list" aria-label="세금계산서 목록">
          {list.map((doc) => (
            <li key={doc.document_id} className="order-tax__item">
              <span className="order-tax__kind">{TAX_DOCUMENT_KIND_LABELS[doc.kind]}</span>
              <TaxStatusTag status={doc.status} />
              <span className="tax-documents__approval">승인번호 {doc.approval_no ?? '-'}</span>
              <PdfButton doc={doc} />
            </li>
          ))}
        </ul>
      )}
      {mayAsk &&
        (asking ? (
          <CashReceiptForm orderNo={order.order_no} onDone={() => setAsking(false)} />
        ) : (
          <Button type="link" className="order-tax__ask" onClick={() => setAsking(true)}>
            사업자등록번호가 없나요? 현금영수증(지출증빙) 신청
          </Button>
        ))}
    </Panel>
  );
}

function CashReceiptForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestCashReceipt(orderNo);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!CASH_RECEIPT_IDENTITY.test(cashReceiptIdentity(value))) {
      setError(TAX_DOCUMENT_MESSAGES.badIdentity);
      return;
    }
    request.mutate(
      { identity_no: value },
      {
        onSuccess: () => {
          showToast('success', '현금영수증을 신청했습니다.');
          onDone();
        },
        onError: (failure) => setError(failureText(failure, '현금영수증을 신청하지 못했습니다.')),
      },
    );
  }

  return (
    <form className="order-tax__form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-identity`} className="order-tax__kind">
        휴대폰 번호 또는 사업자등록번호
      </label>
      <Input
        id={`${id}-identity`}
        inputMode="numeric"
        autoComplete="tel"
        value={value}
        status={error ? 'error' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
      <Button type="primary" htmlType="submit" loading={request.isPending}>
        신청
      </Button>
      <Button onClick={onDone}>취소</Button>
      {error && <Alert id={`${id}-error`} type="error" showIcon title={error} />}
    </form>
  );
}
