/**
 * `/mypage/myInfo`: MyPage in the portal's layout. The screen is a module of its own because the
 * app's page shares it: a route module that another module imports is no entry of its own in the
 * build's manifest, which the JS budget test reads. 회원 탈퇴 is offered here, below the tabs.
 */
import { PATHS } from '@partner-portal/contract/routes';
import { Link } from 'react-router';
import { MyInfoScreen } from './my-info-screen';

export function MyInfoPage() {
  return (
    <>
      <MyInfoScreen />
      <p className="my-info__withdrawal">
        서비스를 더 이상 이용하지 않으시나요? <Link to={PATHS.withdrawal}>회원 탈퇴</Link>
      </p>
    </>
  );
}
