import { PATHS } from '@partner-portal/contract/routes';
import { WITHDRAWAL_MESSAGES } from '@partner-portal/contract/withdrawal-constants';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { isAppUserAgent } from '../../lib/device';
import { finishWebview } from '../../lib/native-bridge';
import './signup.css';

/** Router state the sign-up leaves for its completion page. */
export interface SignUpCompleteState {
  partnerName: string;
  /** The same person or business withdrew before (spec §9 re-join check). */
  rejoined?: boolean;
}

/** `/signUp/complete`: welcome and the way to log in (in the app: back to the app's own login). */
export function SignUpCompletePage() {
  const state = useLocation().state as SignUpCompleteState | null;
  return (
    <main id="content" className="signup-complete">
      <BrandLogo />
      <h1 className="signup-complete__title">회원가입이 완료되었습니다</h1>
      <p>
        {state?.partnerName ? `${state.partnerName}, ` : ''}리모델링마켓 파트너가 되신 것을 환영합니다.
        <br />
        로그인한 뒤 업체 정보를 등록하고 시공사례를 올려 고객을 만나보세요.
      </p>
      {state?.rejoined && (
        <p className="signup-complete__rejoined" role="status">
          {WITHDRAWAL_MESSAGES.rejoined}
        </p>
      )}
      {isAppUserAgent() ? (
        <button type="button" className="button button--primary" onClick={() => finishWebview()}>
          앱에서 로그인하기
        </button>
      ) : (
        <Link className="button button--primary" to={PATHS.login}>
          로그인하기
        </Link>
      )}
    </main>
  );
}
