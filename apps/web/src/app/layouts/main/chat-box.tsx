/**
 * The sidebar's chat box (spec §2): ad partners are offered the partner app's chat consulting
 * (store links on mobile, a dialog with a QR code on desktop); others a look at the ad products.
 */
import { MessageOutlined, RiseOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { ExternalLink } from '../../../components/external-link';
import { LazyAppQrCode } from '../../../components/lazy-app-qr-code';
import { env } from '../../../lib/env';
import { useUiState } from '../../../lib/ui-store';
import { useAdPlan } from './api/get-ad-plan';

const CHAT_PLATFORM_NOTE =
  '채팅 상담은 현재 안드로이드 앱에서만 이용할 수 있습니다. 아이폰 앱은 업데이트 중입니다.';

function StoreLinks() {
  return (
    <div className="store-links">
      <ExternalLink className="store-button" href={env.playStoreUrl} title="Google Play">
        Google Play
      </ExternalLink>
      <ExternalLink className="store-button" href={env.appStoreUrl} title="App Store">
        App Store
      </ExternalLink>
    </div>
  );
}

export function ChatBox() {
  const { data: adPlan } = useAdPlan();
  const device = useUiState((state) => state.device);
  const [dialogOpen, setDialogOpen] = useState(false);

  if (!adPlan) return null;

  if (adPlan.ad_plan_list.length === 0) {
    return (
      <section className="chat-box" aria-label="광고 상품 안내">
        <p className="chat-box__title">
          <RiseOutlined aria-hidden="true" /> 광고 상품 안내
        </p>
        <p className="chat-box__text">
          상단노출 광고로 우리 지역 고객에게 먼저 소개되고 채팅 상담도 받아보세요.
        </p>
        <ExternalLink className="chat-box__link" href={env.adProductsUrl} title="광고 상품 보기">
          광고 상품 보기
        </ExternalLink>
      </section>
    );
  }

  return (
    <section className="chat-box" aria-label="채팅 상담">
      <p className="chat-box__title">
        <MessageOutlined aria-hidden="true" /> 채팅 상담
      </p>
      <p className="chat-box__text">파트너 앱에서 고객과 바로 채팅으로 상담하세요.</p>
      {device === 'pc_web' ? (
        <Button size="small" block onClick={() => setDialogOpen(true)}>
          앱 설치 안내
        </Button>
      ) : (
        <>
          <StoreLinks />
          <p className="chat-box__note">{CHAT_PLATFORM_NOTE}</p>
        </>
      )}
      <Modal
        title="파트너 앱으로 채팅 상담하기"
        open={dialogOpen}
        onCancel={() => setDialogOpen(false)}
        footer={null}
        centered
      >
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
    </section>
  );
}
