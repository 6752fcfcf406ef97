/**
 * `/selfCertification/nice/success?token=&purpose=`: where our server sends a completed
 * verification. Reads the verified person, gives them to the window that opened this one and
 * closes; in the native app (no opener) keeps them for the starting page and goes back there.
 */
import type { IdentityMessage } from '@partner-portal/contract/identity-constants';
import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { handOver, identityOpener } from '../../lib/identity-verification';
import { useIdentityResult } from './api/get-identity-result';
import { heading, IdentityFailure, IdentityScreen } from './identity-screen';
import { StatusResult } from '../../components/status-result';

export function NiceSuccessPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useIdentityResult(token);

  const delivered = useRef(false);

  useEffect(() => {
    // Once: a second hand-over would be taken by the next visit of the starting page.
    if (!result.data || delivered.current) return;
    delivered.current = true;
    const message: IdentityMessage = { type: 'identity-verified', token, ...result.data };
    const opener = identityOpener();
    if (opener) {
      opener.postMessage(message, window.location.origin);
      window.close();
    } else {
      navigate(handOver(message, result.data.purpose), { replace: true });
    }
  }, [result.data, token, navigate]);

  return (
    <IdentityScreen>
      {/* Not found: expired, or read from another browser than the one that verified. */}
      {token === '' || result.isError ? (
        <IdentityFailure code="expired" />
      ) : result.data ? (
        <StatusResult
          status="success"
          title={heading('본인인증이 완료되었습니다')}
          subTitle={`${result.data.name}님, 인증한 정보로 계속 진행합니다. 이 창은 자동으로 닫힙니다.`}
          extra={<Button onClick={() => window.close()}>창 닫기</Button>}
        />
      ) : (
        <div className="identity-screen__loading" role="status">
          <Spin size="large" />
          <p>본인인증 결과를 확인하고 있습니다.</p>
        </div>
      )}
    </IdentityScreen>
  );
}
