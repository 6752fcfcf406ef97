/**
 * The plan-consulting request dialog (spec §2): a consultant calls the partner back. The outcome
 * reads as spec §8 words it: done, already applied, or an internal error.
 */
import { PLAN_CONSULT_CALLBACK_BUSINESS_DAYS } from '@partner-portal/contract/constants';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { MESSAGES } from '@partner-portal/contract/messages';
import type { PlanProduct } from '@partner-portal/contract/plans-api';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { ApiError } from '../../lib/http/api-error';
import { requestPlanConsulting } from './api/request-plan-consulting';
import { planNameRow } from './plan-facts';

interface Props {
  product: PlanProduct | null;
  onClose: () => void;
}

type Outcome = { kind: 'success' | 'warning' | 'error'; message: string };

function outcomeOf(error: unknown): Outcome {
  if (error instanceof ApiError && error.code === RETURN_CODES.planConsultAlready) {
    return { kind: 'warning', message: MESSAGES.planConsultAlready };
  }
  return { kind: 'error', message: MESSAGES.internalServerError };
}

export function PlanConsultDialog({ product, onClose }: Props) {
  const { data: partner } = useMyPartner();
  const request = useMutation({ mutationFn: requestPlanConsulting });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const done = outcome?.kind === 'success' || outcome?.kind === 'warning';

  function close() {
    setOutcome(null);
    request.reset();
    onClose();
  }

  async function submit() {
    if (!product || !partner || request.isPending) return;
    setOutcome(null);
    try {
      await request.mutateAsync({ planCode: product.product_key, partnerId: partner.partner_id });
      setOutcome({ kind: 'success', message: MESSAGES.planConsultDone });
    } catch (error) {
      setOutcome(outcomeOf(error));
    }
  }

  return (
    <Modal
      open={product !== null}
      title="요금제 상담 신청"
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            확인
          </Button>
        ) : (
          <>
            <Button onClick={close}>취소</Button>
            <Button
              type="primary"
              loading={request.isPending}
              disabled={!partner}
              onClick={() => void submit()}
            >
              상담 신청
            </Button>
          </>
        )
      }
    >
      {product && (
        <div className="plan-dialog">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              planNameRow(product, '상담 요금제'),
              { key: 'company', label: '업체명', children: partner?.partner_name ?? '…' },
              { key: 'phone', label: '연락처', children: partner?.phone_no ?? '…' },
            ]}
          />
          <p className="plan-dialog__note">
            상담을 신청하시면 담당 컨설턴트가 영업일 기준 {PLAN_CONSULT_CALLBACK_BUSINESS_DAYS}일 이내에 위
            연락처로 연락드립니다.
          </p>
          {outcome && <Alert type={outcome.kind} showIcon title={outcome.message} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
