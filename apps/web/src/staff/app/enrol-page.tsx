/**
 * `/staff/enrol?token=…`: the one-time enrolment link an admin (or `npm run staff-admin`) gave. The
 * person sets a password, adds the authenticator (QR code, or the secret typed in), confirms it with
 * the first code, and receives ten recovery codes, shown this once.
 */
import {
  STAFF_PATHS,
  type StaffEnrolment,
  type StaffEnrolRequest,
  type StaffRecoveryCodes,
} from '@partner-portal/contract/staff-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../lib/http/api-error';
import { CONSOLE_PATHS } from './console-paths';
import { staffApi } from './staff-api';

interface EnrolForm {
  password: string;
  password_again: string;
  code: string;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <>
      <Alert
        type="success"
        showIcon
        role="status"
        title="등록을 마쳤습니다. 아래 복구 코드를 안전한 곳에 보관하세요."
        description="인증 앱을 쓸 수 없을 때 로그인에 한 번씩 쓸 수 있습니다. 이 화면을 닫으면 다시 볼 수 없습니다."
      />
      <ol className="console-enrol__codes" aria-label="복구 코드">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Link to={CONSOLE_PATHS.login}>로그인하러 가기</Link>
    </>
  );
}

export function EnrolPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const enrolment = useQuery({
    queryKey: ['staff', 'enrolment', token],
    queryFn: ({ signal }) =>
      staffApi.get<StaffEnrolment>(STAFF_PATHS.enrolment, { query: { token }, signal, showErrors: false }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const complete = useMutation({
    mutationFn: (body: StaffEnrolRequest) =>
      staffApi.post<StaffRecoveryCodes>(STAFF_PATHS.enrolment, { body, showErrors: false }),
  });

  let content;
  if (!token || enrolment.isError) {
    content = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={failureText(
          enrolment.error,
          '등록 링크가 올바르지 않습니다. 관리자에게 새 링크를 요청해주세요.',
        )}
      />
    );
  } else if (enrolment.isPending) {
    content = <Spin aria-label="불러오는 중" />;
  } else if (complete.data) {
    content = <RecoveryCodes codes={complete.data.recovery_codes} />;
  } else {
    const { data } = enrolment;
    content = (
      <>
        <p>
          {data.name} ({data.member_id})님의 직원 계정 등록입니다. 링크는 한 번만 쓸 수 있습니다.
        </p>
        <h2>1. 인증 앱에 추가</h2>
        <p>Google Authenticator 같은 인증 앱으로 QR 코드를 찍거나, 아래 키를 직접 입력하세요.</p>
        <img className="console-enrol__qr" src={data.qr_data_url} alt="인증 앱 등록 QR 코드" />
        <p>
          키: <code className="console-enrol__secret">{data.secret}</code>
        </p>
        <h2>2. 비밀번호와 첫 인증 코드</h2>
        <Form<EnrolForm>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => complete.mutate({ token, password: values.password, code: values.code })}
        >
          <Form.Item
            label="새 비밀번호"
            name="password"
            rules={[
              { required: true, message: '비밀번호를 입력해주세요.' },
              { min: 12, message: '비밀번호는 12자 이상입니다.' },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="새 비밀번호 확인"
            name="password_again"
            dependencies={['password']}
            rules={[
              { required: true, message: '비밀번호를 한 번 더 입력해주세요.' },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error('비밀번호가 서로 다릅니다.')),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="인증 코드"
            name="code"
            rules={[
              { required: true, message: '인증 코드를 입력해주세요.' },
              { pattern: /^\d{6}$/, message: '인증 코드 6자리를 입력해주세요.' },
            ]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          {complete.isError && (
            <Alert
              className="console-login__error"
              type="error"
              showIcon
              role="alert"
              title={failureText(complete.error, '등록하지 못했습니다.')}
            />
          )}
          <Button type="primary" htmlType="submit" block loading={complete.isPending}>
            등록 완료
          </Button>
        </Form>
      </>
    );
  }

  return (
    <main className="console-login">
      <Card className="console-enrol__card" title={<h1 className="console-login__title">직원 계정 등록</h1>}>
        {content}
      </Card>
    </main>
  );
}
