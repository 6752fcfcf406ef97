/**
 * `/findId`: the CEO verifies with their phone (NICE, purpose `find-id`) and sees the partner
 * account's member id, masked, with its sign-up day.
 */
import { identityFailureMessage } from '@partner-portal/contract/identity-constants';
import type { FoundAccounts } from '@partner-portal/contract/member-api';
import { MESSAGES } from '@partner-portal/contract/messages';
import { PATHS } from '@partner-portal/contract/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { startIdentityVerification, useIdentityResult } from '../../lib/identity-verification';
import { useFindMemberIds } from './api/find-member-ids';
import { RecoveryLinks, VerificationWaitHint } from './recovery-parts';
import './login.css';
import './recovery.css';

export function FindIdPage() {
  const id = useId();
  const find = useFindMemberIds();
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<FoundAccounts | null>(null);

  useIdentityResult('find-id', (message) => {
    setWaiting(false);
    if (message.type === 'identity-failed') {
      setFailure(identityFailureMessage(message.code));
      return;
    }
    setFailure(null);
    find.mutate(message.token, {
      onSuccess: setFound,
      onError: (error) => setFailure(error instanceof Error ? error.message : MESSAGES.unknownError),
    });
  });

  const start = () => {
    setFailure(null);
    setFound(null);
    setWaiting(startIdentityVerification('find-id') === 'popup');
  };

  return (
    <section className="login-card" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="login-card__title">
        아이디 찾기
      </h1>
      {found ? (
        <FoundIds found={found} />
      ) : (
        <>
          <p className="login-card__lead">
            가입할 때 본인인증한 대표자 명의의 휴대폰으로 인증하시면 아이디를 알려드립니다.
          </p>
          {failure && (
            <p className="alert alert--error" role="alert">
              {failure}
            </p>
          )}
          <button
            type="button"
            className="button button--primary button--block"
            onClick={start}
            disabled={find.isPending}
          >
            {find.isPending ? '아이디를 찾고 있습니다…' : '휴대폰 본인인증'}
          </button>
          <VerificationWaitHint waiting={waiting} />
        </>
      )}
      <RecoveryLinks current="find-id" />
    </section>
  );
}

function FoundIds({ found }: { found: FoundAccounts }) {
  if (found.accounts.length === 0) {
    return (
      <div className="recovery-result" role="status">
        <p className="recovery-result__lead">본인인증한 정보로 가입된 파트너 계정이 없습니다.</p>
        <Link className="button button--primary button--block" to={PATHS.signUp}>
          회원가입
        </Link>
      </div>
    );
  }
  return (
    <div className="recovery-result" role="status">
      <p className="recovery-result__lead">본인인증한 정보로 가입된 아이디입니다.</p>
      <ul className="recovery-result__list">
        {found.accounts.map((account) => (
          <li key={account.member_id + account.joined_on}>
            <strong className="recovery-result__id">{account.member_id}</strong>
            <span className="recovery-result__date">가입일 {formatDate(account.joined_on)}</span>
          </li>
        ))}
      </ul>
      <p className="field__hint">개인정보 보호를 위해 아이디의 일부는 *로 가려서 보여드립니다.</p>
      <Link className="button button--primary button--block" to={PATHS.login}>
        로그인
      </Link>
    </div>
  );
}
