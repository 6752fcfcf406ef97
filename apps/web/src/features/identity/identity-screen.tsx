/** The frame and the failure view the verification pages share: a small window of their own. */
import { identityFailureMessage, type IdentityPurpose } from '@partner-portal/contract/identity-constants';
import { Button, ConfigProvider } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { antdConfig } from '../../lib/antd-config';
import {
  handOver,
  identityLoadPath,
  identityOpener,
  rememberedIdentityPurpose,
} from '../../lib/identity-verification';
import './identity.css';
import { StatusResult } from '../../components/status-result';

export function IdentityScreen({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider {...antdConfig}>
      <div className="identity-screen">
        <header className="identity-screen__header">
          <BrandLogo />
        </header>
        <main id="content" className="identity-screen__card">
          {children}
        </main>
      </div>
    </ConfigProvider>
  );
}

/** A result's title as the page's heading (StatusResult renders a plain div). */
export const heading = (text: string) => <h1 className="identity-screen__heading">{text}</h1>;

/**
 * Leaves the verification: a popup closes itself; a page run goes back to the screen that started
 * it, taking `code` along so that screen can say what happened.
 */
export function LeaveButton({ code, purpose }: { code: string; purpose: IdentityPurpose }) {
  const navigate = useNavigate();
  const opener = identityOpener();
  return opener ? (
    <Button onClick={() => window.close()}>창 닫기</Button>
  ) : (
    <Button onClick={() => navigate(handOver({ type: 'identity-failed', code }, purpose), { replace: true })}>
      돌아가기
    </Button>
  );
}

/** A failed verification: what went wrong, a retry, and the opener told (it may show it too). */
export function IdentityFailure({ code }: { code: string }) {
  const navigate = useNavigate();
  const purpose = rememberedIdentityPurpose();

  useEffect(() => {
    identityOpener()?.postMessage({ type: 'identity-failed', code }, window.location.origin);
  }, [code]);

  return (
    <StatusResult
      status="error"
      title={heading('본인인증 실패')}
      subTitle={identityFailureMessage(code)}
      extra={[
        purpose && (
          <Button
            key="retry"
            type="primary"
            onClick={() => navigate(identityLoadPath(purpose), { replace: true })}
          >
            다시 인증
          </Button>
        ),
        <LeaveButton key="leave" code={code} purpose={purpose ?? 'signup'} />,
      ]}
    />
  );
}
