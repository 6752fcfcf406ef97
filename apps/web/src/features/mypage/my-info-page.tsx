/**
 * `/mypage/myInfo`: MyPage in the portal's layout. The screen is a module of its own because the
 * app's page shares it: a route module that another module imports is no entry of its own in the
 * build's manifest, which the JS budget test reads.
 */
import { MyInfoScreen } from './my-info-screen';

export function MyInfoPage() {
  return <MyInfoScreen />;
}
