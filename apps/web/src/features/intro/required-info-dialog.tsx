/**
 * The partner-registration-required dialog (spec §2): each checklist item with its status, title
 * and a button to where it is completed, and a banner to the plans.
 */
import { RightOutlined } from '@ant-design/icons';
import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';
import { PATHS } from '@partner-portal/contract/routes';
import { Button, Modal } from 'antd';
import { Link, useNavigate } from 'react-router';
import { requiredInfoTarget } from './required-info';
import { RequiredInfoTag } from './required-info-tag';

interface Props {
  items: readonly RequiredInfoItem[];
  /** Kept mounted and closed with `open`, the dialog gives the focus back to the button that opened it. */
  open?: boolean;
  onClose: () => void;
}

const actionLabel = (item: RequiredInfoItem) =>
  item.code === 'rate-plan'
    ? item.completed
      ? '요금제 보기'
      : '가입하기'
    : item.completed
      ? '수정하기'
      : '등록하기';

export function RequiredInfoDialog({ items, open = true, onClose }: Props) {
  const navigate = useNavigate();
  const done = items.filter((item) => item.completed).length;
  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <Modal
      open={open}
      title="파트너 등록 필수 정보"
      onCancel={onClose}
      footer={null}
      className="required-info-dialog"
    >
      <p className="required-info-dialog__lead">
        고객에게 업체를 소개하고 상담을 받으려면 아래 정보를 모두 등록해주세요.{' '}
        <span className="required-info-dialog__count">
          ({done}/{items.length} 완료)
        </span>
      </p>
      <ul className="required-info-dialog__list">
        {items.map((item) => {
          return (
            <li key={item.code} className="required-info-dialog__item">
              <RequiredInfoTag status={item.status} />
              <span className="required-info-dialog__title">{item.title}</span>
              <Button
                size="small"
                type={item.completed ? 'default' : 'primary'}
                aria-label={`${item.title} ${actionLabel(item)}`}
                onClick={() => go(requiredInfoTarget(item.code))}
              >
                {actionLabel(item)}
              </Button>
            </li>
          );
        })}
      </ul>
      <Link className="required-info-dialog__banner" to={PATHS.paymentPlan} onClick={onClose}>
        <span>
          <strong>요금제 안내</strong>
          <span>요금제에 가입하면 우리 지역 고객의 시공 상담을 받을 수 있습니다.</span>
        </span>
        <RightOutlined aria-hidden />
      </Link>
    </Modal>
  );
}
