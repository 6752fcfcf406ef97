/**
 * `/staff/popups`: every popup with its status (예정, 게시 중, 종료, 숨김), window in Korean time,
 * placement, audience and priority; create, edit, preview, publish and retire (read back first).
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import {
  POPUP_AUDIENCE_LABELS,
  POPUP_KIND_LABELS,
  POPUP_PLACEMENT_LABELS,
  POPUP_STATUS_LABELS,
  type PopupStatus,
  type StaffPopupRow,
} from '@partner-portal/contract/popups-api';
import { Alert, Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { DeskTable } from '../../app/desk-table';
import { failureText } from '../../../lib/http/api-error';
import { DoneNotice } from '../../shared/feedback';
import { usePopupList, useSetPopupVisible } from './api/popup-queries';
import { PopupEditor } from './popup-editor';
import { formatDateTime } from '../../../lib/format';
import './popups-desk.css';

const STATUS_COLOURS: Record<PopupStatus, string> = {
  scheduled: 'processing',
  live: 'success',
  ended: 'default',
  hidden: 'warning',
};

const windowText = (row: StaffPopupRow) =>
  `${formatDateTime(row.starts_at)} ~ ${row.ends_at ? `${formatDateTime(row.ends_at)} 전` : '종료 없음'}`;

export function PopupsPage() {
  const list = usePopupList();
  const setVisible = useSetPopupVisible();
  const [editing, setEditing] = useState<StaffPopupRow | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const toggle = (row: StaffPopupRow, visible: boolean) =>
    setVisible.mutate(
      { id: row.popup_no, visible },
      {
        onSuccess: () =>
          setDone(`‘${row.title}’: ${visible ? '게시했습니다. 기간 안이면 바로 보입니다.' : '내렸습니다.'}`),
      },
    );

  const columns: TableColumnsType<StaffPopupRow> = [
    {
      title: '제목',
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          {title}
          <span className="popups-desk__meta">
            {POPUP_KIND_LABELS[row.kind]} · {POPUP_PLACEMENT_LABELS[row.placement]}
          </span>
        </>
      ),
    },
    {
      title: '상태',
      dataIndex: 'status',
      render: (status: PopupStatus) => (
        <Tag color={STATUS_COLOURS[status]}>{POPUP_STATUS_LABELS[status]}</Tag>
      ),
    },
    {
      title: '노출 기간 (한국 시간)',
      key: 'window',
      render: (_, row) => <span className="popups-desk__window">{windowText(row)}</span>,
    },
    {
      title: '대상',
      key: 'audience',
      render: (_, row) =>
        row.audience === 'grades'
          ? `등급: ${row.audience_grades.join(', ')}`
          : POPUP_AUDIENCE_LABELS[row.audience],
    },
    { title: '우선순위', dataIndex: 'priority', sorter: (a, b) => a.priority - b.priority },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setEditing(row)}>
            수정
          </Button>
          {row.visible ? (
            <Popconfirm
              title={`${withParticle(`‘${row.title}’`, '을/를')} 내립니다. 파트너 화면에서 바로 사라집니다.`}
              okText="내리기"
              cancelText="취소"
              onConfirm={() => toggle(row, false)}
            >
              <Button size="small">내리기</Button>
            </Popconfirm>
          ) : (
            <Button size="small" type="primary" onClick={() => toggle(row, true)}>
              게시
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <h1>팝업 관리</h1>
      <div className="console__toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          새 팝업
        </Button>
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      {setVisible.isError && (
        <Alert className="console__notice" type="error" showIcon title={failureText(setVisible.error)} />
      )}
      <DeskTable<StaffPopupRow>
        query={list}
        rowKey="popup_no"
        columns={columns}
        emptyText="아직 팝업이 없습니다. ‘새 팝업’으로 만들어 보세요."
      />
      {editing && (
        <PopupEditor
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={setDone}
        />
      )}
    </>
  );
}
