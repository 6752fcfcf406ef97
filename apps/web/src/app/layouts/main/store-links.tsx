/** The partner app's store links and its platform note: the chat box on mobile shows them, and so does the chat dialog. */
import { ExternalLink } from '../../../components/external-link';
import { env } from '../../../lib/env';

export const CHAT_PLATFORM_NOTE =
  '채팅 상담은 현재 안드로이드 앱에서만 이용할 수 있습니다. 아이폰 앱은 업데이트 중입니다.';

export function StoreLinks() {
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
