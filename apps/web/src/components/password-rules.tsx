/** The password rules of spec §5, ticked off as the user types. */
import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { PASSWORD_LENGTH } from '@partner-portal/contract/constants';
import { PASSWORD_SPECIALS } from '@partner-portal/contract/validation';
import './password-rules.css';

const RULES: { label: string; test: (value: string) => boolean }[] = [
  {
    label: `${PASSWORD_LENGTH.min}~${PASSWORD_LENGTH.max}자`,
    test: (value) => value.length >= PASSWORD_LENGTH.min && value.length <= PASSWORD_LENGTH.max,
  },
  { label: '영문 포함', test: (value) => /[A-Za-z]/.test(value) },
  { label: '숫자 포함', test: (value) => /\d/.test(value) },
  {
    label: `특수문자(${PASSWORD_SPECIALS}) 포함`,
    test: (value) => [...value].some((char) => PASSWORD_SPECIALS.includes(char)),
  },
  {
    label: '공백·한글 없음',
    test: (value) => !!value && !/[\s\u1100-\u11FF\u3131-\u318E\uAC00-\uD7A3]/.test(value),
  },
];

export function PasswordRules({ value, id }: { value: string; id?: string }) {
  return (
    <ul className="password-rules" id={id} aria-label="비밀번호 조건">
      {RULES.map((rule) => {
        const met = rule.test(value);
        return (
          <li key={rule.label} className={met ? 'password-rules__met' : undefined}>
            {met ? <CheckCircleFilled aria-hidden="true" /> : <CloseCircleOutlined aria-hidden="true" />}
            {rule.label}
            <span className="visually-hidden">{met ? ' 충족' : ' 미충족'}</span>
          </li>
        );
      })}
    </ul>
  );
}
