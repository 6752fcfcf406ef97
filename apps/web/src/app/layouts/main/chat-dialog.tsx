/** The chat box's dialog on desktop: the partner app's QR code and its store links (spec §2). */
import { Modal } from 'antd';
import { LazyAppQrCode } from '../../../components/lazy-app-qr-code';
import { CHAT_PLATFORM_NOTE, StoreLinks } from './store-links';

export function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="파트너 앱으로 채팅 상담하기" open={open} onCancel={onClose} footer={null} centered>
      <div className="chat-dialog">
        <figure className="chat-dialog__qr">
          <LazyAppQrCode size={160} />
          <figcaption>안드로이드 앱 설치 QR 코드</figcaption>
        </figure>
        <div>
          <p>
            휴대폰 카메라로 QR 코드를 비추거나 아래 스토어에서 &lsquo;리모델링마켓 파트너&rsquo; 앱을
            내려받으세요.
          </p>
          <StoreLinks />
          <p className="chat-dialog__note">{CHAT_PLATFORM_NOTE}</p>
        </div>
      </div>
    </Modal>
  );
}
