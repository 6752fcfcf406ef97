/**
 * The confirmations of a lead's answers: accept (the contact is revealed), decline (관심 없음, with
 * a reason and, for 기타, a few words) and a status change (실패 with a reason). A refusal shows the
 * server's Korean message inside the dialog, which stays open.
 */
import {
  DECLINE_REASONS,
  LEAD_STATUS_LABELS,
  LOSS_REASONS,
  RELAY_VALID_DAYS,
  type LeadStatus,
} from '@partner-portal/contract/leads-constants';
import type { LeadStatusChange } from '@partner-portal/contract/leads-api';
import { withParticle } from '@partner-portal/contract/korean-particles';
import { Alert, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { NativeSelect } from '../../components/list-controls/native-select';
import { failureText } from '../../lib/http/api-error';
import { showToast } from '../../lib/toast';
import { useAcceptLead, useChangeLeadStatus, useDeclineLead } from './api/answer-lead';

const OTHER = '기타';

interface DialogProps {
  leadNo: number;
  open: boolean;
  onClose: () => void;
}

/** Runs an answer, closing on success and keeping the server's message on a refusal. */
function useAnswerRun(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);
  const run = async (answer: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await answer();
      showToast('success', done);
      onClose();
    } catch (failure) {
      setError(failureText(failure, '처리하지 못했습니다. 다시 시도해주세요.'));
    }
  };
  return { error, setError, run };
}

export function AcceptDialog({ leadNo, open, onClose }: DialogProps) {
  const accept = useAcceptLead(leadNo);
  const { error, run } = useAnswerRun(onClose);
  return (
    <Modal
      open={open}
      title="이 견적 요청을 수락할까요?"
      okText="수락"
      cancelText="취소"
      confirmLoading={accept.isPending}
      onOk={() => void run(() => accept.mutateAsync(), '견적 요청을 수락했습니다. 고객에게 연락해보세요.')}
      onCancel={onClose}
    >
      <p>
        수락하면 고객의 이름과 안심번호가 공개됩니다. 안심번호는 {RELAY_VALID_DAYS}일 동안 고객의 휴대폰으로
        연결됩니다.
      </p>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}

/** A reason from `reasons`, and for 기타 the words that say it. */
function ReasonFields({
  label,
  reasons,
  reason,
  detail,
  onReason,
  onDetail,
}: {
  label: string;
  reasons: readonly string[];
  reason: string | null;
  detail: string;
  onReason: (reason: string) => void;
  onDetail: (detail: string) => void;
}) {
  const id = useId();
  return (
    <div className="lead-reason">
      <label htmlFor={`${id}-reason`} className="lead-reason__label">
        {label}
      </label>
      <NativeSelect
        id={`${id}-reason`}
        className="lead-reason__select"
        placeholder="사유를 선택해주세요"
        value={reason}
        aria-required
        options={reasons.map((value) => ({ value, label: value }))}
        onChange={onReason}
      />
      {reason === OTHER && (
        <>
          <label htmlFor={`${id}-detail`} className="lead-reason__label">
            기타 사유
          </label>
          <Input.TextArea
            id={`${id}-detail`}
            value={detail}
            maxLength={200}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            aria-required
            onChange={(event) => onDetail(event.target.value)}
          />
        </>
      )}
    </div>
  );
}

/** The reason's own message when it is missing or 기타 lacks its words; null when it may be sent. */
function reasonProblem(reason: string | null, detail: string): string | null {
  if (reason === null) return '사유를 선택해주세요.';
  if (reason === OTHER && !detail.trim()) return '기타 사유를 입력해주세요.';
  return null;
}

export function DeclineDialog({ leadNo, open, onClose }: DialogProps) {
  const decline = useDeclineLead(leadNo);
  const [reason, setReason] = useState<(typeof DECLINE_REASONS)[number] | null>(null);
  const [detail, setDetail] = useState('');
  const { error, setError, run } = useAnswerRun(onClose);

  function confirm() {
    const problem = reasonProblem(reason, detail);
    if (problem || reason === null) return setError(problem);
    void run(
      () => decline.mutateAsync({ reason, ...(reason === OTHER ? { detail: detail.trim() } : {}) }),
      '관심 없음으로 처리했습니다.',
    );
  }

  return (
    <Modal
      open={open}
      title="관심 없음으로 처리할까요?"
      okText="관심 없음"
      okButtonProps={{ danger: true }}
      cancelText="취소"
      confirmLoading={decline.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      <p>처리한 뒤에는 이 요청을 수락할 수 없고, 고객의 연락처도 공개되지 않습니다.</p>
      <ReasonFields
        label="관심 없음 사유"
        reasons={DECLINE_REASONS}
        reason={reason}
        detail={detail}
        onReason={(value) => setReason(value as (typeof DECLINE_REASONS)[number])}
        onDetail={setDetail}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}

type Move = LeadStatusChange['status'];
const MOVABLE: readonly LeadStatus[] = ['contacted', 'quoted', 'contracted', 'lost'];
export const movesOf = (moves: readonly LeadStatus[]) =>
  moves.filter((move) => MOVABLE.includes(move)) as Move[];

export function StatusDialog({ leadNo, moves, open, onClose }: DialogProps & { moves: readonly Move[] }) {
  const id = useId();
  const change = useChangeLeadStatus(leadNo);
  const [status, setStatus] = useState<Move | null>(null);
  const [reason, setReason] = useState<(typeof LOSS_REASONS)[number] | null>(null);
  const [detail, setDetail] = useState('');
  const { error, setError, run } = useAnswerRun(onClose);

  function confirm() {
    if (status === null) return setError('바꿀 단계를 선택해주세요.');
    let body: LeadStatusChange = { status };
    if (status === 'lost') {
      const problem = reasonProblem(reason, detail);
      if (problem || reason === null) return setError(problem);
      body = { status, reason, ...(reason === OTHER ? { detail: detail.trim() } : {}) };
    }
    void run(
      () => change.mutateAsync(body),
      `진행 단계를 ${withParticle(`‘${LEAD_STATUS_LABELS[status]}’`, '으로/로')} 바꿨습니다.`,
    );
  }

  return (
    <Modal
      open={open}
      title="진행 단계 변경"
      okText="변경"
      cancelText="취소"
      confirmLoading={change.isPending}
      onOk={confirm}
      onCancel={onClose}
    >
      <div className="lead-reason">
        <label htmlFor={`${id}-status`} className="lead-reason__label">
          바꿀 단계
        </label>
        <NativeSelect
          id={`${id}-status`}
          className="lead-reason__select"
          placeholder="단계를 선택해주세요"
          value={status}
          options={moves.map((move) => ({ value: move, label: LEAD_STATUS_LABELS[move] }))}
          onChange={setStatus}
        />
      </div>
      {status === 'lost' && (
        <ReasonFields
          label="실패 사유"
          reasons={LOSS_REASONS}
          reason={reason}
          detail={detail}
          onReason={(value) => setReason(value as (typeof LOSS_REASONS)[number])}
          onDetail={setDetail}
        />
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
