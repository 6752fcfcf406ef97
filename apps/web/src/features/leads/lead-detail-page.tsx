/**
 * `/leads/:leadNo`, 견적 요청 상세 (issue #39): the customer's request with its photos and the
 * response clock; the answers (수락, 관심 없음) while it is new; once accepted, the customer's name
 * and relay number (안심번호, 7 days), the progress (연락함 → 견적 발송 → 계약 / 실패), notes with the
 * next contact date, the timeline and the quotes, and the way to write one.
 */
import { FileAddOutlined, LeftOutlined, PhoneOutlined } from '@ant-design/icons';
import type { LeadContact, LeadDetail } from '@partner-portal/contract/leads-api';
import {
  CONTACT_VISIBLE_STATUSES,
  RELAY_VALID_DAYS,
  type LeadStatus,
} from '@partner-portal/contract/leads-constants';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Descriptions, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { StatusResult } from '../../components/status-result';
import { formatDate, formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http/api-error';
import { useUiState } from '../../lib/ui-store';
import { useLead } from './api/get-lead';
import { AcceptDialog, DeclineDialog, movesOf, StatusDialog } from './lead-answer-dialogs';
import { LeadQuotes, LeadTimeline } from './lead-history';
import { LeadNotes } from './lead-notes';
import { formatArea, formatBudget, formatRooms, LeadClock, LeadStatusTag } from './lead-parts';
import { LeadPhotos } from './lead-photos';
import './leads.css';

/** Where a quote can be written: accepted and not yet ended. */
const QUOTABLE: readonly LeadStatus[] = ['accepted', 'contacted', 'quoted'];

/** The `:leadNo` of the address as a lead number, or null when it cannot be one. */
export const parseLeadNo = (raw: string | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;

function LoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const missing = !error || (error instanceof ApiError && error.status === 404);
  return (
    <StatusResult
      status={missing ? '404' : 'error'}
      title={missing ? '견적 요청을 찾을 수 없습니다' : '견적 요청을 불러오지 못했습니다'}
      subTitle={missing ? '주소가 잘못되었거나 다른 업체의 요청입니다.' : error.message}
      extra={
        <>
          {!missing && (
            <Button type="primary" onClick={onRetry}>
              다시 시도
            </Button>
          )}
          <Link to={PATHS.leads}>견적 요청함으로</Link>
        </>
      }
    />
  );
}

function ContactCard({ contact }: { contact: LeadContact }) {
  const relay = contact.relay_number;
  return (
    <Panel title="고객 연락처" size="small" className="lead-contact">
      <p className="lead-contact__name">{contact.customer_name} 고객님</p>
      {relay ? (
        <a className="lead-contact__phone" href={`tel:${relay.replace(/-/g, '')}`}>
          <PhoneOutlined aria-hidden="true" /> {relay}
        </a>
      ) : (
        <p className="lead-contact__pending">안심번호를 발급하는 중입니다. 잠시 후 다시 확인해주세요.</p>
      )}
      {contact.relay_expires_at && (
        <p className="lead-contact__until">{formatDateTime(contact.relay_expires_at)}까지 연결</p>
      )}
      <p className="lead-contact__note">
        고객의 실제 번호 대신 안심번호로 연결됩니다. 안심번호는 수락한 때부터 {RELAY_VALID_DAYS}일 동안
        유효합니다.
      </p>
    </Panel>
  );
}

function RequestFacts({ lead }: { lead: LeadDetail }) {
  return (
    <Descriptions
      className="lead-facts"
      column={{ xs: 1, sm: 1, md: 2 }}
      size="small"
      bordered
      items={[
        { key: 'received', label: '접수 시각', children: formatDateTime(lead.received_at) },
        { key: 'region', label: '지역', children: regionLabel(lead.region.sido, lead.region.sigungu) },
        { key: 'type', label: '시공 종류', children: lead.construction_type },
        { key: 'space', label: '공간', children: lead.space_type },
        { key: 'area', label: '면적', children: formatArea(lead) },
        { key: 'rooms', label: '시공 범위', children: formatRooms(lead.rooms) },
        {
          key: 'start',
          label: '희망 착공일',
          children: lead.desired_start ? formatDate(lead.desired_start) : '미정',
        },
        { key: 'budget', label: '예산', children: formatBudget(lead) },
        { key: 'customer', label: '고객', children: lead.customer_name },
        { key: 'plan', label: '요금제', children: lead.plan_name },
      ]}
    />
  );
}

type Dialog = 'accept' | 'decline' | 'status' | null;

function Actions({ lead, onOpen }: { lead: LeadDetail; onOpen: (dialog: Dialog) => void }) {
  const navigate = useNavigate();
  const quotable = QUOTABLE.includes(lead.status);
  const moves = movesOf(lead.moves);
  return (
    <div className="lead-actions">
      {lead.status === 'new' && (
        <>
          <Button type="primary" size="large" onClick={() => onOpen('accept')}>
            수락
          </Button>
          <Button size="large" onClick={() => onOpen('decline')}>
            관심 없음
          </Button>
        </>
      )}
      {moves.length > 0 && <Button onClick={() => onOpen('status')}>진행 단계 변경</Button>}
      <Button
        icon={<FileAddOutlined aria-hidden="true" />}
        disabled={!quotable}
        title={quotable ? undefined : '수락한 뒤 계약 전까지 작성할 수 있습니다.'}
        onClick={() => void navigate(`${PATHS.quoteNew}?lead=${lead.lead_no}`)}
      >
        견적서 작성
      </Button>
    </div>
  );
}

export function LeadDetailPage() {
  const leadNo = parseLeadNo(useParams().leadNo);
  const query = useLead(leadNo);
  const isMobile = useUiState((state) => state.isMobile);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (leadNo === null || query.isError)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const lead = query.data;
  if (!lead) return <Skeleton active paragraph={{ rows: 10 }} aria-label="불러오는 중" />;
  const inProgress = CONTACT_VISIBLE_STATUSES.includes(lead.status);
  const close = () => setDialog(null);

  return (
    <article className="lead-detail" aria-labelledby="lead-detail-title">
      <Link to={PATHS.leads} className="lead-detail__back">
        <LeftOutlined aria-hidden="true" /> 견적 요청함
      </Link>
      <header className="lead-detail__head">
        <h1 id="lead-detail-title" className="lead-detail__title">
          견적 요청 #{lead.lead_no}
        </h1>
        <LeadStatusTag status={lead.status} />
        <LeadClock clock={lead.clock} />
      </header>
      {lead.status_reason && (
        <Alert type="info" showIcon title={`사유: ${lead.status_reason}`} className="lead-detail__reason" />
      )}
      {lead.status === 'new' && (
        <Alert
          type="warning"
          showIcon
          className="lead-detail__reason"
          title={`${formatDateTime(lead.clock.due_at)}까지 수락하거나 거절해주세요.`}
          description="응답이 빠를수록 고객과 연결될 가능성이 높고, 4시간 내 응답률에 반영됩니다."
        />
      )}
      <Actions lead={lead} onOpen={setDialog} />

      <div className={isMobile ? 'lead-detail__body' : 'lead-detail__body lead-detail__body--wide'}>
        <div className="lead-detail__main">
          <Panel title="요청 내용" size="small">
            <RequestFacts lead={lead} />
            <h2 className="lead-detail__subtitle">고객 요청 사항</h2>
            {lead.description ? (
              <p className="lead-detail__description">{lead.description}</p>
            ) : (
              <p className="lead-detail__none">남긴 요청 사항이 없습니다.</p>
            )}
            <h2 className="lead-detail__subtitle">현장 사진 {lead.photos.length}장</h2>
            <LeadPhotos photos={lead.photos} />
          </Panel>
          <Panel title="메모" size="small">
            <LeadNotes lead={lead} canWrite={inProgress} />
          </Panel>
        </div>
        <div className="lead-detail__side">
          {lead.contact && <ContactCard contact={lead.contact} />}
          <Panel title="견적서" size="small">
            <LeadQuotes quotes={lead.quotes} />
          </Panel>
          <Panel title="진행 기록" size="small">
            <LeadTimeline events={lead.timeline} />
          </Panel>
        </div>
      </div>

      {/* Mounted while open: each opening starts without the last one's choices and messages. */}
      {dialog === 'accept' && <AcceptDialog leadNo={lead.lead_no} open onClose={close} />}
      {dialog === 'decline' && <DeclineDialog leadNo={lead.lead_no} open onClose={close} />}
      {dialog === 'status' && (
        <StatusDialog leadNo={lead.lead_no} moves={movesOf(lead.moves)} open onClose={close} />
      )}
    </article>
  );
}
