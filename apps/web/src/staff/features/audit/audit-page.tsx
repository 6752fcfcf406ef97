/**
 * `/staff/audit` (admin): the audit log, newest first, filtered by staff member, action, target and
 * Seoul dates; the filters and the page live in the address, so back, forward and refresh keep them.
 */
import type { AuditEntry } from '@partner-portal/contract/staff-api';
import { Alert, Button, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useAuditPage, type AuditFilters } from './api/audit-queries';

const ACTION_LABELS: Record<string, string> = {
  staff_sign_in: '로그인',
  staff_sign_in_failed: '로그인 실패',
  member_password_reset: '파트너 비밀번호 재설정',
  staff_enrolment: '계정 등록',
  staff_account_create: '계정 생성',
  staff_roles_change: '역할 변경',
  staff_account_disable: '계정 중지',
  staff_account_enable: '계정 재사용',
  staff_2fa_reset: '2단계 인증 초기화',
  automation_token_issue: '자동화 토큰 발급',
  automation_token_revoke: '자동화 토큰 폐기',
  confirm_deposit: '입금 확인',
  refund: '환불',
  refund_settle: '환불 송금 완료',
  correction_request: '필수 정보 보완 요청',
  correction_withdraw: '보완 요청 철회',
  retry_renewal: '정기결제 재시도',
  end_renewal: '정기결제 종료',
  billing_run: '정기결제 실행',
  price_change: '가격 변경 공지',
  content_create: '콘텐츠 작성',
  content_update: '콘텐츠 수정',
  content_publish: '콘텐츠 게시',
  content_unpublish: '콘텐츠 게시 중단',
  content_delete: '콘텐츠 삭제',
  popup_create: '팝업 만들기',
  popup_update: '팝업 수정',
  popup_publish: '팝업 게시',
  popup_retire: '팝업 내리기',
  terms_schedule: '약관 변경 예약',
  terms_cancel: '약관 변경 예약 취소',
};

const FILTER_KEYS = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
type FilterForm = Partial<Record<(typeof FILTER_KEYS)[number], string>>;

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value, null, 1);

export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilters = { page: Number(params.get('page') ?? '1') || 1, size: 50 };
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const page = useAuditPage(filters);

  const apply = (values: FilterForm) => {
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) if (values[key]) next.set(key, values[key]!.trim());
    setParams(next);
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: '일시', dataIndex: 'at', render: (iso: string) => formatDateTime(iso) },
    { title: '직원', dataIndex: 'actor' },
    { title: '작업', dataIndex: 'action', render: (action: string) => ACTION_LABELS[action] ?? action },
    {
      title: '대상',
      key: 'target',
      render: (_, entry) => [entry.target_type, entry.target_id].filter(Boolean).join(' '),
    },
    { title: '주소', dataIndex: 'ip' },
  ];

  return (
    <>
      <h1>감사 로그</h1>
      <Form<FilterForm>
        className="console__toolbar"
        layout="inline"
        initialValues={Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined]))}
        onFinish={apply}
      >
        <Form.Item label="직원 아이디" name="actor">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="작업" name="action">
          <Select
            allowClear
            style={{ width: 180 }}
            options={Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label="대상 종류" name="target_type">
          <Input allowClear placeholder="order, staff, notices…" />
        </Form.Item>
        <Form.Item label="대상 번호" name="target_id">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="시작일" name="from">
          <Input type="date" />
        </Form.Item>
        <Form.Item label="종료일" name="to">
          <Input type="date" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          찾기
        </Button>
      </Form>
      {page.isError ? (
        <Alert
          type="error"
          showIcon
          title="감사 로그를 불러오지 못했습니다."
          action={<Button onClick={() => void page.refetch()}>다시 시도</Button>}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="audit_id"
          loading={page.isFetching}
          columns={columns}
          dataSource={page.data?.items ?? []}
          scroll={{ x: 960 }}
          expandable={{
            // The expand column's header names it for screen readers (axe empty-table-header).
            columnTitle: <span className="visually-hidden">자세히</span>,
            expandedRowRender: (entry) => (
              <dl>
                <dt>변경 전</dt>
                <dd>
                  <pre>{json(entry.before)}</pre>
                </dd>
                <dt>변경 후</dt>
                <dd>
                  <pre>{json(entry.after)}</pre>
                </dd>
                <dt>브라우저</dt>
                <dd>{entry.user_agent}</dd>
              </dl>
            ),
          }}
          pagination={{
            current: filters.page,
            pageSize: 50,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => {
              const copy = new URLSearchParams(params);
              copy.set('page', String(next));
              setParams(copy);
            },
          }}
          locale={{ emptyText: <p className="console__empty">기록이 없습니다.</p> }}
        />
      )}
    </>
  );
}
