/** The partnership inquiry form of /enter, checked with the contract's schema before sending. */
import { PROVINCES } from '@partner-portal/contract/provinces';
import { PATHS } from '@partner-portal/contract/routes';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveFormFields } from '../../components/live-form-fields';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { fieldErrorsFromIssues } from '../../lib/field-errors';
import { ApiError, failureText } from '../../lib/http/api-error';
import { formatPhoneInput } from '../../lib/input-format';
import { createInquiry, loadInquirySchema } from './api/create-inquiry';

interface Values {
  company_name: string;
  contact_name: string;
  phone_no: string;
  email: string;
  region: string;
  message: string;
  agree_privacy: boolean;
}
type Field = keyof Values;

const EMPTY: Values = {
  company_name: '',
  contact_name: '',
  phone_no: '',
  email: '',
  region: '',
  message: '',
  agree_privacy: false,
};
const MESSAGE_MAX = 1000;
const NATIONWIDE = '전국(여러 지역)';

export function InquiryForm() {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [inquiryNo, setInquiryNo] = useState<number | null>(null);
  const { formRef, revealFirstInvalid } = useFirstInvalidField();
  const doneRef = useRef<HTMLHeadingElement>(null);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function showErrors(found: Record<string, string>) {
    setErrors(found);
    revealFirstInvalid();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const parsed = (await loadInquirySchema()).safeParse(values);
      if (!parsed.success) {
        showErrors(fieldErrorsFromIssues(parsed.error.issues));
        return;
      }
      const { inquiry_no } = await createInquiry(parsed.data);
      setInquiryNo(inquiry_no);
      setValues(EMPTY);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length)
        showErrors({ ...error.fieldErrors });
      else setErrors({ form: failureText(error) });
    } finally {
      setSubmitting(false);
    }
  }

  if (inquiryNo !== null) {
    return (
      <div className="inquiry-done" role="status">
        <h3 ref={doneRef} tabIndex={-1} className="inquiry-done__title">
          입점 문의가 접수되었습니다
        </h3>
        <p>
          접수번호 <strong>{inquiryNo}</strong>
        </p>
        <p>
          담당 매니저가 남겨주신 연락처로 연락드리겠습니다. 기다리시는 동안 회원가입을 먼저 진행하셔도 됩니다.
        </p>
        <div className="inquiry-done__actions">
          <Link className="button button--primary" to={PATHS.signUp}>
            회원가입 하기
          </Link>
          <button type="button" className="button button--ghost" onClick={() => setInquiryNo(null)}>
            다른 문의 남기기
          </button>
        </div>
      </div>
    );
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    );
  const label = (field: Field, text: ReactNode, optional = false) => (
    <label className="field__label" htmlFor={`${id}-${field}`}>
      {text}
      {optional && <span className="field__optional">(선택)</span>}
    </label>
  );

  return (
    <form
      ref={formRef}
      className="inquiry-form"
      onSubmit={handleSubmit}
      onFocus={() => void loadInquirySchema()}
      noValidate
    >
      <LiveFormFields>
        <div className="inquiry-form__grid">
          <div className="field">
            {label('company_name', '업체명')}
            <input
              {...fieldProps('company_name')}
              className="field__input"
              autoComplete="organization"
              value={values.company_name}
              onChange={(event) => set('company_name', event.target.value)}
            />
            {errorOf('company_name')}
          </div>
          <div className="field">
            {label('contact_name', '담당자명')}
            <input
              {...fieldProps('contact_name')}
              className="field__input"
              autoComplete="name"
              value={values.contact_name}
              onChange={(event) => set('contact_name', event.target.value)}
            />
            {errorOf('contact_name')}
          </div>
          <div className="field">
            {label('phone_no', '휴대폰 번호')}
            <input
              {...fieldProps('phone_no')}
              className="field__input"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="010-0000-0000"
              value={values.phone_no}
              onChange={(event) => set('phone_no', formatPhoneInput(event.target.value))}
            />
            {errorOf('phone_no')}
          </div>
          <div className="field">
            {label('email', '이메일', true)}
            <input
              {...fieldProps('email')}
              className="field__input"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value.trim())}
            />
            {errorOf('email')}
          </div>
          <div className="field inquiry-form__wide">
            {label('region', '주요 시공 지역')}
            <select
              {...fieldProps('region')}
              className="field__input"
              value={values.region}
              onChange={(event) => set('region', event.target.value)}
            >
              <option value="">지역을 선택해주세요</option>
              <option value={NATIONWIDE}>{NATIONWIDE}</option>
              {PROVINCES.map((province) => (
                <option key={province.code} value={province.name}>
                  {province.name}
                </option>
              ))}
            </select>
            {errorOf('region')}
          </div>
          <div className="field inquiry-form__wide">
            {label('message', '문의 내용', true)}
            <textarea
              {...fieldProps('message')}
              className="field__input"
              maxLength={MESSAGE_MAX}
              placeholder="주력 공종, 시공 경력, 궁금하신 점을 자유롭게 적어주세요."
              value={values.message}
              onChange={(event) => set('message', event.target.value)}
            />
            <p className="field__hint inquiry-form__count" aria-live="polite">
              {values.message.length}/{MESSAGE_MAX}자
            </p>
            {errorOf('message')}
          </div>
        </div>

        <div className="inquiry-consent">
          <p className="inquiry-consent__title">개인정보 수집·이용 안내</p>
          <ul className="inquiry-consent__list">
            <li>수집 항목: 업체명, 담당자명, 휴대폰 번호, 이메일(선택), 시공 지역, 문의 내용</li>
            <li>이용 목적: 입점 상담 연락 및 서비스 안내</li>
            <li>보유 기간: 상담 완료 후 지체 없이 파기 (관계 법령에 보존 의무가 있는 경우 그 기간)</li>
          </ul>
          <p className="field__hint">
            동의를 거부할 수 있으나, 거부하시면 입점 문의를 접수할 수 없습니다. 자세한 내용은{' '}
            <Link to={PATHS.termsPrivacy}>개인정보 처리방침</Link>에서 확인할 수 있습니다.
          </p>
          <label className="checkbox">
            <input
              {...fieldProps('agree_privacy')}
              type="checkbox"
              checked={values.agree_privacy}
              onChange={(event) => set('agree_privacy', event.target.checked)}
            />
            개인정보 수집·이용에 동의합니다. (필수)
          </label>
          {errorOf('agree_privacy')}
        </div>

        {errors.form && (
          <p className="alert alert--error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button--primary inquiry-form__submit" disabled={submitting}>
          {submitting ? '접수 중…' : '입점 문의 보내기'}
        </button>
      </LiveFormFields>
    </form>
  );
}
