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
