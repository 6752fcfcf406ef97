/**
 * `/staff/consultations` and `/staff/inquiries`: one desk page for both (`requestDeskPage(desk)`).
 * Open requests first, oldest first; a late one (past its due day, 3 working days after arrival) is
 * tinted and tagged. Staff take a request, move it 신규 → 처리중 → 완료, note it, or release it.
 */
import type { DeskRequestChange, DeskRequestRow } from '@partner-portal/contract/request-desks-api';
import {
  DESK_REQUEST_MOVES,
  DESK_REQUEST_STATUS_LABELS,
  DESK_REQUEST_STATUSES,
  REQUEST_DESK_LABELS,
  type DeskRequestStatus,
  type RequestDesk,
} from '@partner-portal/contract/request-desks-constants';
import { Alert, Button, Input, Modal, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { useStaffMe } from '../../app/staff-me';
import { DoneNotice } from '../../shared/feedback';
import { FilterSelect } from '../../shared/filter-select';
import { PagedTable } from '../../shared/paged-table';
import { useSearchState } from '../../shared/use-search-state';
import { useChangeDeskRequest, useDeskList } from './request-desk-queries';
import './request-desk.css';

const STATUS_COLORS: Record<DeskRequestStatus, string> = {
  new: 'blue',
  in_progress: 'gold',
  done: 'default',
};
const MOVE_LABELS: Record<DeskRequestStatus, string> = {
  new: '신규로',
  in_progress: '처리중으로',
  done: '완료',
};

function NoteDialog({
  row,
  onSave,
  onClose,
  saving,
}: {
  row: DeskRequestRow;
  onSave(note: string): void;
  onClose(): void;
  saving: boolean;
}) {
  const [note, setNote] = useState(row.note);
  return (
    <Modal
      open
      title={`메모: ${row.title}`}
      okText="저장"
      cancelText="취소"
      okButtonProps={{ loading: saving }}
      onCancel={onClose}
      onOk={() => onSave(note.trim())}
    >
      <label htmlFor="desk-note">메모 (직원만 봅니다)</label>
      <Input.TextArea
        id="desk-note"
        rows={4}
        maxLength={1000}
        showCount
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </Modal>
  );
}

function RequestDeskPage({ desk }: { desk: RequestDesk }) {
  const label = REQUEST_DESK_LABELS[desk];
  const { values, page, size, update } = useSearchState(['status'] as const);
  const status = (DESK_REQUEST_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as DeskRequestStatus)
    : '';
  const list = useDeskList(desk, { status, page, size });
  const me = useStaffMe().data?.member_no;
  const change = useChangeDeskRequest(desk);
  const [noting, setNoting] = useState<DeskRequestRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const act = (row: DeskRequestRow, what: DeskRequestChange, text: string) =>
    change.mutate(
      { requestId: row.request_id, change: what },
      {
        onSuccess: () => {
          setDone(`${row.title}: ${text}`);
          setNoting(null);
        },
      },
    );

  const actions = (row: DeskRequestRow) => {
    const mine = row.assignee !== null && row.assignee.member_no === me;
    if (row.assignee && !mine) return <span className="request-desk__held">{row.assignee.name} 처리 중</span>;
    return (
      <Space size={4} wrap>
        {!row.assignee && row.status !== 'done' && (
          <Button size="small" type="primary" onClick={() => act(row, { action: 'take' }, '맡았습니다.')}>
            맡기
          </Button>
        )}
        {DESK_REQUEST_MOVES[row.status]
          .filter((next) => next !== 'new' && (mine || next === 'in_progress') && row.status !== 'new')
          .map((next) => (
            <Button
              key={next}
              size="small"
              onClick={() =>
                act(
                  row,
                  { action: 'status', status: next },
                  `${DESK_REQUEST_STATUS_LABELS[next]}(으)로 바꿨습니다.`,
                )
              }
            >
              {row.status === 'done' ? '다시 처리' : MOVE_LABELS[next]}
            </Button>
          ))}
        {mine && (
          <Button size="small" onClick={() => act(row, { action: 'release' }, '놓았습니다.')}>
            놓기
          </Button>
        )}
        <Button size="small" onClick={() => setNoting(row)}>
          메모
        </Button>
      </Space>
    );
  };

  const columns: TableColumnsType<DeskRequestRow> = [
    { title: '접수일시', dataIndex: 'received_at', width: 170, render: formatDateTime },
    {
      title: desk === 'consultations' ? '파트너' : '회사',
      width: 160,
      dataIndex: 'title',
      render: (title: string, row) =>
        row.partner_id ? <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{title}</Link> : title,
    },
    { title: '내용', dataIndex: 'detail', width: 260 },
    {
      title: '상태',
      dataIndex: 'status',
      width: 90,
      render: (s: DeskRequestStatus) => <Tag color={STATUS_COLORS[s]}>{DESK_REQUEST_STATUS_LABELS[s]}</Tag>,
    },
    {
      title: '기한',
      dataIndex: 'due_on',
      width: 150,
      render: (due: string, row) => (
        <>
          {due.replaceAll('-', '.')}
          {row.overdue && (
            <Tag color="red" className="request-desk__late">
              기한 지남
            </Tag>
          )}
        </>
      ),
    },
    { title: '담당', key: 'assignee', width: 110, render: (_, row) => row.assignee?.name ?? '—' },
    { title: '메모', dataIndex: 'note', width: 160, render: (note: string) => note || '—' },
    { title: '처리', key: 'actions', width: 220, render: (_, row) => actions(row) },
  ];

  const overdue = list.data?.overdue ?? 0;
  return (
    <>
      <h1>{label}</h1>
      <div className="console__toolbar">
        <FilterSelect
          label="상태"
          placeholder="모든 상태"
          value={status}
          onChange={(next) => update({ status: next })}
          options={DESK_REQUEST_STATUSES.map((s) => ({ value: s, label: DESK_REQUEST_STATUS_LABELS[s] }))}
        />
        <span>접수 후 3영업일 안에 처리합니다.</span>
      </div>
      {overdue > 0 && (
        <Alert
          type="warning"
          showIcon
          className="console__notice"
          title={`기한이 지난 요청이 ${overdue}건 있습니다.`}
        />
      )}
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      {change.isError && (
        <Alert type="error" showIcon className="console__notice" title={failureText(change.error)} />
      )}
      <PagedTable<DeskRequestRow>
        caption={`${label} 목록`}
        query={list}
        rowKey="request_id"
        columns={columns}
        rowClassName={(row) => (row.overdue ? 'request-desk__row--late' : '')}
        emptyText={
          status ? `${DESK_REQUEST_STATUS_LABELS[status]} 요청이 없습니다.` : `접수된 ${label}이 없습니다.`
        }
        page={page}
        size={size}
        onPage={(next, nextSize) => update({ page: next, size: nextSize })}
      />
      {noting && (
        <NoteDialog
          row={noting}
          saving={change.isPending}
          onClose={() => setNoting(null)}
          onSave={(note) => act(noting, { action: 'note', note }, '메모를 저장했습니다.')}
        />
      )}
    </>
  );
}

/** The page of one desk: both desks are this one component. */
export const requestDeskPage = (desk: RequestDesk) =>
  function DeskPage() {
    return <RequestDeskPage desk={desk} />;
  };

export const ConsultationsPage = requestDeskPage('consultations');
export const InquiriesPage = requestDeskPage('inquiries');
