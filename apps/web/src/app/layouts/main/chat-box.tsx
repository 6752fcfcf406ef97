/**
 * The sidebar's chat box (spec §2): ad partners are offered the partner app's chat consulting
 * (store links on mobile, a dialog with a QR code on desktop); others a look at the ad products.
 */
import { MessageOutlined, RiseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ExternalLink } from '../../../components/external-link';
import { env } from '../../../lib/env';
import { useUiState } from '../../../lib/ui-store';
import { useAdPlan } from './api/get-ad-plan';
import { CHAT_PLATFORM_NOTE, StoreLinks } from './store-links';

// The dialog (antd's Modal) in a chunk of its own: the sidebar is part of every signed-in page's
// first load, and few partners open the dialog (issue #14).
const ChatDialog = lazy(() => import('./chat-dialog').then((m) => ({ default: m.ChatDialog })));

export function ChatBox() {
  const { data: adPlan } = useAdPlan();
  const device = useUiState((state) => state.device);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so that it can close with its animation.
  const [dialogUsed, setDialogUsed] = useState(false);

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
        <Button
          size="small"
          block
          onClick={() => {
            setDialogUsed(true);
            setDialogOpen(true);
          }}
        >
          앱 설치 안내
        </Button>
      ) : (
        <>
          <StoreLinks />
          <p className="chat-box__note">{CHAT_PLATFORM_NOTE}</p>
        </>
      )}
      {dialogUsed && (
        <Suspense fallback={null}>
          <ChatDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
