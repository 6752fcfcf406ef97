/**
 * `/selfCertification/nice/load?purpose=signup|phone-change|find-id|password-reset`: asks our server for a verification
 * window and form-POSTs its fields to the provider (NICE, or the sandbox), as NICE's standard
 * window expects. Runs in the popup, or as a page in the native app.
 */
import { identityPurposeOf } from '@partner-portal/contract/identity-constants';
import { useMutation } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/http/api-error';
import { rememberIdentityPurpose } from '../../lib/identity-verification';
import { requestIdentityWindow } from './api/request-identity-window';
import { heading, IdentityScreen, LeaveButton } from './identity-screen';
import { StatusResult } from '../../components/status-result';

function startFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'unauthorized')
    return '로그인이 필요합니다. 로그인한 뒤 다시 시도해주세요.';
  return error instanceof Error ? error.message : '본인인증을 시작하지 못했습니다.';
}

export function NiceLoadPage() {
  const [params] = useSearchParams();
  const purpose = identityPurposeOf(params.get('purpose'));
  const { mutate, data, error, isError } = useMutation({ mutationFn: requestIdentityWindow });
  const started = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // Exactly one request per visit: the browser cookie it sets must match the fields we submit.
    if (!purpose || started.current) return;
    started.current = true;
    rememberIdentityPurpose(purpose);
    mutate(purpose);
  }, [purpose, mutate]);

  useEffect(() => {
    if (data) form.current?.submit();
  }, [data]);

  if (!purpose) {
    return (
      <IdentityScreen>
        <StatusResult
          status="warning"
          title={heading('잘못된 접근입니다')}
          subTitle="본인인증을 시작한 화면에서 다시 시도해주세요."
        />
      </IdentityScreen>
    );
  }
  if (isError) {
    return (
      <IdentityScreen>
        <StatusResult
          status="error"
          title={heading('본인인증을 시작하지 못했습니다')}
          subTitle={startFailure(error)}
          extra={[
            <Button key="retry" type="primary" onClick={() => mutate(purpose)}>
              다시 시도
            </Button>,
            <LeaveButton key="leave" code="request-failed" purpose={purpose} />,
          ]}
        />
      </IdentityScreen>
    );
  }
  return (
    <IdentityScreen>
      <div className="identity-screen__loading" role="status">
        <Spin size="large" />
        <h1 className="identity-screen__title">휴대폰 본인인증</h1>
        <p>본인인증 화면으로 이동하고 있습니다. 잠시만 기다려주세요.</p>
      </div>
      {data && (
        <form ref={form} method="post" action={data.window_url}>
          {Object.entries(data.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button htmlType="submit" block>
            본인인증 계속하기
          </Button>
        </form>
      )}
    </IdentityScreen>
  );
}
