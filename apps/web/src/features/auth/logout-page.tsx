import { LOGOUT_ERROR_MESSAGES } from '@partner-portal/contract/messages';
import { PATHS } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { logOut } from './api/log-out';
import type { LoginNotice } from './login-page';

const SIGNED_OUT = '로그아웃 되었습니다.';

/** `/logout?error=…`: ends the session and hands the reason to the login page, which shows it. */
export function LogoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reason = params.get('error');
  const message = (reason && LOGOUT_ERROR_MESSAGES[reason]) || SIGNED_OUT;

  useEffect(() => {
    let active = true;
    void logOut().then(() => {
      const state: LoginNotice = { notice: message, tone: reason ? 'error' : 'info' };
      if (active) navigate(PATHS.login, { replace: true, state });
    });
    return () => {
      active = false;
    };
  }, [navigate, message, reason]);

  return (
    <div className="page-loading" role="status">
      <p>{message}</p>
    </div>
  );
}
