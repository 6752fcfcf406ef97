/** `/login` (spec §2): plain React and CSS, no antd, so the entry page stays light. */
import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { CUSTOMER_SERVICE } from '@partner-portal/contract/constants';
import { LOGIN_MESSAGES, MESSAGES } from '@partner-portal/contract/messages';
import { PATHS } from '@partner-portal/contract/routes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LiveFormFields } from '../../components/live-form-fields';
import { ApiError } from '../../lib/http/api-error';
import { safeInAppPath } from '../../lib/safe-path';
import { useHydrated } from '../../lib/use-hydrated';
import { forgetPartnerCheck } from '../../lib/session/partner-check';
import { startSession } from '../../lib/session/session-store';
import { readStorage, writeStorage } from '../../lib/storage';
import { logIn } from './api/log-in';
import { AccountIdField } from './text-field';
import './login.css';

/** Router state the logout page leaves for the login page. */
export interface LoginNotice {
  notice: string;
  tone: 'info' | 'error';
}

type Field = 'username' | 'password';
type Errors = Partial<Record<Field | 'form', string>> & {
  /** The server makes this address wait after repeated failures: identity verification skips the wait. */
  waiting?: boolean;
};

const SAVED_ID_KEY = 'savedLoginId';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const notice = location.state as LoginNotice | null;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberId, setRememberId] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hydrated = useHydrated();

  // The saved id is read once the page is this browser's (the prerendered page has none).
  const [savedIdRead, setSavedIdRead] = useState(false);
  if (hydrated && !savedIdRead) {
    setSavedIdRead(true);
    const savedId = readStorage('local', SAVED_ID_KEY);
    if (savedId !== null) {
      setUsername(savedId);
      setRememberId(true);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Errors = {
      ...(username.trim() ? {} : { username: LOGIN_MESSAGES.usernameRequired }),
      ...(password ? {} : { password: LOGIN_MESSAGES.passwordRequired }),
    };
    if (missing.username || missing.password) {
      setErrors(missing);
      (missing.username ? usernameRef : passwordRef).current?.focus();
      return;
    }

    setSubmitting(true);
    setErrors({});
    try {
      const context = await logIn({ username: username.trim(), password });
      startSession(context);
      forgetPartnerCheck();
      writeStorage('local', SAVED_ID_KEY, rememberId ? username.trim() : null);
      navigate(redirectTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      setErrors(loginErrors(error));
      setPassword('');
      setSubmitting(false);
      passwordRef.current?.focus();
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <section className="login-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="login-card__title">
        파트너 로그인
      </h1>
      <p className="login-card__lead">파트너센터 계정으로 로그인해주세요.</p>

      {notice?.notice && (
        <p className={`alert ${notice.tone === 'error' ? 'alert--error' : 'alert--info'}`} role="alert">
          {notice.notice}
        </p>
      )}

      <form className="login-form" onSubmit={handleSubmit} noValidate>
        <LiveFormFields>
          <AccountIdField
            inputRef={usernameRef}
            id={`${id}-username`}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={errors.username}
          />

          <div className="field">
            <label className="field__label" htmlFor={`${id}-password`}>
              비밀번호
            </label>
            <div className="login-form__password">
              <input
                ref={passwordRef}
                id={`${id}-password`}
                className="field__input"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                onKeyUp={(event) => setCapsLock(event.getModifierState('CapsLock'))}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('password')}
              />
              <button
                type="button"
                className="login-form__reveal"
                onClick={() => setShowPassword((shown) => !shown)}
                aria-pressed={showPassword}
              >
                {showPassword ? '숨기기' : '표시'}
                <span className="visually-hidden"> 비밀번호</span>
              </button>
            </div>
            {capsLock && <p className="field__hint">Caps Lock이 켜져 있습니다.</p>}
            {errors.password && (
              <p id={`${id}-password-error`} className="field__error">
                {errors.password}
              </p>
            )}
          </div>

          <label className="checkbox">
            <input
              type="checkbox"
              checked={rememberId}
              onChange={(event) => setRememberId(event.target.checked)}
            />
            아이디 저장
          </label>

          {errors.form && (
            <div className="alert alert--error" role="alert">
              <p>{errors.form}</p>
              {errors.waiting && (
                <p>
                  기다리지 않으려면 본인인증 후 <Link to={PATHS.resetPassword}>비밀번호를 재설정</Link>하면
                  바로 로그인할 수 있습니다.
                </p>
              )}
            </div>
          )}

          <button type="submit" className="button button--primary button--block" disabled={submitting}>
            {submitting ? '로그인 중…' : '로그인'}
          </button>
        </LiveFormFields>
      </form>

      <p className="login-card__recovery">
        <Link to={PATHS.findId}>아이디 찾기</Link>
        <span aria-hidden="true">|</span>
        <Link to={PATHS.resetPassword}>비밀번호 재설정</Link>
      </p>

      <div className="login-card__links">
        <p>
          아직 파트너가 아니신가요? <Link to={PATHS.signUp}>회원가입</Link>
          <span aria-hidden="true"> · </span>
          <Link to={PATHS.enter}>입점 문의</Link>
        </p>
        <p className="login-card__help">
          본인인증을 할 수 없다면 고객센터(
          <a href={`tel:${CUSTOMER_SERVICE.phone.replace(/-/g, '')}`}>{CUSTOMER_SERVICE.phone}</a>,{' '}
          {CUSTOMER_SERVICE.hours})로 문의해주세요.
        </p>
      </div>
    </section>
  );
}

/** The `redirect` query if it is a safe page of this app, else home. */
function redirectTarget(raw: string | null): string {
  const target = safeInAppPath(raw);
  const isAuthPage = target !== null && [PATHS.login, PATHS.logout].some((path) => target.startsWith(path));
  return target && !isAuthPage ? target : PATHS.intro;
}

function loginErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: MESSAGES.unknownError };
  const { username, password } = error.fieldErrors;
  if (username || password) return { username, password };
  return { form: error.message, waiting: error.code === ERROR_CODES.loginBackoff };
}
