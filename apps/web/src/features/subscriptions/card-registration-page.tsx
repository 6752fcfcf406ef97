/**
 * `/regularPayment/registration`: the card form (spec §3, §5). Without an arrangement yet, the
 * partner agrees to the recurring-payment terms and the first card registers the arrangement.
 * Card data stays in this form's state only and goes to the server in the request body.
 */
import { INSTALLMENT_MONTHS } from '@partner-portal/contract/orders-constants';
import { PATHS } from '@partner-portal/contract/routes';
import { TERMS_DIALOG } from '@partner-portal/contract/terms-constants';
import {
  arrangementRequestSchema,
  cardRegistrationSchema,
  type CardRegistration,
} from '@partner-portal/contract/subscriptions-api';
import { Alert, Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { RetryAlert } from '../../components/retry-alert';
import { TermsDialog } from '../../components/terms-dialog';
import { useTermsDocument } from '../../lib/api/get-terms-document';
import { useFirstInvalidField } from '../../components/use-first-invalid-field';
import { useArrangement } from '../../lib/api/get-arrangement';
import { fieldErrorsFromIssues, formErrorsFrom } from '../../lib/field-errors';
import { useRegisterArrangement } from './api/arrangement-mutations';
import { useRegisterCard } from './api/card-mutations';
import { digitsOnly, formatCardNumberInput, formatExpiryInput } from './card-format';
import './subscriptions.css';

interface Values {
  alias: string;
  registration_type: 'personal' | 'corporate';
  birth: string;
  card_number: string;
  expiry: string;
  pwd_2digit: string;
  quota: number;
}

const EMPTY: Values = {
  alias: '',
  registration_type: 'personal',
  birth: '',
  card_number: '',
  expiry: '',
  pwd_2digit: '',
  quota: 0,
};
const FIELDS = Object.keys(EMPTY);

function CardForm({ firstCard }: { firstCard: boolean }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const addCard = useRegisterCard();
  const register = useRegisterArrangement();
  // The version the terms dialog shows: the server keeps it with the arrangement (newest if unread).
  const recurringTerms = useTermsDocument(TERMS_DIALOG.recurringPaymentTerms.type);
  const pending = addCard.isPending || register.isPending;
  const { formRef, revealFirstInvalid } = useFirstInvalidField();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const corporate = values.registration_type === 'corporate';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const card: CardRegistration = values;
    const parsed = firstCard
      ? arrangementRequestSchema.safeParse({ card, agree_terms: agreed })
      : cardRegistrationSchema.safeParse(card);
    if (!parsed.success) {
      // The arrangement's card errors sit under `card.<field>`.
      const issues = parsed.error.issues.map((issue) =>
        issue.path[0] === 'card' ? { ...issue, path: issue.path.slice(1) } : issue,
      );
      setErrors(fieldErrorsFromIssues(issues));
      revealFirstInvalid();
      return;
    }
    const done = {
      onSuccess: () => {
        setValues(EMPTY);
        void navigate(PATHS.regularPayment);
      },
      onError: (error: unknown) => {
        const split = formErrorsFrom(error, FIELDS, '카드를 등록하지 못했습니다. 잠시 후 다시 시도해주세요.');
        setErrors(split.fields);
        setFormError(split.form);
        revealFirstInvalid();
      },
    };
    if (firstCard)
      register.mutate({ card, agree_terms: true, terms_version: recurringTerms.data?.version }, done);
    else addCard.mutate(card, done);
  };

  const field = (name: keyof Values | 'agree_terms') =>
    errors[name] ? { validateStatus: 'error' as const, help: errors[name] } : {};

  return (
    <form className="card-form" ref={formRef} onSubmit={submit} noValidate autoComplete="on">
      {formError && (
        <Alert className="subscriptions__alert" type="error" showIcon title={formError} role="alert" />
      )}
      <Form layout="vertical" component={false}>
        <Form.Item label="카드 종류" {...field('registration_type')}>
          <Radio.Group
            value={values.registration_type}
            onChange={(event) => {
              set('registration_type', event.target.value as Values['registration_type']);
              set('birth', '');
            }}
            optionType="button"
            options={[
              { label: '개인카드', value: 'personal' },
              { label: '법인카드', value: 'corporate' },
            ]}
            aria-label="카드 종류"
          />
        </Form.Item>
        <Form.Item label="카드번호" htmlFor="card-number" {...field('card_number')}>
          <Input
            id="card-number"
            name="cc-number"
            autoComplete="cc-number"
            inputMode="numeric"
            placeholder="0000 0000 0000 0000"
            value={values.card_number}
            onChange={(event) => set('card_number', formatCardNumberInput(event.target.value))}
          />
        </Form.Item>
        <Form.Item label="유효기간 (MM/YYYY)" htmlFor="card-expiry" {...field('expiry')}>
          <Input
            id="card-expiry"
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder="MM/YYYY"
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiryInput(event.target.value))}
          />
        </Form.Item>
        <Form.Item
          label={corporate ? '사업자등록번호 (10자리)' : '생년월일 (YYMMDD 6자리)'}
          htmlFor="card-birth"
          {...field('birth')}
        >
          <Input
            id="card-birth"
            inputMode="numeric"
            autoComplete="off"
            value={values.birth}
            onChange={(event) => set('birth', digitsOnly(event.target.value, corporate ? 10 : 6))}
          />
        </Form.Item>
        <Form.Item label="카드 비밀번호 앞 2자리" htmlFor="card-pwd" {...field('pwd_2digit')}>
          <Input
            id="card-pwd"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={2}
            value={values.pwd_2digit}
            onChange={(event) => set('pwd_2digit', digitsOnly(event.target.value, 2))}
          />
        </Form.Item>
        <Form.Item label="카드 별칭" htmlFor="card-alias" {...field('alias')}>
          <Input
            id="card-alias"
            maxLength={20}
            autoComplete="off"
            placeholder="예: 회사 법인카드"
            value={values.alias}
            onChange={(event) => set('alias', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="할부" htmlFor="card-quota" {...field('quota')}>
          <Select
            id="card-quota"
            value={values.quota}
            onChange={(quota: number) => set('quota', quota)}
            options={[
              { value: 0, label: '일시불' },
              ...INSTALLMENT_MONTHS.map((months) => ({ value: months, label: `${months}개월` })),
            ]}
          />
        </Form.Item>
        {firstCard && (
          <Form.Item {...field('agree_terms')}>
            <Checkbox
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                setErrors(({ agree_terms: _, ...rest }) => rest);
              }}
            >
              [필수] 정기결제 이용약관에 동의합니다
            </Checkbox>
            <Button type="link" size="small" onClick={() => setTermsOpen(true)}>
              약관 보기
            </Button>
          </Form.Item>
        )}
      </Form>
      <div className="card-form__actions">
        <Button onClick={() => void navigate(PATHS.regularPayment)}>취소</Button>
        <Button type="primary" htmlType="submit" loading={pending}>
          {firstCard ? '동의하고 정기결제 등록' : '카드 등록'}
        </Button>
      </div>
      <TermsDialog terms={termsOpen ? 'recurringPaymentTerms' : null} onClose={() => setTermsOpen(false)} />
    </form>
  );
}

export function CardRegistrationPage() {
  const { data, isPending, isError, refetch } = useArrangement();
  return (
    <div className="subscriptions subscriptions--form">
      <h1>정기 결제 카드 등록</h1>
      {isError ? (
        <RetryAlert message="정기결제 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardSkeleton rows={8} />
      ) : (
        <CardForm firstCard={!data.registered} />
      )}
    </div>
  );
}
