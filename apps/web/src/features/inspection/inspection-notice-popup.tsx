/**
 * The service inspection notice popup (spec §2 popups): shown to signed-in partners while an
 * inspection is announced, with its image and message, 닫기 and 오늘 하루 안보기. Whoever places it
 * decides what closing it leads to (spec §4: the partner validation check).
 */
import type { InspectionStatus } from '@partner-portal/contract/inspection-constants';
import { Button, Modal } from 'antd';
import { HideTodayFooter } from '../../components/hide-today-footer';
import { hideToday } from '../../lib/hide-today';
import { INSPECTION_NOTICE_POPUP } from './inspection-notice-key';
import { inspectionWindowText } from './inspection-time';
import './inspection.css';

interface Props {
  inspection: InspectionStatus;
  onClose: () => void;
}

export function InspectionNoticePopup({ inspection, onClose }: Props) {
  return (
    <Modal
      open
      title="서비스 점검 안내"
      onCancel={onClose}
      className="inspection-notice"
      footer={
        <HideTodayFooter
          onHideToday={() => {
            hideToday(INSPECTION_NOTICE_POPUP);
            onClose();
          }}
        >
          <Button type="primary" onClick={onClose}>
            닫기
          </Button>
        </HideTodayFooter>
      }
    >
      {inspection.image && (
        <img className="inspection-notice__image" src={inspection.image} alt="서비스 점검 안내 이미지" />
      )}
      {inspection.start && inspection.end && (
        <p className="inspection-notice__window">
          <strong>점검 시간</strong> {inspectionWindowText(inspection.start, inspection.end)} (한국 시간)
        </p>
      )}
      {inspection.message && <p className="inspection-notice__message">{inspection.message}</p>}
      <p className="inspection-notice__hint">
        {inspection.allow_reads
          ? '점검 중에는 조회만 할 수 있고 저장·결제·등록은 할 수 없습니다.'
          : '점검 중에는 서비스를 이용할 수 없습니다.'}{' '}
        문의: 고객센터 {inspection.customer_service_hours}
      </p>
    </Modal>
  );
}
