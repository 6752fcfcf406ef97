/**
 * The partner registration validation reminder (spec §2 popups, §4): how much of the checklist is
 * done, a way into the registration-required dialog, and 오늘 하루 안보기.
 */
import type { RequiredInfoItem } from '@partner-portal/contract/profile-checklist';
import { Button, Modal } from 'antd';
import { ChecklistProgress } from './checklist-progress';
import { HideTodayFooter } from '../../components/hide-today-footer';
import { hideToday } from '../../lib/hide-today';
import { VALIDATE_PARTNER_POPUP } from './validate-partner-popup-decision';

interface Props {
  items: readonly RequiredInfoItem[];
  onClose: () => void;
  onRegister: () => void;
}

export function ValidatePartnerPopup({ items, onClose, onRegister }: Props) {
  const missing = items.filter((item) => !item.completed).map((item) => item.title);
  return (
    <Modal
      open
      title="파트너 등록을 완료해주세요"
      onCancel={onClose}
      className="validate-partner-popup"
      footer={
        <HideTodayFooter
          onHideToday={() => {
            hideToday(VALIDATE_PARTNER_POPUP);
            onClose();
          }}
        >
          <Button onClick={onClose}>닫기</Button>
          <Button type="primary" onClick={onRegister}>
            지금 등록하기
          </Button>
        </HideTodayFooter>
      }
    >
      <p>필수 정보를 모두 등록해야 고객에게 업체가 노출되고 상담을 받을 수 있습니다.</p>
      <ChecklistProgress items={items} />
      <p className="validate-partner-popup__missing">남은 항목: {missing.join(', ')}</p>
    </Modal>
  );
}
