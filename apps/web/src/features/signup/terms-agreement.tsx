/**
 * The sign-up's terms checkboxes (from the server's list), with 전체 동의 and each text in a
 * dialog (full screen on mobile, spec §2 "Terms dialog").
 */
import type { SignUpTerms } from '@partner-portal/contract/service-api';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { TermsDocumentBody } from '../../components/terms-document';
import { termsDocumentQueryOptions } from '../../lib/api/get-terms-document';
import './terms-agreement.css';

type Term = SignUpTerms[number];

function TermsDialog({ term, onClose }: { term: Term | null; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useQuery({
    ...termsDocumentQueryOptions(term?.type ?? '', term?.version),
    enabled: term !== null,
  });
  return (
    <Modal
      open={term !== null}
      title={term?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          확인
        </Button>
      }
      width={760}
      rootClassName="terms-modal"
    >
      {isError ? (
        <Alert
          type="error"
          showIcon
          title="약관을 불러오지 못했습니다."
          action={
            <Button size="small" onClick={() => void refetch()}>
              다시 시도
            </Button>
          }
        />
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <TermsDocumentBody document={data} />
      )}
    </Modal>
  );
}

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
      <TermsDialog term={reading} onClose={() => setReading(null)} />
    </div>
  );
}
