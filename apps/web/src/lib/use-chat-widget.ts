/** Boots the chat widget once the signed-in partner's name is known (the main layout calls it). */
import { useEffect } from 'react';
import { useMyPartner } from './api/get-my-partner';
import { chatWidget } from './chat-widget';
import { readMemberSession } from './session/session-store';
import { useUiState } from './ui-store';

export function useChatWidget(): void {
  const { data: partner } = useMyPartner();
  // Inside the native app the partner chats through the app itself.
  const inApp = useUiState((state) => state.inApp);
  const partnerName = partner?.partner_name;
  useEffect(() => {
    const memberId = readMemberSession()?.memberId;
    if (inApp || !memberId || !partnerName) return;
    void chatWidget.start({ memberId, partnerName });
  }, [inApp, partnerName]);
}
