/**
 * `/staff/content/:kind`: notices, events, promotions, FAQ and the emergency notice — each kind's
 * items with their state (draft, scheduled, live, taken down), written in the editor with a preview.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { CONTENT_KINDS, type ContentKind, type StaffContentRow } from '@partner-portal/contract/content-api';
import { Alert, Button, Popconfirm, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { DeskTable } from '../../app/desk-table';
import { failureText } from '../../../lib/http/api-error';
import { DoneNotice } from '../../shared/feedback';
import { useContentAction, useContentList, type ContentAction } from './api/content-queries';
import { ContentEditor } from './content-editor';
import { KIND_EMPTY, KIND_NAMES } from './content-kinds';

function stateOf(row: StaffContentRow): { color: string; label: string } {
  if (row.unpublished) return { color: 'default', label: '게시 중단' };
  if (row.live) return { color: 'success', label: '게시 중' };
  if (row.publish_at) return { color: 'processing', label: `예약 ${formatDateTime(row.publish_at)}` };
  return { color: 'warning', label: '초안' };
}

function KindDesk({ kind }: { kind: ContentKind }) {
  const list = useContentList(kind);
  const act = useContentAction(kind);
  const [editing, setEditing] = useState<StaffContentRow | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const name = KIND_NAMES[kind];

  const run = (row: StaffContentRow, action: ContentAction, text: string) =>
    act.mutate({ id: row.id, action }, { onSuccess: () => setDone(`‘${row.title}’: ${text}`) });

  const columns: TableColumnsType<StaffContentRow> = [
    {
      title: kind === 'faqs' ? '질문' : '제목',
      dataIndex: 'title',
      render: (title: string, row) => (
        <>
          {row.fields.pinned === true && <Tag color="red">고정</Tag>}
          {title}
        </>
      ),
    },
    {
      title: '상태',
      key: 'state',
      render: (_, row) => {
        const state = stateOf(row);
        return <Tag color={state.color}>{state.label}</Tag>;
      },
    },
    {
      title: '게시일시',
      dataIndex: 'publish_at',
      // Newest first; drafts (no time yet) on top.
      defaultSortOrder: 'descend',
      sorter: (a, b) => (a.publish_at ?? '9999').localeCompare(b.publish_at ?? '9999'),
      render: (iso: string | null) => (iso ? formatDateTime(iso) : '—'),
    },
    { title: '수정일시', dataIndex: 'updated_at', render: formatDateTime },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setEditing(row)}>
            수정
          </Button>
          {row.live ? (
            <Popconfirm
              title={`${withParticle(`‘${row.title}’`, '을/를')} 파트너 화면에서 내립니다.`}
              okText="게시 중단"
              cancelText="취소"
              onConfirm={() => run(row, 'unpublish', '게시를 중단했습니다.')}
            >
              <Button size="small">게시 중단</Button>
            </Popconfirm>
          ) : (
            <Button size="small" type="primary" onClick={() => run(row, 'publish', '게시했습니다.')}>
              지금 게시
            </Button>
          )}
          <Popconfirm
            title={`${withParticle(`‘${row.title}’`, '을/를')} 삭제합니다. 되돌릴 수 없습니다.`}
            okText="삭제"
            okButtonProps={{ danger: true }}
            cancelText="취소"
            onConfirm={() => run(row, 'delete', '삭제했습니다.')}
          >
            <Button size="small" danger>
              삭제
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="console__toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          새 {name}
        </Button>
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      {act.isError && (
        <Alert className="console__notice" type="error" showIcon title={failureText(act.error)} />
      )}
      <DeskTable<StaffContentRow> query={list} rowKey="id" columns={columns} emptyText={KIND_EMPTY[kind]} />
      {editing && (
        <ContentEditor
          kind={kind}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={setDone}
        />
      )}
    </>
  );
}

export function ContentPage() {
  const kind = useParams().kind as ContentKind;
  const navigate = useNavigate();
  if (!CONTENT_KINDS.includes(kind))
    return <Navigate to={consolePath(CONSOLE_PATHS.content, 'notices')} replace />;
  return (
    <>
      <h1>콘텐츠 관리</h1>
      <Tabs
        activeKey={kind}
        onChange={(next) => void navigate(consolePath(CONSOLE_PATHS.content, next))}
        items={CONTENT_KINDS.map((k) => ({ key: k, label: KIND_NAMES[k] }))}
      />
      <KindDesk key={kind} kind={kind} />
    </>
  );
}
