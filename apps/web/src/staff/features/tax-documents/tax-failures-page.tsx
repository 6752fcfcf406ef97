/**
 * `/staff/tax-documents`: tax documents the provider refused or never answered for (a wrong or closed
 * business number, a field it rejected), with the error it gave and a re-issue once the cause is
 * fixed (the partner's MyPage business information is read again). Each re-issue is audited.
 */
import { formatWon } from '@partner-portal/contract/money';
import type { StaffTaxFailure } from '@partner-portal/contract/tax-documents-api';
import {
  STAFF_TAX_DOCUMENT_PATHS,
  TAX_DOCUMENT_KIND_LABELS,
} from '@partner-portal/contract/tax-documents-constants';
import { useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { DeskTable } from '../../app/desk-table';
import { staffApi } from '../../app/staff-api';
import { DoneNotice } from '../../shared/feedback';
import { staffKeys } from '../../shared/staff-keys';
import { useStaffWrite } from '../../shared/use-staff-write';

const taxKeys = staffKeys('tax-documents');

export function TaxFailuresPage() {
  const failures = useQuery({
    queryKey: taxKeys.list('failed'),
    queryFn: ({ signal }) => staffApi.get<StaffTaxFailure[]>(STAFF_TAX_DOCUMENT_PATHS.failures, { signal }),
  });
  const reissue = useStaffWrite(
    (documentId: number) =>
      staffApi.post<null>(STAFF_TAX_DOCUMENT_PATHS.reissue.replace(':documentId', String(documentId)), {
        showErrors: false,
      }),
    taxKeys.all,
  );
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<StaffTaxFailure> = [
    { title: '파트너', dataIndex: 'partner_name' },
    {
      title: '주문번호',
      dataIndex: 'order_no',
      render: (orderNo: string) => <Link to={consolePath(CONSOLE_PATHS.order, orderNo)}>{orderNo}</Link>,
    },
    {
      title: '종류',
      dataIndex: 'kind',
      className: 'console__nowrap',
      render: (kind: StaffTaxFailure['kind']) => TAX_DOCUMENT_KIND_LABELS[kind],
    },
    {
      title: '금액',
      dataIndex: 'total_won',
      align: 'right',
      className: 'console__nowrap',
      render: (won: number) => formatWon(won),
    },
    { title: '등록번호', dataIndex: 'recipient_number' },
    { title: '시도', dataIndex: 'attempts', align: 'right', className: 'console__nowrap' },
    { title: '오류', dataIndex: 'last_error' },
    { title: '대기 시작', dataIndex: 'created_at', render: (iso: string) => formatDateTime(iso) },
    {
      title: '작업',
      key: 'actions',
      render: (_, doc) => (
        <Button
          size="small"
          type="primary"
          loading={reissue.isPending && reissue.variables === doc.document_id}
          onClick={() =>
            reissue.mutate(doc.document_id, {
              onSuccess: () => setDone(`${doc.document_key} 재발행을 요청했습니다.`),
              onError: (error) => setDone(failureText(error, '재발행을 요청하지 못했습니다.')),
            })
          }
        >
          재발행
        </Button>
      ),
    },
  ];

  return (
    <>
      <h1>세금계산서 발행 실패</h1>
      <p>
        발행사가 거절했거나 응답하지 않은 전자세금계산서·현금영수증입니다. 사업자 정보가 원인이면 파트너에게
        내 정보 수정을 안내한 뒤 재발행하세요. 응답이 없던 문서는 매분 자동으로 다시 확인합니다.
      </p>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<StaffTaxFailure>
        query={failures}
        rowKey="document_id"
        columns={columns}
        emptyText="발행에 실패한 문서가 없습니다."
      />
    </>
  );
}
