/**
 * `/resetPassword`: the member id, then the CEO's phone verification (NICE, purpose
 * `password-reset`), then a new password under the sign-up rules. The server ends every session of
 * the member; the person signs in again on /login.
 */
import { identityFailureMessage } from '@partner-portal/contract/identity-constants';
import { passwordResetRequestSchema, RECOVERY_MESSAGES } from '@partner-portal/contract/member-api';
import { MESSAGES } from '@partner-portal/contract/messages';
import { PATHS } from '@partner-portal/contract/routes';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PasswordRules } from '../../components/password-rules';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { fieldErrorsFromIssues, formErrorsFrom } from '../../lib/field-errors';
import { startIdentityVerification, useIdentityResult } from '../../lib/identity-verification';
import { readStorage, writeStorage } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { useCheckPasswordReset } from './api/check-password-reset';
import { useResetPassword } from './api/reset-password';
import { RecoveryLinks, VerificationWaitHint } from './recovery-parts';
import { AccountIdField, TextField } from './text-field';
import './login.css';
import './recovery.css';

type Field = 'member_id' | 'new_password' | 'valid_password';
type Errors = Partial<Record<Field | 'form', string>>;

/** The id typed before a verification that runs in this tab (native app, blocked popup) leaves the page. */
const ACCOUNT_KEY = 'passwordResetAccount';

export function ResetPasswordPage() {
  const id = useId();
  const navigate = useNavigate();
  const check = useCheckPasswordReset();
  const reset = useResetPassword();
  const [account, setAccount] = useState(() => readStorage('session', ACCOUNT_KEY) ?? '');
  const [token, setToken] = useState<string | null>(null);
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [waiting, setWaiting] = useState(false);
  const accountRef = useRef<HTMLInputElement>(null);
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

  const refused = (error: unknown, fields: readonly Field[]) => {
    const found = formErrorsFrom(error, ['identity_token', ...fields], MESSAGES.unknownError);
    const { identity_token: expired, ...onFields } = found.fields;
    setErrors({ ...onFields, ...(expired || found.form ? { form: expired ?? found.form! } : {}) });
    // Back to the id step when the verification or the id was refused.
    return expired !== undefined || onFields.member_id !== undefined;
  };

  useIdentityResult('password-reset', (message) => {
    setWaiting(false);
    if (message.type === 'identity-failed') {
      setErrors({ form: identityFailureMessage(message.code) });
      return;
    }
    const request = { member_id: account.trim(), identity_token: message.token };
    check.mutate(request, {
      onSuccess: () => {
        setErrors({});
        setToken(message.token);
      },
      onError: (error) => {
        refused(error, ['member_id']);
        accountRef.current?.focus();
      },
    });
  });

  function verify(event: FormEvent) {
    event.preventDefault();
    if (!account.trim()) {
      setErrors({ member_id: RECOVERY_MESSAGES.idRequired });
      accountRef.current?.focus();
      return;
    }
    setErrors({});
    writeStorage('session', ACCOUNT_KEY, account.trim());
    setWaiting(startIdentityVerification('password-reset') === 'popup');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (token === null) return;
    const parsed = passwordResetRequestSchema.safeParse({
      member_id: account,
      identity_token: token,
      new_password: newPassword,
      valid_password: confirmation,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues(parsed.error.issues));
      revealFirstInvalid();
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: () => {
        writeStorage('session', ACCOUNT_KEY, null);
        showToast('success', RECOVERY_MESSAGES.done);
        navigate(PATHS.login, { replace: true });
      },
      onError: (error) => {
        // An expired or used verification, or the id no longer fits: verify again.
        if (refused(error, ['member_id', 'new_password', 'valid_password'])) setToken(null);
        else revealFirstInvalid();
      },
    });
  }

  const formError = errors.form && (
    <p className="alert alert--error" role="alert">
      {errors.form}
    </p>
  );

  return (
    <section className="login-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="login-card__title">
        비밀번호 재설정
      </h1>
      {token === null ? (
        <form className="login-form" onSubmit={verify} noValidate>
          <p className="login-card__lead recovery-lead">
            아이디를 입력하고 가입할 때 본인인증한 대표자 명의의 휴대폰으로 인증해주세요.
          </p>
          <AccountIdField
            inputRef={accountRef}
            id={`${id}-member_id`}
            value={account}
            onChange={(event) => setAccount(event.target.value)}
            error={errors.member_id}
          />
          {formError}
          <button type="submit" className="button button--primary button--block" disabled={check.isPending}>
            {check.isPending ? '확인 중…' : '휴대폰 본인인증'}
          </button>
          <VerificationWaitHint waiting={waiting} />
        </form>
      ) : (
        <form className="login-form" ref={formRef} onSubmit={submit} noValidate>
          <p className="login-card__lead recovery-lead">
            <strong>{account.trim()}</strong> 계정의 새 비밀번호를 입력해주세요. 재설정하면 모든 기기와 앱의
            로그인이 해제됩니다.
          </p>
          <TextField
            id={`${id}-new_password`}
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={errors.new_password}
            note={<PasswordRules value={newPassword} id={`${id}-rules`} />}
            noteId={`${id}-rules`}
            autoFocus
          />
          <TextField
            id={`${id}-valid_password`}
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errors.valid_password}
          />
          {formError}
          <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
            {reset.isPending ? '재설정 중…' : '비밀번호 재설정'}
          </button>
        </form>
      )}
      <RecoveryLinks current="password-reset" />
    </section>
  );
}
