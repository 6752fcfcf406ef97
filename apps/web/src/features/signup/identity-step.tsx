/**
 * The sign-up's first step: the CEO verifies with their mobile phone (NICE). The verified name and
 * number are shown read-only; the person cannot type over them, and may verify again.
 */
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { identityFailureMessage, type IdentityVerified } from '@partner-portal/contract/identity-constants';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { startIdentityVerification, useIdentityResult } from '../../lib/identity-verification';

interface Props {
  verified: IdentityVerified | null;
  onVerified: (verified: IdentityVerified) => void;
  /** A refusal of the verification (expired, already a partner, under 14) or a failed attempt. */
  error: string | null;
  onError: (message: string) => void;
}

export function IdentityStep({ verified, onVerified, error, onError }: Props) {
  const [waiting, setWaiting] = useState(false);

  useIdentityResult('signup', (message) => {
    setWaiting(false);
    if (message.type === 'identity-verified') onVerified(message);
    else onError(identityFailureMessage(message.code));
  });

  const start = () => setWaiting(startIdentityVerification('signup') === 'popup');

  return (
    <fieldset className="signup__section signup__identity" id="signup-identity">
      <legend>대표자 휴대폰 본인인증</legend>
      {error && <Alert className="signup__notice" type="error" showIcon title={error} role="alert" />}
      {verified ? (
        <>
          <p className="signup__verified">
            <span className="signup__verified-badge">
              <SafetyCertificateOutlined aria-hidden /> 본인인증 완료
            </span>
            인증한 대표자 정보로 가입합니다.
          </p>
          <Form.Item label="대표자명" htmlFor="signup-ceo-name">
            <Input id="signup-ceo-name" value={verified.name} readOnly variant="filled" />
          </Form.Item>
          <Form.Item label="휴대폰 번호" htmlFor="signup-ceo-mobile">
            <Input id="signup-ceo-mobile" value={verified.mobile} readOnly variant="filled" />
          </Form.Item>
          <Button className="signup__reverify" onClick={start}>
            다시 인증
          </Button>
        </>
      ) : (
        <>
          <p className="signup__step-lead">
            가입하시는 대표자 본인 명의의 휴대폰으로 인증해주세요. 인증한 이름과 휴대폰 번호로 가입되며, 한
            분은 하나의 파트너 계정만 만들 수 있습니다.
          </p>
          <Button
            type="primary"
            size="large"
            icon={<SafetyCertificateOutlined aria-hidden />}
            onClick={start}
            block
          >
            휴대폰 본인인증
          </Button>
          <p className="signup__hint" aria-live="polite">
            {waiting
              ? '열린 본인인증 창에서 인증을 마쳐주세요. 창이 보이지 않으면 버튼을 다시 눌러주세요.'
              : ''}
          </p>
        </>
      )}
    </fieldset>
  );
}
