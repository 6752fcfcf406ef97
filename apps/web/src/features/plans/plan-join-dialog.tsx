/** The plan-join dialog (spec §2): confirms what is applied for, then sends the partner to payment. */
import type { PlanProduct } from '@partner-portal/contract/plans-api';
import { regionLabel } from '@partner-portal/contract/reference-data';
import { useMutation } from '@tanstack/react-query';
import { Alert, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../lib/http/api-error';
import { joinPlan } from './api/join-plan';
import { planNameRow, priceRows } from './plan-facts';
import type { AdRegion } from './region-picker';

interface Props {
  /** The plan to join; null keeps the dialog closed. */
  product: PlanProduct | null;
  /** The district, for an ad plan. */
  region: AdRegion | null;
  onClose: () => void;
}

export function PlanJoinDialog({ product, region, onClose }: Props) {
  const navigate = useNavigate();
  const join = useMutation({ mutationFn: joinPlan });
  const [error, setError] = useState<string | null>(null);
  const isAd = product?.ad_code != null;

  function close() {
    setError(null);
    join.reset();
    onClose();
  }

  async function submit() {
    if (!product || join.isPending) return;
    setError(null);
    try {
      const result = await join.mutateAsync({
        items: [{ product_key: product.product_key, region: isAd ? region : null }],
      });
      close();
      await navigate(result.next_path);
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <Modal
      open={product !== null}
      title="요금제 가입 신청"
      okText="가입 신청"
      cancelText="취소"
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={join.isPending}
      destroyOnHidden
    >
      {product && (
        <div className="plan-dialog">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              planNameRow(product, '요금제'),
              ...(isAd && region
                ? [{ key: 'region', label: '노출 지역', children: regionLabel(region.sido, region.sigungu) }]
                : []),
              ...priceRows(product),
            ]}
          />
          <p className="plan-dialog__note">
            가입 신청 후 결제 화면으로 이동합니다. 결제가 끝나면 바로 이용할 수 있습니다. 결제하지 않은 이전
            가입 신청이 있으면 이번 신청으로 바뀝니다.
          </p>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </div>
      )}
    </Modal>
  );
}
