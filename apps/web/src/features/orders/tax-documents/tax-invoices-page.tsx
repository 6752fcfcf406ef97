/**
 * `/taxInvoices` 세금계산서 관리: the partner's 전자세금계산서, 수정세금계산서 and 현금영수증 by month
 * (작성일자), each with its status, NTS approval number and PDF, and the month as CSV or ZIP.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { formatWon } from '@partner-portal/contract/money';
import { seoulDate } from '@partner-portal/contract/seoul-time';
import type { TaxDocument } from '@partner-portal/contract/tax-documents-api';
import { TAX_DOCUMENT_KIND_LABELS } from '@partner-portal/contract/tax-documents-constants';
import { Button, Empty, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { Panel } from '../../../components/panel/panel';
import { RetryAlert } from '../../../components/retry-alert';
import { PATHS } from '@partner-portal/contract/routes';
import { downloadMonth, useMonthTaxDocuments } from './api/tax-documents';
import { PdfButton, TaxStatusTag, useDownload } from './tax-document-parts';
import './tax-documents.css';

const detailPath = (orderNo: string) =>
  PATHS.paymentHistoryDetail.replace(':orderNo', encodeURIComponent(orderNo));

export function TaxInvoicesPage() {
  const id = useId();
  const [month, setMonth] = useState(() => seoulDate(new Date()).slice(0, 7));
  const docs = useMonthTaxDocuments(month);
  const { busy, run } = useDownload();
  const rows = docs.data ?? [];

  return (
    <div className="tax-documents">
      <h1 className="payment__title">세금계산서 관리</h1>
      <Panel className="tax-documents__filters" size="small">
        <label className="tax-documents__month" htmlFor={`${id}-month`}>
          작성 월
        </label>
        <input
          id={`${id}-month`}
          className="tax-documents__month-input"
          type="month"
          value={month}
          max={seoulDate(new Date()).slice(0, 7)}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
        <div className="tax-documents__downloads">
          <Button
            icon={<DownloadOutlined aria-hidden="true" />}
            loading={busy === 'csv'}
            disabled={rows.length === 0}
            onClick={() => void run('csv', () => downloadMonth(month, 'csv'))}
          >
            CSV
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden="true" />}
            loading={busy === 'zip'}
            disabled={rows.length === 0}
            onClick={() => void run('zip', () => downloadMonth(month, 'zip'))}
          >
            ZIP (PDF 포함)
          </Button>
        </div>
      </Panel>
      <p className="tax-documents__note">
        무통장입금 결제는 입금 확인 후 전자세금계산서가 자동 발행되어 등록된 세금계산서 이메일로 발송됩니다.
        카드 결제는 카드 매출전표가 증빙이 되어 세금계산서를 발행하지 않습니다.
      </p>
      {docs.isError ? (
        <RetryAlert message="세금계산서를 불러오지 못했습니다." onRetry={() => void docs.refetch()} />
      ) : (
        <Panel>
          <DataTable<TaxDocument>
            rowKey={(row) => String(row.document_id)}
            rows={rows}
            refreshing={docs.isFetching && !!docs.data}
            scrollLabel="세금계산서 목록"
            empty={
              !docs.data ? (
                <Skeleton active title={false} paragraph={{ rows: 4 }} />
              ) : (
                <Empty description={`${month.replace('-', '년 ')}월에 작성된 세금계산서가 없습니다.`} />
              )
            }
            columns={[
              { key: 'date', title: '작성일자', render: (row) => row.write_date },
              { key: 'kind', title: '종류', render: (row) => TAX_DOCUMENT_KIND_LABELS[row.kind] },
              {
                key: 'order',
                title: '주문번호',
                from: 'md',
                render: (row) => <Link to={detailPath(row.order_no)}>{row.order_no}</Link>,
              },
              { key: 'goods', title: '품목', from: 'lg', render: (row) => row.goods_name },
              {
                key: 'total',
                title: '합계',
                align: 'right',
                from: 'sm',
                render: (row) => formatWon(row.total_won),
              },
              { key: 'status', title: '상태', render: (row) => <TaxStatusTag status={row.status} /> },
              {
                key: 'approval',
                title: '국세청 승인번호',
                from: 'md',
                render: (row) => <span className="tax-documents__approval">{row.approval_no ?? '-'}</span>,
              },
              { key: 'pdf', title: '다운로드', render: (row) => <PdfButton doc={row} /> },
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
