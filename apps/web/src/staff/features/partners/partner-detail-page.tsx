/**
 * `/staff/partners/:partnerId`: one partner's profile, required-information checklist, plans, orders,
 * last notifications, construction cases, suspension and grade history; suspend or resume, or change
 * the grade, with a reason, read back before it happens.
 */
import { CASE_STATUS_LABELS, type CaseStatus } from '@partner-portal/contract/cases-constants';
import {
  PARTNER_GRADE_LABELS,
  PARTNER_GRADES,
  type PartnerGrade,
} from '@partner-portal/contract/content-constants';
import { formatWon } from '@partner-portal/contract/money';
import type { DeliveryRow } from '@partner-portal/contract/notifications-api';
import {
  NOTIFICATION_CHANNEL_LABELS,
  type DeliveryStatus,
} from '@partner-portal/contract/notifications-constants';
import type { OrderStatus } from '@partner-portal/contract/orders-constants';
import type { PartnerDetail } from '@partner-portal/contract/staff-desks-api';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  Modal,
  Select,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AddressLines } from '../../../components/address-lines';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { failureText } from '../../../lib/http/api-error';
import { DetailFrame, DoneNotice, ListOrEmpty, LoadError } from '../../shared/feedback';
import { kindLabel, useDeliverySearch } from '../../shared/notification-deliveries';
import { DeliveryStatusTag, formatBizNo, OrderStatusTag, PartnerStatusTag } from '../../shared/status-tags';
import { usePartnerDetail, useSetPartnerGrade, useSetPartnerSuspended } from './api/partner-queries';

const gradeLabel = (grade: string) => PARTNER_GRADE_LABELS[grade as PartnerGrade] ?? grade;

const INFO_TAGS = {
  complete: { color: 'success', label: '완료' },
  partial: { color: 'warning', label: '일부 입력' },
  missing: { color: 'error', label: '미입력' },
} as const;

const SUBSCRIPTION_LABELS: Record<string, string> = {
  active: '이용 중',
  past_due: '결제 지연',
  unpaid: '미결제 종료',
  cancelled: '취소',
};

/** A short table inside a card: every row on one page. */
function CardTable<Row extends object>({
  rowKey,
  rows,
  empty,
  columns,
  loading = false,
}: {
  rowKey: keyof Row & string;
  rows: Row[];
  empty: string;
  columns: TableColumnsType<Row>;
  loading?: boolean;
}) {
  return (
    <Table<Row>
      size="small"
      loading={loading}
      rowKey={rowKey}
      pagination={false}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: <p className="console__empty">{empty}</p> }}
    />
  );
}

const RECENT_NOTIFICATIONS = 10;

/** The partner's last notifications, each delivery with its state and the provider's answer. */
function RecentNotifications({ partnerId }: { partnerId: number }) {
  const deliveries = useDeliverySearch({ partner_id: partnerId, page: 1, size: RECENT_NOTIFICATIONS });
  return (
    <Card
      title="최근 알림"
      className="console__section"
      extra={<Link to={`${CONSOLE_PATHS.notifications}?partner_id=${partnerId}`}>전체 보기</Link>}
    >
      {deliveries.isError ? (
        <LoadError title="알림 발송 내역을 불러오지 못했습니다." onRetry={() => void deliveries.refetch()} />
      ) : (
        <CardTable<DeliveryRow>
          rowKey="delivery_id"
          rows={deliveries.data?.rows ?? []}
          loading={deliveries.isPending}
          empty="보낸 알림이 없습니다."
          columns={[
            { title: '알림', dataIndex: 'kind', render: kindLabel },
            {
              title: '채널',
              dataIndex: 'channel',
              render: (channel: DeliveryRow['channel']) => NOTIFICATION_CHANNEL_LABELS[channel],
            },
            {
              title: '상태',
              dataIndex: 'status',
              render: (status: DeliveryStatus) => <DeliveryStatusTag status={status} />,
            },
            { title: '응답', dataIndex: 'answer', render: (answer: string | null) => answer ?? '—' },
            { title: '생성일시', dataIndex: 'created_at', render: formatDateTime },
          ]}
        />
      )}
    </Card>
  );
}

/** The partner page's dialogs: the partner, closing, and the toast text once the change is made. */
interface PartnerDialogProps {
  detail: PartnerDetail;
  onClose(): void;
  onDone(text: string): void;
}

function StatusDialog({ detail, onClose, onDone }: PartnerDialogProps) {
  const { partner } = detail;
  const suspend = partner.status === 'active';
  const change = useSetPartnerSuspended(partner.partner_id);
  const [reason, setReason] = useState('');
  const action = suspend ? '이용 정지' : '이용 재개';
  return (
    <Modal
      open
      title={`${action}: ${partner.partner_name}`}
      okText={action}
      cancelText="취소"
      okButtonProps={{ danger: suspend, loading: change.isPending, disabled: reason.trim().length < 2 }}
      onCancel={onClose}
      onOk={() =>
        change.mutate(
          { suspend, reason: reason.trim() },
          {
            onSuccess: () => {
              onDone(`${partner.partner_name}: ${action}했습니다.`);
              onClose();
            },
          },
        )
      }
    >
      <p>
        {suspend
          ? `${partner.partner_name} (아이디 ${partner.member_id})의 이용을 정지합니다. 로그인이 즉시 끊기고, 다시 로그인하면 “이용이 제한된 계정입니다”로 거절됩니다. 결제와 요금제는 그대로입니다.`
          : `${partner.partner_name} (아이디 ${partner.member_id})의 이용을 재개합니다. 다시 로그인할 수 있습니다.`}
      </p>
      <label htmlFor="status-reason">사유 (파트너 이력에 남습니다)</label>
      <Input.TextArea
        id="status-reason"
        rows={3}
        maxLength={200}
        showCount
        className="console__reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {change.isError && <Alert type="error" showIcon title={failureText(change.error)} />}
    </Modal>
  );
}

function GradeDialog({ detail, onClose, onDone }: PartnerDialogProps) {
  const { partner } = detail;
  const change = useSetPartnerGrade(partner.partner_id);
  const [grade, setGrade] = useState<PartnerGrade | undefined>(undefined);
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={`등급 변경: ${partner.partner_name}`}
      okText="등급 변경"
      cancelText="취소"
      okButtonProps={{
        loading: change.isPending,
        disabled: !grade || grade === partner.grade || reason.trim().length < 2,
      }}
      onCancel={onClose}
      onOk={() =>
        grade &&
        change.mutate(
          { grade, reason: reason.trim() },
          {
            onSuccess: () => {
              onDone(`${partner.partner_name}: ${gradeLabel(grade)} 등급으로 변경했습니다.`);
              onClose();
            },
          },
        )
      }
    >
      <p>
        지금 등급은 {gradeLabel(partner.grade)}입니다. 바꾸면 등급 대상 프로모션과 팝업, 쇼핑몰 연동이 다음
        화면부터 새 등급을 따릅니다.
      </p>
      <label htmlFor="grade-select">새 등급</label>
      <Select<PartnerGrade>
        id="grade-select"
        className="console__reason"
        style={{ width: '100%' }}
        value={grade}
        placeholder="등급 선택"
        onChange={setGrade}
        options={PARTNER_GRADES.map((g) => ({
          value: g,
          label: PARTNER_GRADE_LABELS[g],
          disabled: g === partner.grade,
        }))}
      />
      <label htmlFor="grade-reason">사유 (감사 기록과 등급 변경 이력에 남습니다)</label>
      <Input.TextArea
        id="grade-reason"
        rows={3}
        maxLength={200}
        showCount
        className="console__reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {change.isError && <Alert type="error" showIcon title={failureText(change.error)} />}
    </Modal>
  );
}

function Detail({ detail }: { detail: PartnerDetail }) {
  const { partner } = detail;
  const [changing, setChanging] = useState(false);
  const [grading, setGrading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <div className="console__toolbar">
        <h1 className="console__title">{partner.partner_name}</h1>
        <PartnerStatusTag status={partner.status} />
        {partner.status !== 'withdrawn' && (
          <Button danger={partner.status === 'active'} onClick={() => setChanging(true)}>
            {partner.status === 'active' ? '이용 정지' : '이용 재개'}
          </Button>
        )}
        {partner.status !== 'withdrawn' && <Button onClick={() => setGrading(true)}>등급 변경</Button>}
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <div className="console__grid">
        <Card title="기본 정보">
          <Descriptions column={1} size="small">
            <Descriptions.Item label="아이디">{partner.member_id}</Descriptions.Item>
            <Descriptions.Item label="사업자등록번호">{formatBizNo(partner.biz_no)}</Descriptions.Item>
            <Descriptions.Item label="대표자">{partner.ceo_name}</Descriptions.Item>
            <Descriptions.Item label="휴대폰">{partner.phone_no}</Descriptions.Item>
            <Descriptions.Item label="회사 전화">{partner.company_phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="세금계산서 이메일">{partner.tax_bill_email}</Descriptions.Item>
            <Descriptions.Item label="주소">
              <AddressLines address={partner} />
            </Descriptions.Item>
            <Descriptions.Item label="등급">{gradeLabel(partner.grade)}</Descriptions.Item>
            <Descriptions.Item label="가입일">{formatDate(partner.created_at)}</Descriptions.Item>
          </Descriptions>
        </Card>
        <Card title="필수 정보">
          <ul className="console__plain-list" aria-label="필수 정보 입력 상태">
            {detail.required_info.map((item) => (
              <li key={item.code}>
                {item.title} <Tag color={INFO_TAGS[item.status].color}>{INFO_TAGS[item.status].label}</Tag>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title="요금제" className="console__section">
        <CardTable
          rowKey="subscription_no"
          rows={detail.subscriptions}
          empty="가입한 요금제가 없습니다."
          columns={[
            { title: '상품', dataIndex: 'product_key' },
            { title: '지역', dataIndex: 'region', render: (r: string | null) => r ?? '—' },
            {
              title: '기간',
              key: 'period',
              render: (_, s) => `${s.period_start} ~ ${s.period_end}`,
            },
            { title: '상태', dataIndex: 'status', render: (s: string) => SUBSCRIPTION_LABELS[s] ?? s },
            { title: '정기결제', dataIndex: 'renews', render: (r: boolean) => (r ? '갱신' : '—') },
          ]}
        />
      </Card>
      <Card title="최근 주문" className="console__section">
        <CardTable
          rowKey="order_no"
          rows={detail.orders}
          empty="주문이 없습니다."
          columns={[
            {
              title: '주문번호',
              dataIndex: 'order_no',
              render: (no: string) => <Link to={consolePath(CONSOLE_PATHS.order, no)}>{no}</Link>,
            },
            { title: '상품', dataIndex: 'goods_name' },
            { title: '금액', dataIndex: 'total_won', align: 'right', render: (w: number) => formatWon(w) },
            { title: '상태', dataIndex: 'status', render: (s: OrderStatus) => <OrderStatusTag status={s} /> },
            { title: '주문일시', dataIndex: 'created_at', render: formatDateTime },
          ]}
        />
      </Card>
      <RecentNotifications partnerId={partner.partner_id} />
      <div className="console__grid console__section">
        <Card title="시공사례">
          <ListOrEmpty
            items={detail.cases}
            empty="등록한 시공사례가 없습니다."
            label="시공사례"
            render={(c) => ({
              key: c.case_id,
              text: `${c.title} · ${CASE_STATUS_LABELS[c.status as CaseStatus] ?? c.status} · ${formatDate(c.created_at)}`,
            })}
          />
        </Card>
        <Card title="이용 정지 이력">
          <ListOrEmpty
            items={detail.history}
            empty="이력이 없습니다."
            label="이용 정지 이력"
            render={(h) => ({
              key: h.at + h.action,
              text: `${formatDateTime(h.at)} · ${h.action === 'partner_suspend' ? '정지' : '재개'} · ${h.reason}`,
            })}
          />
        </Card>
      </div>
      <Card title="등급 변경 이력" className="console__section">
        <ListOrEmpty
          items={detail.grade_history}
          empty="등급을 바꾼 적이 없습니다."
          label="등급 변경 이력"
          render={(g) => ({
            key: g.at,
            text: `${formatDateTime(g.at)} · ${gradeLabel(g.from)} → ${gradeLabel(g.to)} · ${g.reason} · ${g.by}`,
          })}
        />
      </Card>
      {grading && <GradeDialog detail={detail} onClose={() => setGrading(false)} onDone={setDone} />}
      {changing && <StatusDialog detail={detail} onClose={() => setChanging(false)} onDone={setDone} />}
    </>
  );
}

export function PartnerDetailPage() {
  const partnerId = Number(useParams().partnerId);
  const query = usePartnerDetail(partnerId);
  return (
    <DetailFrame
      back={{ to: CONSOLE_PATHS.partners, label: '파트너 목록' }}
      query={query}
      failure="파트너를 불러오지 못했습니다."
    >
      {(detail) => <Detail detail={detail} />}
    </DetailFrame>
  );
}
