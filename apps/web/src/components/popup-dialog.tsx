/**
 * One popup as the partner sees it (the partner app's popup queue and the console's preview): its title, text with its line
 * breaks, an image sized before it loads, its buttons, and 닫기 / 오늘 하루 안보기. The chat popup
 * adds the app's QR code and store links (spec §2).
 */
import type { Popup, PopupButton } from '@partner-portal/contract/popups-api';
import { Button, Modal } from 'antd';
import { ExternalLink } from './external-link';
import { HideTodayFooter } from './hide-today-footer';
import { LazyAppQrCode } from './lazy-app-qr-code';
import { env } from '../lib/env';
import './popup-dialog.css';

interface Props {
  popup: Popup;
  /** "2 / 3" when several popups queue. */
  position?: { index: number; total: number };
  onClose: () => void;
  onHideToday: () => void;
  /** A button to a portal page: close the popup, then go there. */
  onNavigate: (path: string) => void;
}

function PopupButtons({ buttons, onNavigate }: { buttons: PopupButton[]; onNavigate: Props['onNavigate'] }) {
  if (buttons.length === 0) return null;
  return (
    <div className="popup-dialog__buttons">
      {buttons.map((button, i) =>
        button.url.startsWith('/') ? (
          <Button key={i} type={i === 0 ? 'primary' : 'default'} block onClick={() => onNavigate(button.url)}>
            {button.label}
          </Button>
        ) : (
          <ExternalLink
            key={i}
            href={button.url}
            title={button.label}
            className="popup-dialog__link ant-btn ant-btn-default ant-btn-block"
          >
            {button.label}
          </ExternalLink>
        ),
      )}
    </div>
  );
}

function ChatOffer() {
  return (
    <div className="popup-dialog__chat">
      <figure className="popup-dialog__qr">
        <LazyAppQrCode size={140} />
        <figcaption>안드로이드 앱 설치 QR 코드</figcaption>
      </figure>
      <div className="popup-dialog__stores">
        <ExternalLink className="popup-dialog__store" href={env.playStoreUrl} title="Google Play">
          Google Play
        </ExternalLink>
        <ExternalLink className="popup-dialog__store" href={env.appStoreUrl} title="App Store">
          App Store
        </ExternalLink>
      </div>
    </div>
  );
}

export function PopupDialog({ popup, position, onClose, onHideToday, onNavigate }: Props) {
  const { image } = popup;
  return (
    <Modal
      open
      centered
      title={popup.title}
      onCancel={onClose}
      // The footer's 닫기 is the one close button (Esc and the mask close it too).
      closable={false}
      className={`popup-dialog popup-dialog--${popup.kind}`}
      width={480}
      footer={
        <HideTodayFooter onHideToday={popup.offers_hide_today ? onHideToday : undefined}>
          {position && position.total > 1 && (
            <span
              className="popup-dialog__count"
              aria-label={`팝업 ${position.total}개 중 ${position.index}번째`}
            >
              {position.index} / {position.total}
            </span>
          )}
          <Button onClick={onClose}>닫기</Button>
        </HideTodayFooter>
      }
    >
      {image && (
        <img
          className="popup-dialog__image"
          src={image.url}
          width={image.width}
          height={image.height}
          alt={image.alt}
        />
      )}
      {popup.body && <p className="popup-dialog__body">{popup.body}</p>}
      {popup.kind === 'chat' && <ChatOffer />}
      <PopupButtons buttons={popup.buttons} onNavigate={onNavigate} />
    </Modal>
  );
}
