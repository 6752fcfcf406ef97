/**
 * `/staff/inspections`: service inspections (예정, 진행 중, 종료, 취소), scheduling one in Korean time
 * with its message, image, whether partners may read meanwhile and when the announcement starts;
 * ending a running one now or calling off a scheduled one, each read back before it is done.
 */
import {
  INSPECTION_STATE_LABELS,
  type InspectionState,
  type StaffInspectionRow,
} from '@partner-portal/contract/inspection-api';
import { Alert, Button, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { DeskTable } from '../../app/desk-table';
import { DoneNotice } from '../../shared/feedback';
import { failureText } from '../../../lib/http/api-error';
import { useCloseInspection, useInspections } from './api/inspection-queries';
import { seoulText } from './inspection-form';
import './inspections.css';

const InspectionFormDialog = lazy(() =>
  import('./inspection-form-dialog').then((m) => ({ default: m.InspectionFormDialog })),
);

const STATE_COLORS: Record<InspectionState, string> = {
  scheduled: 'blue',
  running: 'red',
  ended: 'default',
  cancelled: 'default',
};

/** `2026-12-04 02:00 ~ 04:00` (the end's date only when it differs). */
export function windowText(row: Pick<StaffInspectionRow, 'start_at' | 'end_at'>): string {
  const start = seoulText(row.start_at);
  const end = seoulText(row.end_at);
  return `${start} ~ ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

type Closing = { row: StaffInspectionRow; action: 'end' | 'cancel' };

function CloseDialog({
  closing,
  onClose,
  onDone,
}: {
  closing: Closing;
  onClose(): void;
  onDone(text: string): void;
}) {
  const close = useCloseInspection();
  const { row, action } = closing;
  const what = `점검 #${row.id} (${windowText(row)}, 한국 시간)`;
  return (
    <Modal
      open
      title={action === 'end' ? '점검을 지금 종료할까요?' : '점검을 취소할까요?'}
      okText={action === 'end' ? '지금 종료' : '점검 취소'}
      okButtonProps={{ danger: true, loading: close.isPending }}
      cancelText="돌아가기"
      onCancel={onClose}
      onOk={() =>
        close.mutate(
          { id: row.id, action },
          {
            onSuccess: () => {
              onDone(action === 'end' ? `${what}을 종료했습니다.` : `${what}을 취소했습니다.`);
              onClose();
            },
          },
        )
      }
    >
      <p>
        {action === 'end'
          ? `진행 중인 ${what}을 지금 종료합니다. 파트너는 바로 저장·결제·등록을 다시 할 수 있고, 점검 화면에 있던 파트너는 원래 화면으로 돌아갑니다.`
          : `예정된 ${what}을 취소합니다. 파트너에게 보이던 점검 예고 팝업도 내려갑니다.`}
      </p>
      <p className="inspection-desk__quote">“{row.message}”</p>
      {close.isError && <Alert type="error" showIcon title={failureText(close.error)} />}
    </Modal>
  );
}

export function InspectionsPage() {
  const list = useInspections();
  const [editing, setEditing] = useState<StaffInspectionRow | 'new' | null>(null);
  const [closing, setClosing] = useState<Closing | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<StaffInspectionRow> = [
    { title: '번호', dataIndex: 'id', width: 70 },
    {
      title: '상태',
      dataIndex: 'state',
      width: 90,
      render: (state: InspectionState) => (
        <Tag color={STATE_COLORS[state]}>{INSPECTION_STATE_LABELS[state]}</Tag>
      ),
    },
    { title: '점검 시간 (한국 시간)', key: 'window', render: (_, row) => windowText(row) },
    { title: '예고 시작', dataIndex: 'announce_from', render: (iso: string) => seoulText(iso) },
    { title: '안내 문구', dataIndex: 'message', ellipsis: true },
    {
      title: '점검 중 조회',
      dataIndex: 'allow_reads',
      width: 110,
      render: (allowed: boolean) => (allowed ? '허용' : '막음'),
    },
    {
      title: '담당',
      key: 'who',
      render: (_, row) => (row.closed_by ? `${row.created_by} → ${row.closed_by}` : row.created_by),
    },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) =>
        row.state === 'scheduled' || row.state === 'running' ? (
          <Space wrap>
            <Button size="small" onClick={() => setEditing(row)}>
              수정
            </Button>
            {row.state === 'running' ? (
              <Button size="small" danger onClick={() => setClosing({ row, action: 'end' })}>
                지금 종료
              </Button>
            ) : (
              <Button size="small" danger onClick={() => setClosing({ row, action: 'cancel' })}>
                취소
              </Button>
            )}
          </Space>
        ) : null,
    },
  ];

  return (
    <>
      <h1>서비스 점검</h1>
      <p>
        점검 중에는 파트너의 저장·결제·등록이 멈추고(조회는 선택), 파트너 화면은 점검 안내로 바뀝니다. 예고
        시작부터는 로그인한 파트너에게 점검 예고 팝업이 보입니다. 직원 콘솔은 점검 중에도 그대로 쓸 수
        있습니다.
      </p>
      <Button type="primary" className="inspection-desk__action" onClick={() => setEditing('new')}>
        점검 예약
      </Button>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<StaffInspectionRow>
        query={list}
        rowKey="id"
        columns={columns}
        emptyText="예약된 점검이 없습니다."
      />
      <Suspense fallback={null}>
        {editing && (
          <InspectionFormDialog
            row={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onDone={setDone}
          />
        )}
      </Suspense>
      {closing && <CloseDialog closing={closing} onClose={() => setClosing(null)} onDone={setDone} />}
    </>
  );
}
