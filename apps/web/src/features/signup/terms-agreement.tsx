/** The sign-up's terms checkboxes (from the server's list), with 전체 동의 and each text in the terms dialog. */
import type { SignUpTerms } from '@partner-portal/contract/service-api';
import { Button, Checkbox } from 'antd';
import { useState } from 'react';
import { TermsDialog } from '../../components/terms-dialog';
import './terms-agreement.css';

type Term = SignUpTerms[number];

interface Props {
  terms: SignUpTerms;
  /** Type keys agreed to. */
  value: string[];
  onChange: (value: string[]) => void;
}

export function TermsAgreement({ terms, value, onChange }: Props) {
  const [reading, setReading] = useState<Term | null>(null);
  const allAgreed = terms.length > 0 && terms.every((term) => value.includes(term.type));
  const toggle = (type: string, checked: boolean) =>
    onChange(checked ? [...value, type] : value.filter((agreed) => agreed !== type));

  return (
    <div className="terms-agreement">
      <Checkbox
        className="terms-agreement__all"
        checked={allAgreed}
        indeterminate={!allAgreed && value.length > 0}
        onChange={(event) => onChange(event.target.checked ? terms.map((term) => term.type) : [])}
      >
        전체 동의 <span className="terms-agreement__hint">(선택 항목 포함)</span>
      </Checkbox>
      <ul className="terms-agreement__list">
        {terms.map((term) => (
          <li key={term.type} className="terms-agreement__item">
            <Checkbox
              checked={value.includes(term.type)}
              onChange={(event) => toggle(term.type, event.target.checked)}
            >
              <span className={term.required ? 'terms-agreement__required' : 'terms-agreement__optional'}>
                ({term.required ? '필수' : '선택'})
              </span>{' '}
              {term.title}
            </Checkbox>
            <Button
              type="link"
              size="small"
              onClick={() => setReading(term)}
              aria-label={`${term.title} 보기`}
            >
              보기
            </Button>
          </li>
        ))}
      </ul>
      <TermsDialog terms={reading} onClose={() => setReading(null)} />
    </div>
  );
}
