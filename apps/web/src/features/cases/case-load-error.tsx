/** A case that cannot be shown: not this partner's (or gone), or the server could not be reached. */
import { PATHS } from '@partner-portal/contract/routes';
import { Button } from 'antd';
import { Link } from 'react-router';
import { StatusResult } from '../../components/status-result';
import { ApiError } from '../../lib/http/api-error';

/** The `{pid}` of a case route as a case id, or null when it cannot be one. */
export function parseCaseId(pid: string | undefined): number | null {
  return pid && /^[1-9]\d{0,9}$/.test(pid) ? Number(pid) : null;
}

export function CaseLoadError({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const missing = !error || (error instanceof ApiError && error.status === 404);
  return (
    <StatusResult
      status={missing ? '404' : 'error'}
      title={missing ? '시공사례를 찾을 수 없습니다' : '시공사례를 불러오지 못했습니다'}
      subTitle={missing ? '삭제되었거나 주소가 잘못되었습니다.' : error.message}
      extra={
        <>
          {!missing && (
            <Button type="primary" onClick={onRetry}>
              다시 시도
            </Button>
          )}
          <Link to={PATHS.productList}>시공사례 목록으로</Link>
        </>
      }
    />
  );
}
