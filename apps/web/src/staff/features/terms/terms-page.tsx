/**
 * `/staff/terms`: every terms version (시행 예정, 현재 시행, 이전 버전, 취소), scheduling a new one
 * ahead, and calling off a scheduled one before its date, read back before it is done.
 */
import {
  TERMS_VERSION_STATE_LABELS,
  type StaffTermsVersion,
  type TermsVersionState,
} from '@partner-portal/contract/terms-api';
import { Alert, Button, Modal, Tag, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DeskTable } from '../../app/desk-table';
import { DoneNotice } from '../../shared/feedback';
import { failureText } from '../../../lib/http/api-error';
import { useCancelTerms, useTermsVersions } from './api/terms-queries';
import './terms-desk.css';

const TermsScheduleDialog = lazy(() =>
  import('./terms-schedule-dialog').then((m) => ({ default: m.TermsScheduleDialog })),
);

const STATE_COLORS: Record<TermsVersionState, string> = {
  scheduled: 'blue',
  current: 'green',
  previous: 'default',
  cancelled: 'default',
};

function CancelDialog({
  row,
  onClose,
  onDone,
}: {
  row: StaffTermsVersion;
  onClose(): void;
  onDone(text: string): void;
}) {
  const cancel = useCancelTerms();
  const what = `${row.title} 버전 ${row.version} (${row.effective_date} 시행 예정)`;
  return (
    <Modal
      open
      title="약관 변경 예약을 취소할까요?"
      okText="예약 취소"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText="돌아가기"
      onCancel={onClose}
      onOk={() =>
        cancel.mutate(row.document_no, {
          onSuccess: () => {
            onDone(`${what} 예약을 취소했습니다.`);
            onClose();
          },
        })
      }
    >
      <p>
        {what}의 예약을 취소합니다. 파트너센터의 변경 안내 배너에서 내려가고, 현재 버전이 계속 적용됩니다.
        이미 보낸 알림은 되돌릴 수 없으니 필요하면 공지사항으로 알려주세요.
      </p>
      {cancel.isError && <Alert type="error" showIcon title={failureText(cancel.error)} />}
    </Modal>
  );
}

export function TermsPage() {
  const list = useTermsVersions();
  const [scheduling, setScheduling] = useState(false);
  const [cancelling, setCancelling] = useState<StaffTermsVersion | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<StaffTermsVersion> = [
    {
      title: '상태',
      dataIndex: 'state',
      width: 100,
      render: (state: TermsVersionState) => (
        <Tag color={STATE_COLORS[state]}>{TERMS_VERSION_STATE_LABELS[state]}</Tag>
      ),
    },
    { title: '약관', dataIndex: 'title' },
    { title: '버전', dataIndex: 'version', width: 70 },
    { title: '시행일', dataIndex: 'effective_date', width: 110 },
    {
      title: '변경 내용',
      key: 'summary',
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.disadvantageous && <Tag color="red">불리한 변경</Tag>}
          {row.change_summary ?? ''}
        </>
      ),
    },
    {
      title: '담당',
      key: 'who',
      render: (_, row) =>
        row.cancelled_by ? `${row.scheduled_by} → ${row.cancelled_by}` : (row.scheduled_by ?? '배포'),
    },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) =>
        row.state === 'scheduled' ? (
          <Button size="small" danger onClick={() => setCancelling(row)}>
            예약 취소
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <h1>약관 관리</h1>
      <p>
        새 약관 버전은 시행일 7일 전까지(유료 서비스 약관을 파트너에게 불리하게 바꾸면 30일 전까지)
        예약합니다. 예약하면 모든 파트너에게 알림이 가고, 시행일까지 파트너센터에 변경 안내 배너가 보입니다.
        시행일 0시(한국 시간)부터 새 버전에 동의해야 파트너센터를 계속 이용할 수 있습니다.
      </p>
      <Button
        type="primary"
        className="terms-desk__action"
        disabled={!list.data}
        onClick={() => setScheduling(true)}
      >
        약관 변경 예약
      </Button>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<StaffTermsVersion>
        query={list}
        rowKey="document_no"
        columns={columns}
        emptyText="약관이 없습니다."
      />
      <Suspense fallback={null}>
        {scheduling && list.data && (
          <TermsScheduleDialog versions={list.data} onClose={() => setScheduling(false)} onDone={setDone} />
        )}
      </Suspense>
      {cancelling && <CancelDialog row={cancelling} onClose={() => setCancelling(null)} onDone={setDone} />}
    </>
  );
}
