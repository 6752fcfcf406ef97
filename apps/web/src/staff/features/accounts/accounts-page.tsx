/**
 * `/staff/accounts` (admin): staff accounts with their roles and state; create one (its enrolment link
 * is shown once), change roles, disable or enable, reset the second factor (a new link); and the
 * automation tokens the command line uses (STAFF_TOKEN, shown once).
 */
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type AutomationToken,
  type AutomationTokenCreateRequest,
  type StaffAccount,
  type StaffAccountCreateRequest,
  type StaffRole,
} from '@partner-portal/contract/staff-api';
import {
  Alert,
  Button,
  Checkbox,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState, type ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { DeskTable } from '../../app/desk-table';
import {
  useAutomationTokens,
  useCreateStaffAccount,
  useIssueAutomationToken,
  useResetTwoFactor,
  useRevokeAutomationToken,
  useSetStaffDisabled,
  useSetStaffRoles,
  useStaffAccounts,
} from './api/account-queries';

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));
const roleTags = (roles: StaffRole[]) => roles.map((role) => <Tag key={role}>{STAFF_ROLE_LABELS[role]}</Tag>);

function stateOf(account: StaffAccount): string {
  if (account.disabled_at) return '사용 중지';
  return account.enrolled_at ? '사용 중' : '등록 대기';
}

/** A secret shown this once: the enrolment link or an automation token. */
function ShownOnce({
  title,
  value,
  note,
  onClose,
}: {
  title: string;
  value: string;
  note: string;
  onClose(): void;
}) {
  return (
    <Modal
      open
      title={title}
      okText="확인"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      <p>{note}</p>
      <p className="console__link-once" aria-label={title}>
        {value}
      </p>
      <Button onClick={() => void navigator.clipboard?.writeText(value)}>복사</Button>
    </Modal>
  );
}

/** A form in a dialog: its submit button waits for the call, and the server's refusal shows below. */
function FormDialog<Values extends object>({
  title,
  okText,
  call,
  initialValues,
  onClose,
  onFinish,
  children,
}: {
  title: string;
  okText: string;
  call: { isPending: boolean; isError: boolean; error: unknown };
  initialValues?: Partial<Values>;
  onClose(): void;
  onFinish(values: Values): void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText="취소"
      okButtonProps={{ loading: call.isPending }}
      onCancel={onClose}
      onOk={() => form.submit()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
        <Form.Item
          label="역할"
          name="roles"
          rules={[{ required: true, message: '역할을 하나 이상 선택해주세요.' }]}
        >
          <Checkbox.Group options={roleOptions} />
        </Form.Item>
      </Form>
      {call.isError && (
        <Alert type="error" showIcon title={failureText(call.error, '처리하지 못했습니다.')} />
      )}
    </Modal>
  );
}

function CreateDialog({ onClose, onCreated }: { onClose(): void; onCreated(link: string): void }) {
  const create = useCreateStaffAccount();
  return (
    <FormDialog<StaffAccountCreateRequest>
      title="직원 계정 만들기"
      okText="만들기"
      call={create}
      onClose={onClose}
      onFinish={(values) =>
        create.mutate(values, {
          onSuccess: (link) => onCreated(window.location.origin + link.enrolment_path),
        })
      }
    >
      <Form.Item
        label="아이디"
        name="member_id"
        rules={[{ required: true, message: '아이디를 입력해주세요.' }]}
      >
        <Input maxLength={16} />
      </Form.Item>
      <Form.Item label="이름" name="name" rules={[{ required: true, message: '이름을 입력해주세요.' }]}>
        <Input maxLength={40} />
      </Form.Item>
    </FormDialog>
  );
}

function RolesDialog({ account, onClose }: { account: StaffAccount; onClose(): void }) {
  const setRoles = useSetStaffRoles();
  const [roles, setSelected] = useState<StaffRole[]>(account.roles);
  return (
    <Modal
      open
      title={`${account.name} (${account.member_id}) 역할 변경`}
      okText="저장"
      cancelText="취소"
      okButtonProps={{ loading: setRoles.isPending, disabled: roles.length === 0 }}
      onCancel={onClose}
      onOk={() => setRoles.mutate({ memberNo: account.member_no, roles }, { onSuccess: onClose })}
    >
      <Checkbox.Group options={roleOptions} value={roles} onChange={(next) => setSelected(next)} />
      <p>관리자 역할은 다른 역할을 포함하지 않습니다. 필요한 역할을 모두 선택하세요.</p>
      {setRoles.isError && (
        <Alert type="error" showIcon title={failureText(setRoles.error, '처리하지 못했습니다.')} />
      )}
    </Modal>
  );
}

function IssueTokenDialog({
  accounts,
  onClose,
  onIssued,
}: {
  accounts: StaffAccount[];
  onClose(): void;
  onIssued(token: string): void;
}) {
  const issue = useIssueAutomationToken();
  return (
    <FormDialog<AutomationTokenCreateRequest>
      title="자동화 토큰 발급"
      okText="발급"
      call={issue}
      initialValues={{ days: 90 }}
      onClose={onClose}
      onFinish={(values) => issue.mutate(values, { onSuccess: (issued) => onIssued(issued.token) })}
    >
      <Form.Item
        label="직원 계정"
        name="member_no"
        rules={[{ required: true, message: '계정을 선택해주세요.' }]}
      >
        <Select
          options={accounts
            .filter((a) => !a.disabled_at)
            .map((a) => ({ value: a.member_no, label: `${a.name} (${a.member_id})` }))}
        />
      </Form.Item>
      <Form.Item label="용도" name="label" rules={[{ required: true, message: '용도를 입력해주세요.' }]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item label="유효 기간(일)" name="days">
        <Select options={[30, 90, 180, 365].map((d) => ({ value: d, label: `${d}일` }))} />
      </Form.Item>
    </FormDialog>
  );
}

export function AccountsPage() {
  const accounts = useStaffAccounts();
  const tokens = useAutomationTokens();
  const setDisabled = useSetStaffDisabled();
  const reset = useResetTwoFactor();
  const revoke = useRevokeAutomationToken();
  const [creating, setCreating] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const [shown, setShown] = useState<{ title: string; value: string; note: string } | null>(null);
  const showLink = (link: string) =>
    setShown({
      title: '등록 링크',
      value: link,
      note: '이 링크는 지금 한 번만 보여 드립니다. 24시간 동안 한 번 쓸 수 있으니 본인에게 안전하게 전달하세요.',
    });

  const columns: TableColumnsType<StaffAccount> = [
    { title: '아이디', dataIndex: 'member_id' },
    { title: '이름', dataIndex: 'name' },
    { title: '역할', dataIndex: 'roles', render: roleTags },
    { title: '상태', key: 'state', render: (_, account) => stateOf(account) },
    { title: '만든 날', dataIndex: 'created_at', render: (iso: string) => formatDateTime(iso) },
    {
      title: '작업',
      key: 'actions',
      render: (_, account) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(account)}>
            역할 변경
          </Button>
          <Popconfirm
            title={
              account.disabled_at
                ? `${account.name} (${account.member_id}) 계정을 다시 사용하게 할까요?`
                : `${account.name} (${account.member_id}) 계정을 중지할까요? 로그인과 자동화 토큰이 바로 막힙니다.`
            }
            okText={account.disabled_at ? '다시 사용' : '사용 중지'}
            cancelText="취소"
            onConfirm={() =>
              setDisabled.mutate({ memberNo: account.member_no, disabled: !account.disabled_at })
            }
          >
            <Button size="small" danger={!account.disabled_at}>
              {account.disabled_at ? '다시 사용' : '사용 중지'}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={`${account.name} (${account.member_id})의 인증 앱과 복구 코드를 무효로 하고 새 등록 링크를 만들까요?`}
            okText="초기화"
            cancelText="취소"
            onConfirm={() =>
              reset.mutate(account.member_no, {
                onSuccess: (link) => showLink(window.location.origin + link.enrolment_path),
              })
            }
          >
            <Button size="small">2단계 인증 초기화</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const tokenColumns: TableColumnsType<AutomationToken> = [
    { title: '용도', dataIndex: 'label' },
    { title: '계정', dataIndex: 'member_id' },
    { title: '역할', dataIndex: 'roles', render: roleTags },
    { title: '만료', dataIndex: 'expires_at', render: (iso: string) => formatDateTime(iso) },
    {
      title: '상태',
      key: 'state',
      render: (_, token) => (token.revoked_at ? `폐기 ${formatDateTime(token.revoked_at)}` : '사용 중'),
    },
    {
      title: '작업',
      key: 'actions',
      render: (_, token) =>
        token.revoked_at ? null : (
          <Popconfirm
            title={`'${token.label}' 토큰을 폐기할까요? 이 토큰을 쓰는 자동화가 바로 멈춥니다.`}
            okText="폐기"
            cancelText="취소"
            onConfirm={() => revoke.mutate(token.token_id)}
          >
            <Button size="small" danger>
              폐기
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <h1>직원 계정</h1>
      <div className="console__toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          직원 계정 만들기
        </Button>
      </div>
      <DeskTable<StaffAccount>
        query={accounts}
        rowKey="member_no"
        columns={columns}
        emptyText="직원 계정이 없습니다."
      />
      <h2>자동화 토큰</h2>
      <p>명령줄(npm run staff)과 자동화는 STAFF_TOKEN 환경 변수에 이 토큰을 넣어 씁니다.</p>
      <div className="console__toolbar">
        <Button onClick={() => setIssuing(true)}>자동화 토큰 발급</Button>
      </div>
      <DeskTable<AutomationToken>
        query={tokens}
        rowKey="token_id"
        columns={tokenColumns}
        emptyText="발급한 자동화 토큰이 없습니다."
      />
      {creating && (
        <CreateDialog
          onClose={() => setCreating(false)}
          onCreated={(link) => {
            setCreating(false);
            showLink(link);
          }}
        />
      )}
      {issuing && (
        <IssueTokenDialog
          accounts={accounts.data ?? []}
          onClose={() => setIssuing(false)}
          onIssued={(token) => {
            setIssuing(false);
            setShown({
              title: '자동화 토큰',
              value: token,
              note: '이 토큰은 지금 한 번만 보여 드립니다. 비밀 저장소에 STAFF_TOKEN으로 보관하세요.',
            });
          }}
        />
      )}
      {editing && <RolesDialog account={editing} onClose={() => setEditing(null)} />}
      {shown && <ShownOnce {...shown} onClose={() => setShown(null)} />}
    </>
  );
}
