/** `/product/new` and `/product/{pid}`: the case form, empty or filled from the stored case. */
import { Skeleton } from 'antd';
import { useParams } from 'react-router';
import { useCase } from './api/get-case';
import { CaseForm } from './case-form';
import { CaseLoadError, parseCaseId } from './case-load-error';
import './cases.css';

export function NewCasePage() {
  return <CaseForm />;
}

export function EditCasePage() {
  const caseId = parseCaseId(useParams().pid);
  const query = useCase(caseId ?? 0, caseId !== null);
  if (caseId === null || query.isError)
    return <CaseLoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 12 }} aria-label="불러오는 중" />;
  // A newer save of the case starts the form over from what was stored.
  return <CaseForm key={`${query.data.case_id}:${query.data.updated_at}`} stored={query.data} />;
}
