import { PATHS } from '@partner-portal/contract/routes';
import { Link } from 'react-router';

/** The way back to the login and to the other recovery, under both recovery screens. */
export function RecoveryLinks({ current }: { current: 'find-id' | 'password-reset' }) {
  return (
    <p className="login-card__links recovery-links">
      <Link to={PATHS.login}>로그인</Link>
      <span aria-hidden="true"> · </span>
      {current === 'find-id' ? (
        <Link to={PATHS.resetPassword}>비밀번호 재설정</Link>
      ) : (
        <Link to={PATHS.findId}>아이디 찾기</Link>
      )}
    </p>
  );
}

/** Said while the verification window is open (a popup can hide behind this window). */
export function VerificationWaitHint({ waiting }: { waiting: boolean }) {
  return (
    <p className="field__hint" aria-live="polite">
      {waiting ? '열린 본인인증 창에서 인증을 마쳐주세요. 창이 보이지 않으면 버튼을 다시 눌러주세요.' : ''}
    </p>
  );
}
