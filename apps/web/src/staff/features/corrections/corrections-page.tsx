/**
 * `/staff/corrections`: partners asked to correct required information (spec §9: suspended after
 * 30 days uncorrected), nearest deadline first, with the days left, before it happens. The partner is
 * told 7 days and 1 day ahead; staff withdraw a request once the item is corrected. `?partner=` opens
 * the new-request form for that partner.
 */
import {
  CORRECTION_DEADLINE_DAYS,
  CORRECTION_NOTICE_DAYS,
  type CorrectionRow,
} from '@partner-portal/contract/follow-ups-api';
import {
  REQUIRED_INFO_CODES,
  REQUIRED_INFO_TITLES,
  type RequiredInfoCode,
} from '@partner-portal/contract/profile-checklist';
import { Alert, Button, Input, InputNumber, Modal, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { failureText } from '../../../lib/http/api-error';
import { CONSOLE_PATHS, consolePath } from '../../app/console-paths';
import { DeskTable } from '../../app/desk-table';
import { DoneNotice } from '../../shared/feedback';
import { ReasonDialog } from '../../shared/reason-dialog';
import { useSearchState } from '../../shared/use-search-state';
import { useCorrections, useOpenCorrection, useWithdrawCorrection } from './api/correction-queries';

const daysLeftTag = (days: number) => (
  <Tag
    color={
      days <= CORRECTION_NOTICE_DAYS[1] ? 'error' : days <= CORRECTION_NOTICE_DAYS[0] ? 'warning' : 'default'
    }
  >
    {days === 0 ? '오늘 정지' : `${days}일 남음`}
  </Tag>
);

function NewRequestDialog({
  partnerId,
  onClose,
  onDone,
}: {
  partnerId: number | null;
  onClose(): void;
  onDone(text: string): void;
}) {
  const open = useOpenCorrection();
  const [partner, setPartner] = useState<number | null>(partnerId);
  const [item, setItem] = useState<RequiredInfoCode | undefined>();
  const [note, setNote] = useState('');
  const ready = partner !== null && item !== undefined && note.trim().length >= 2;
  return (
    <Modal
      open
      title="필수 정보 보완 요청"
      okText="보완 요청"
      cancelText="취소"
      okButtonProps={{ loading: open.isPending, disabled: !ready }}
      onCancel={onClose}
      onOk={() =>
        open.mutate(
          { partner_id: partner!, item_code: item!, note: note.trim() },
          {
            onSuccess: () => {
              onDone(`파트너 ${partner}에게 ${REQUIRED_INFO_TITLES[item!]} 보완을 요청했습니다.`);
              onClose();
            },
          },
        )
      }
    >
      <p>
        {CORRECTION_DEADLINE_DAYS}일 안에 보완되지 않으면 약관에 따라 이용이 정지됩니다. 파트너에게는 기한{' '}
        {CORRECTION_NOTICE_DAYS[0]}일 전과 {CORRECTION_NOTICE_DAYS[1]}일 전에 알림이 갑니다.
      </p>
      <div className="console__form">
        <label htmlFor="correction-partner">파트너 번호</label>
        <InputNumber<number>
          id="correction-partner"
          min={1}
          value={partner}
          onChange={(value) => setPartner(value)}
          style={{ width: '100%' }}
        />
        <label htmlFor="correction-item">보완할 항목</label>
        <Select<RequiredInfoCode>
          id="correction-item"
          placeholder="항목 선택"
          value={item}
          onChange={setItem}
          options={REQUIRED_INFO_CODES.map((code) => ({ value: code, label: REQUIRED_INFO_TITLES[code] }))}
        />
        <label htmlFor="correction-note">보완 내용</label>
        <Input.TextArea
          id="correction-note"
          value={note}
          maxLength={300}
          onChange={(event) => setNote(event.target.value)}
          placeholder="예: 사업자등록증의 상호와 등록된 상호가 다릅니다."
        />
      </div>
      {open.isError && (
        <Alert type="error" showIcon title={failureText(open.error, '요청을 처리하지 못했습니다.')} />
      )}
    </Modal>
  );
}

function WithdrawDialog({
  row,
  onClose,
  onDone,
}: {
  row: CorrectionRow;
  onClose(): void;
  onDone(text: string): void;
}) {
  const withdraw = useWithdrawCorrection();
  return (
    <ReasonDialog
      title={`보완 요청 철회 (${row.partner_name})`}
      intro={`${row.item_title} 보완을 확인했으면 요청을 철회합니다. 이후 알림과 이용 정지는 없습니다.`}
      label="철회 사유"
      placeholder="예: 사업자등록증 사본으로 상호 변경 확인"
      okText="철회"
      pending={withdraw.isPending}
      error={withdraw.error}
      onClose={onClose}
      onSubmit={(reason) =>
        withdraw.mutate(
          { requestId: row.request_id, reason },
          {
            onSuccess: () => {
              onDone(`${row.partner_name}: ${row.item_title} 보완 요청을 철회했습니다.`);
              onClose();
            },
          },
        )
      }
    />
  );
}

export function CorrectionsPage() {
  const search = useSearchState(['partner'] as const);
  const list = useCorrections();
  const presetPartner = Number(search.values.partner) || null;
  const [creating, setCreating] = useState(presetPartner !== null);
  const [withdrawing, setWithdrawing] = useState<CorrectionRow | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: TableColumnsType<CorrectionRow> = [
    {
      title: '정지 예정일',
      dataIndex: 'deadline_on',
      render: (day: string, row) => (
        <span className={row.days_left <= CORRECTION_NOTICE_DAYS[1] ? 'console__urgent' : ''}>
          {formatDate(day)}
        </span>
      ),
    },
    { title: '남은 기간', dataIndex: 'days_left', render: daysLeftTag },
    {
      title: '파트너',
      dataIndex: 'partner_name',
      render: (name: string, row) => (
        <Link to={consolePath(CONSOLE_PATHS.partner, row.partner_id)}>{name}</Link>
      ),
    },
    { title: '항목', dataIndex: 'item_title' },
    { title: '보완 내용', dataIndex: 'note' },
    { title: '요청일', dataIndex: 'requested_at', render: (iso: string) => formatDate(iso) },
    {
      title: '알림',
      dataIndex: 'noticed_on',
      render: (day: string | null) => (day ? `${formatDate(day)} 발송` : '아직 없음'),
    },
    {
      title: '작업',
      key: 'actions',
      render: (_, row) => (
        <Button size="small" onClick={() => setWithdrawing(row)}>
          보완 확인 · 철회
        </Button>
      ),
    },
  ];

  return (
    <>
      <h1>필수 정보 보완</h1>
      <div className="console__toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          보완 요청 등록
        </Button>
        <span>
          보완을 요청한 파트너입니다. 요청일로부터 {CORRECTION_DEADLINE_DAYS}일이 지나도록 보완되지 않으면
          이용이 정지됩니다(약관). 보완을 확인하면 철회하세요.
        </span>
      </div>
      {done && <DoneNotice text={done} onClose={() => setDone(null)} />}
      <DeskTable<CorrectionRow>
        query={list}
        rowKey="request_id"
        columns={columns}
        emptyText="보완을 기다리는 파트너가 없습니다."
      />
      {creating && (
        <NewRequestDialog
          partnerId={presetPartner}
          onClose={() => {
            setCreating(false);
            if (presetPartner) search.update({ partner: undefined });
          }}
          onDone={setDone}
        />
      )}
      {withdrawing && (
        <WithdrawDialog row={withdrawing} onClose={() => setWithdrawing(null)} onDone={setDone} />
      )}
    </>
  );
}
