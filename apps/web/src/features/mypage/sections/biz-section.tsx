/**
 * tab0 사업자 정보. The business number comes from sign-up and is never edited here; the CEO's name
 * and mobile number change only through a new identity verification (the server takes them from it).
 */
import { SafetyCertificateOutlined, UploadOutlined } from '@ant-design/icons';
import { identityFailureMessage, type IdentityVerified } from '@partner-portal/contract/identity-constants';
import { IMAGE_MESSAGES, IMAGE_TYPES, LOGO_LIMITS } from '@partner-portal/contract/image-uploads';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { BUSINESS_ITEMS, BUSINESS_TYPES } from '@partner-portal/contract/reference-data';
import { Alert, Button, Form } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { AddressField } from '../../../components/address-field';
import { TextArea, TextInput } from '../../../components/text-input';
import { startIdentityVerification, useIdentityResult } from '../../../lib/identity-verification';
import { isMemorySession } from '../../../lib/session/session-store';
import { SectionForm, type SectionRequest } from '../section-form';
import type { SectionProps } from './section-props';

interface BizValues {
  partner_name: string;
  business_type: string;
  business_item: string;
  postcode: string;
  road_address: string;
  jibun_address: string;
  address_detail: string;
  company_phone: string;
  tax_bill_email: string;
  introduction: string;
  logo: File | null;
  /** A completed verification, sent as its token (the server's field name, so its messages land here). */
  identity_token: IdentityVerified | null;
}

const valuesOf = ({ biz }: PartnerProfile): BizValues => ({
  partner_name: biz.partner_name,
  business_type: biz.business_type ?? '',
  business_item: biz.business_item ?? '',
  postcode: biz.postcode ?? '',
  road_address: biz.road_address ?? '',
  jibun_address: biz.jibun_address ?? '',
  address_detail: biz.address_detail ?? '',
  company_phone: biz.company_phone ?? '',
  tax_bill_email: biz.tax_bill_email,
  introduction: biz.introduction ?? '',
  logo: null,
  identity_token: null,
});

const requestOf = ({ logo, identity_token, ...fields }: BizValues): SectionRequest => ({
  fields: { ...fields, ...(identity_token ? { identity_token: identity_token.token } : {}) },
  logo: logo ?? undefined,
});

const MAX_LOGO_MB = LOGO_LIMITS.maxBytes / 1024 / 1024;

export function BizSection(props: SectionProps) {
  const [form] = Form.useForm<BizValues>();
  const { biz } = props.profile;
  const typeSuggestions = useId();
  const itemSuggestions = useId();
  return (
    <SectionForm {...props} section="biz" form={form} valuesOf={valuesOf} requestOf={requestOf}>
      <div className="section-form__grid">
        <Form.Item
          label="사업자등록번호"
          htmlFor="biz-no"
          extra="사업자등록번호는 변경할 수 없습니다. 변경이 필요하면 고객센터로 문의해주세요."
        >
          <TextInput id="biz-no" value={biz.biz_no} readOnly variant="filled" />
        </Form.Item>
        <Form.Item name="partner_name" label="업체명" required>
          <TextInput maxLength={50} autoComplete="organization" />
        </Form.Item>
      </div>

      <Form.Item name="identity_token" label="대표자" className="section-form__identity">
        <CeoIdentity name={biz.ceo_name} mobile={biz.phone_no} verified={biz.ceo_verified} />
      </Form.Item>

      <div className="section-form__grid">
        <Form.Item name="business_type" label="업태" required>
          <TextInput list={typeSuggestions} maxLength={30} placeholder="예: 건설업" />
        </Form.Item>
        <Form.Item name="business_item" label="종목" required>
          <TextInput list={itemSuggestions} maxLength={30} placeholder="예: 실내건축공사" />
        </Form.Item>
        <Suggestions id={typeSuggestions} items={BUSINESS_TYPES} />
        <Suggestions id={itemSuggestions} items={BUSINESS_ITEMS} />
      </div>

      <AddressField legend="사업장 주소" className="section-form__fieldset" />

      <div className="section-form__grid">
        <Form.Item name="company_phone" label="대표 전화번호" extra="예: 02-1234-5678, 1588-1234">
          <TextInput inputMode="tel" autoComplete="tel" maxLength={14} />
        </Form.Item>
        <Form.Item name="tax_bill_email" label="세금계산서 이메일" required>
          <TextInput inputMode="email" autoComplete="email" maxLength={100} />
        </Form.Item>
      </div>

      <Form.Item
        name="logo"
        label="업체 로고"
        extra={`JPG, PNG, WEBP 파일, ${MAX_LOGO_MB}MB 이하. 정사각형 이미지를 권장합니다.`}
      >
        <LogoPicker currentUrl={biz.logo} />
      </Form.Item>

      <Form.Item name="introduction" label="업체 소개">
        <TextArea
          rows={5}
          maxLength={1000}
          showCount
          placeholder="고객에게 보여줄 업체 소개를 입력해주세요. 주력 시공 분야, 경력, 강점 등을 적으면 좋습니다."
        />
      </Form.Item>
    </SectionForm>
  );
}

/**
 * What a field suggests as it is typed, through its `list` attribute: the browser's own suggestions
 * in place of antd's AutoComplete (which brought antd's Select). Anything else may be typed too.
 */
function Suggestions({ id, items }: { id: string; items: readonly string[] }) {
  return (
    <datalist id={id}>
      {items.map((item) => (
        <option key={item} value={item} />
      ))}
    </datalist>
  );
}

interface ControlProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T) => void;
}

/** The CEO as verified; a new verification replaces both name and mobile number on saving. */
function CeoIdentity({
  id,
  value,
  onChange,
  name,
  mobile,
  verified,
}: ControlProps<IdentityVerified | null> & { name: string; mobile: string; verified: boolean }) {
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useIdentityResult('phone-change', (message) => {
    setWaiting(false);
    if (message.type === 'identity-verified') {
      setFailure(null);
      onChange?.(message);
    } else setFailure(identityFailureMessage(message.code));
  });

  // The app's in-memory session cannot survive the full-page verification run it would need.
  const canVerify = !isMemorySession();
  const start = () => setWaiting(startIdentityVerification('phone-change') === 'popup');

  return (
    <div className="ceo-identity">
      <div className="section-form__grid">
        <TextInput id={id} aria-label="대표자명" value={value?.name ?? name} readOnly variant="filled" />
        <TextInput
          aria-label="대표자 휴대폰 번호"
          value={value?.mobile ?? mobile}
          readOnly
          variant="filled"
        />
      </div>
      {value ? (
        <Alert
          type="success"
          showIcon
          title="본인인증이 완료되었습니다. 저장하면 대표자명과 휴대폰 번호가 인증한 정보로 변경됩니다."
        />
      ) : (
        <p className="ceo-identity__note">
          {verified && (
            <span className="ceo-identity__badge">
              <SafetyCertificateOutlined aria-hidden /> 본인인증 완료
            </span>
          )}
          대표자명과 휴대폰 번호는 대표자 본인 명의의 휴대폰 본인인증으로만 변경할 수 있습니다.
        </p>
      )}
      {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      {canVerify ? (
        <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={start}>
          {value ? '다시 인증' : '휴대폰 번호 변경 (본인인증)'}
        </Button>
      ) : (
        <p className="ceo-identity__note">
          휴대폰 번호 변경은 파트너센터 웹사이트의 내 정보 수정에서 할 수 있습니다.
        </p>
      )}
      <p className="ceo-identity__note" aria-live="polite">
        {waiting ? '열린 본인인증 창에서 인증을 마쳐주세요.' : ''}
      </p>
    </div>
  );
}

/** A new logo, checked for type and size before it is sent, with a preview of what will show. */
function LogoPicker({
  id,
  value,
  onChange,
  currentUrl,
}: ControlProps<File | null> & { currentUrl: string | null }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Each preview's object URL is released when the next one replaces it, or with the form.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview]);

  function pick(file: File | undefined) {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) setProblem(IMAGE_MESSAGES.notImage);
    else if (file.size > LOGO_LIMITS.maxBytes) setProblem(IMAGE_MESSAGES.tooLarge(MAX_LOGO_MB));
    else {
      setProblem(null);
      setPreview({ file, url: URL.createObjectURL(file) });
      onChange?.(file);
    }
  }

  // Reverted or saved: the form's value is no longer the previewed file.
  const shown = preview && preview.file === value ? preview.url : currentUrl;
  return (
    <div className="logo-picker">
      <div className="logo-picker__preview">
        {shown ? <img src={shown} alt="업체 로고 미리보기" /> : <span>로고 없음</span>}
      </div>
      <div className="logo-picker__controls">
        <input
          ref={input}
          id={id}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {shown ? '로고 변경' : '로고 선택'}
        </Button>
        {value && (
          <>
            <span className="logo-picker__file">{value.name}</span>
            <Button type="link" onClick={() => onChange?.(null)}>
              선택 취소
            </Button>
          </>
        )}
        {problem && (
          <p className="logo-picker__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
