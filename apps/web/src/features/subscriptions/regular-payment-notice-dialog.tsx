/**
 * Spec §2 "regular payment notice": how recurring payment works, for partners without an arrangement.
 * It waits while the page's popups (lib/popup-slot) are loading or shown: one dialog at a time.
 */
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { hideToday, isHiddenToday } from '../../lib/hide-today';
import { usePopupQueueBusy } from '../../lib/popup-slot';

const POPUP = 'regular-payment-notice';

export function RegularPaymentNoticeDialog() {
  const [open, setOpen] = useState(() => !isHiddenToday(POPUP));
  const slotTaken = usePopupQueueBusy();
  return (
    <Modal
      open={open && !slotTaken}
      title="정기결제 안내"
      onCancel={() => setOpen(false)}
      footer={[
        <Button
          key="today"
          onClick={() => {
            hideToday(POPUP);
            setOpen(false);
          }}
        >
          오늘 하루 안보기
        </Button>,
        <Button key="close" type="primary" onClick={() => setOpen(false)}>
          확인
        </Button>,
      ]}
    >
      <ul className="subscriptions__notice">
        <li>요금제 기간이 끝나면 등록한 카드 중 위에 있는 카드부터 결제가 되는 첫 카드로 자동 갱신됩니다.</li>
        <li>결제가 실패하면 며칠에 걸쳐 다시 시도합니다.</li>
        <li>정기결제는 언제든지 해지할 수 있습니다.</li>
      </ul>
    </Modal>
  );
}
