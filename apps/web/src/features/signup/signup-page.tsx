/**
 * `/signUp`: a business joins as a partner (spec §3 sign-up payload). The CEO verifies their mobile
 * phone first (the name and number come from it); the rest of the form appears then, so nothing
 * typed is lost when the verification runs as a full page (native app). Checked with the
 * contract's schema before sending; the server's refusals come back onto their fields.
 */
import type { IdentityVerified } from '@partner-portal/contract/identity-constants';
import { forceLowercase, stripEmoji, stripKorean } from '@partner-portal/contract/input-filters';
import { MESSAGES } from '@partner-portal/contract/messages';
import { signUpRequestSchema } from '@partner-portal/contract/partner-api';
import { PATHS } from '@partner-portal/contract/routes';
import { TERMS_TYPES } from '@partner-portal/contract/terms-constants';
import { isValidMemberId, VALIDATION_MESSAGES } from '@partner-portal/contract/validation';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, ConfigProvider, Form, Input, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { PasswordRules } from '../../components/password-rules';
import { RetryAlert } from '../../components/retry-alert';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { antdConfig } from '../../lib/antd-config';
import { fieldErrorsFromIssues, formErrorsFrom } from '../../lib/field-errors';
import { formatBusinessNumberInput } from '../../lib/input-format';
import { clearReferrer, currentJoinChannel, readReferrer } from '../../lib/signup-attribution';
import { checkMemberId, signUp, useSignUpTerms } from './api/sign-up';
import { IdentityStep } from './identity-step';
import type { SignUpCompleteState } from './signup-complete-page';
import { TermsAgreement } from './terms-agreement';
import type { SignUpEntryState } from './referrer-redirect';
import './signup.css';

interface Values {
  account: string;
  password: string;
  password_confirm: string;
  email: string;
  partner_name: string;
  biz_no: string;
}

const EMPTY: Values = {
  account: '',
  password: '',
  password_confirm: '',
  email: '',
  partner_name: '',
  biz_no: '',
};
const REQUEST_FIELDS = ['account', 'password', 'email', 'partner_name', 'biz_no'] as const;
const FORM_FIELDS: (keyof Values)[] = [...REQUEST_FIELDS, 'password_confirm'];
const ID_CHECK_REQUIRED = '아이디 중복 확인을 해주세요.';
const REQUIRED_TERMS = '필수 약관에 모두 동의해주세요.';

type IdCheck = { account: string; available: boolean } | null;

export function SignUpPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const account = Form.useWatch('account', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const terms = useSignUpTerms();
  const [agreed, setAgreed] = useState<string[]>([]);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [idCheck, setIdCheck] = useState<IdCheck>(null);
  const [referrer, setReferrer] = useState(readReferrer);
  const [referrerError, setReferrerError] = useState<string | null>(null);
  const location = useLocation();
  // Said once: the notice is not in the history entry any more, so a reload does not repeat it.
  const [unknownReferrer, setUnknownReferrer] = useState(
    () => (location.state as SignUpEntryState | null)?.unknownReferrer === true,
  );
  useEffect(() => {
    if (unknownReferrer) navigate(location.pathname, { replace: true, state: null });
    // Only on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [formError, setFormError] = useState<string | null>(null);
  const [verified, setVerified] = useState<IdentityVerified | null>(null);
  const [identityError, setIdentityError] = useState<string | null>(null);
  const idCheckMutation = useMutation({ mutationFn: checkMemberId });
  const signUpMutation = useMutation({ mutationFn: signUp });
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

  const checkedAccount = idCheck?.account === account ? idCheck : null;

  /** Puts messages under the form's own fields; an empty message clears one. */
  function setFieldErrors(errors: Record<string, string>) {
    form.setFields(
      FORM_FIELDS.filter((name) => name in errors).map((name) => ({
        name,
        errors: errors[name] ? [errors[name]] : [],
      })),
    );
  }

  /** The fields have no antd rules (the schema decides), so a field's message goes when it is edited. */
  function clearEdited(changed: Partial<Values>) {
    setFieldErrors(Object.fromEntries(Object.keys(changed).map((name) => [name, ''])));
  }

  async function onCheckId() {
    const candidate = form.getFieldValue('account') as string | undefined;
    if (!candidate || !isValidMemberId(candidate)) {
      setFieldErrors({ account: VALIDATION_MESSAGES.memberId });
      return;
    }
    try {
      const result = await idCheckMutation.mutateAsync(candidate);
      setIdCheck({ account: candidate, available: result.available });
      setFieldErrors({ account: result.available ? '' : '이미 사용 중인 아이디입니다.' });
    } catch (error) {
      setFieldErrors({
        account: formErrorsFrom(error, [], MESSAGES.unknownError).form ?? MESSAGES.unknownError,
      });
    }
  }

  /** A refusal about the verification (expired, already a partner, under 14) shows at the first step. */
  function showIdentityError(message: string) {
    setIdentityError(message);
    document.getElementById('signup-identity')?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  async function onFinish(values: Values) {
    if (!verified) return;
    setFormError(null);
    clearEdited(values);
    const requiredTerms = (terms.data ?? []).filter((term) => term.required).map((term) => term.type);
    const problems: Record<string, string> = {};
    if (!checkedAccount) problems.account = ID_CHECK_REQUIRED;
    else if (!checkedAccount.available) problems.account = '이미 사용 중인 아이디입니다.';
    if (values.password !== values.password_confirm)
      problems.password_confirm = VALIDATION_MESSAGES.passwordConfirm;

    const parsed = signUpRequestSchema.safeParse({
      account: values.account,
      password: values.password,
      identity_token: verified.token,
      email: values.email,
      partner_name: values.partner_name,
      biz_no: values.biz_no,
      agreement_marketing: agreed.includes(TERMS_TYPES.marketingConsent),
      join_channel: currentJoinChannel(),
      hunter_no: referrer,
      agreed_terms: agreed,
    });
    const missingTerms = !requiredTerms.every((type) => agreed.includes(type));
    setTermsError(missingTerms ? REQUIRED_TERMS : null);
    const schemaErrors = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues);
    // A format error says more than "check the id", so the schema's messages win.
    setFieldErrors({ ...problems, ...schemaErrors });
    if (!parsed.success || Object.keys(problems).length || missingTerms) {
      revealFirstInvalid();
      return;
    }

    try {
      const result = await signUpMutation.mutateAsync(parsed.data);
      clearReferrer();
      const state: SignUpCompleteState = {
        partnerName: parsed.data.partner_name,
        rejoined: result.rejoined,
      };
      navigate(PATHS.signUpComplete, { replace: true, state });
    } catch (error) {
      const found = formErrorsFrom(
        error,
        [...REQUEST_FIELDS, 'agreed_terms', 'hunter_no', 'identity_token'],
        MESSAGES.unknownError,
      );
      const { agreed_terms, hunter_no, identity_token, ...fields } = found.fields;
      setFieldErrors(fields);
      revealFirstInvalid();
      if (agreed_terms) setTermsError(agreed_terms);
      if (hunter_no) setReferrerError(hunter_no);
      if (identity_token) showIdentityError(identity_token);
      setFormError(found.form);
    }
  }

  return (
    <ConfigProvider {...antdConfig}>
      <div className="signup">
        <header className="signup__header">
          <Link to={PATHS.enter} aria-label="리모델링마켓 파트너 입점 안내">
            <BrandLogo />
          </Link>
          <Link to={PATHS.login}>로그인</Link>
        </header>
        <main id="content" className="signup__main">
          <h1 className="signup__title">파트너 회원가입</h1>
          <p className="signup__lead">사업자 정보로 가입하고 리모델링마켓 파트너센터를 이용하세요.</p>

          {unknownReferrer && (
            <Alert
              className="signup__notice"
              type="warning"
              showIcon
              closable={{ onClose: () => setUnknownReferrer(false), 'aria-label': '닫기' }}
              title="추천 링크의 추천인을 찾을 수 없어 추천 없이 가입을 진행합니다."
            />
          )}
          {referrer !== undefined && (
            <Alert
              className="signup__notice"
              type={referrerError ? 'error' : 'info'}
              showIcon
              title={referrerError ?? '추천 파트너의 링크로 가입합니다.'}
              action={
                <Button
                  size="small"
                  onClick={() => {
                    clearReferrer();
                    setReferrer(undefined);
                    setReferrerError(null);
                  }}
                >
                  추천 없이 가입
                </Button>
              }
            />
          )}

          <Form
            ref={formRef}
            form={form}
            layout="vertical"
            initialValues={EMPTY}
            onFinish={onFinish}
            noValidate
          >
            <IdentityStep
              verified={verified}
              onVerified={(next) => {
                setVerified(next);
                setIdentityError(null);
              }}
              error={identityError}
              onError={setIdentityError}
            />

            {verified && (
              <>
                <fieldset className="signup__section">
                  <legend>계정 정보</legend>
                  <Form.Item label="아이디" required>
                    <Space.Compact block>
                      <Form.Item
                        name="account"
                        noStyle
                        normalize={(value: string) => forceLowercase(stripKorean(value ?? ''))}
                        validateStatus={checkedAccount?.available ? 'success' : undefined}
                      >
                        <Input autoComplete="username" maxLength={16} aria-label="아이디" />
                      </Form.Item>
                      <Button onClick={() => void onCheckId()} loading={idCheckMutation.isPending}>
                        중복 확인
                      </Button>
                    </Space.Compact>
                    <p
                      className={`signup__hint${checkedAccount?.available ? ' signup__hint--ok' : ''}`}
                      aria-live="polite"
                    >
                      {checkedAccount?.available
                        ? '사용할 수 있는 아이디입니다.'
                        : VALIDATION_MESSAGES.memberId}
                    </p>
                  </Form.Item>
                  <Form.Item
                    name="password"
                    label="비밀번호"
                    required
                    extra={<PasswordRules value={password} />}
                  >
                    <Input.Password autoComplete="new-password" maxLength={16} />
                  </Form.Item>
                  <Form.Item name="password_confirm" label="비밀번호 확인" required>
                    <Input.Password autoComplete="new-password" maxLength={16} />
                  </Form.Item>
                </fieldset>

                <fieldset className="signup__section">
                  <legend>사업자 정보</legend>
                  <Form.Item
                    name="partner_name"
                    label="업체명"
                    required
                    normalize={(value: string) => stripEmoji(value ?? '')}
                  >
                    <Input autoComplete="organization" maxLength={50} />
                  </Form.Item>
                  <Form.Item
                    name="biz_no"
                    label="사업자등록번호"
                    required
                    normalize={(value: string) => formatBusinessNumberInput(value ?? '')}
                  >
                    <Input inputMode="numeric" placeholder="000-00-00000" />
                  </Form.Item>
                  <Form.Item
                    name="email"
                    label="이메일"
                    required
                    extra="세금계산서와 서비스 안내를 받을 주소입니다."
                  >
                    <Input type="email" autoComplete="email" maxLength={100} />
                  </Form.Item>
                </fieldset>

                <fieldset className="signup__section">
                  <legend>약관 동의</legend>
                  {terms.isPending ? (
                    <Skeleton active paragraph={{ rows: 4 }} />
                  ) : terms.isError ? (
                    <RetryAlert
                      message="약관 목록을 불러오지 못했습니다."
                      onRetry={() => void terms.refetch()}
                    />
                  ) : (
                    <TermsAgreement
                      terms={terms.data}
                      value={agreed}
                      onChange={(value) => {
                        setAgreed(value);
                        setTermsError(null);
                      }}
                    />
                  )}
                  {termsError && (
                    <p className="signup__error" role="alert">
                      {termsError}
                    </p>
                  )}
                </fieldset>

                {formError && <Alert className="signup__notice" type="error" showIcon title={formError} />}
                <Button
                  type="primary"
                  htmlType="submit"
                  size="large"
                  block
                  loading={signUpMutation.isPending}
                >
                  가입하기
                </Button>
              </>
            )}
          </Form>
        </main>
      </div>
    </ConfigProvider>
  );
}
