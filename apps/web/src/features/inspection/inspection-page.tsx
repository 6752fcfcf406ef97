/**
 * `/service-inspection` (spec §2, guard step 1): what is happening, until when (Korean time), the
 * notice image, and how to reach customer service. It asks the status again every 20 seconds and at
 * the announced end, and returns the partner to the page they asked for once the inspection is over.
 */
import { CUSTOMER_SERVICE } from '@partner-portal/contract/constants';
import { PATHS } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { inspectionRunning, readKeptInspection } from '../../lib/inspection-status';
import { safeInAppPath } from '../../lib/safe-path';
import { useInspectionStatus } from './api/get-inspection-status';
import { inspectionWindowText } from './inspection-time';
import './inspection.css';

const POLL_MS = 20_000;

export function InspectionPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useInspectionStatus({ pollMs: POLL_MS });
  const status = query.data ?? readKeptInspection()?.status ?? null;
  const { refetch } = query;

  useEffect(() => {
    if (query.data && !inspectionRunning(query.data)) {
      navigate(safeInAppPath(params.get('redirect')) ?? PATHS.root, { replace: true });
    }
  }, [query.data, navigate, params]);

  // Ask again the moment the announced end comes (plus a second for the server's clock).
  const end = status?.end ?? null;
  useEffect(() => {
    if (!end) return;
    const wait = Date.parse(end) - Date.now() + 1000;
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [end, refetch]);

  return (
    <div className="inspection-page">
      <header className="inspection-page__header">
        <BrandLogo />
      </header>
      <main className="inspection-page__main" aria-labelledby="inspection-title">
        <p className="inspection-page__badge">서비스 점검 안내</p>
        <h1 id="inspection-title" className="inspection-page__title">
          지금은 서비스 점검 중입니다
        </h1>
        <p className="inspection-page__lead">
          더 안정적인 서비스를 위해 시스템 점검을 진행하고 있습니다. 이용에 불편을 드려 죄송합니다.
        </p>
        {status?.image && (
          <img className="inspection-page__image" src={status.image} alt="서비스 점검 안내 이미지" />
        )}
        {status?.message && <p className="inspection-page__message">{status.message}</p>}
        <dl className="inspection-page__facts">
          {status?.start && status.end && (
            <div>
              <dt>점검 시간</dt>
              <dd>
                {inspectionWindowText(status.start, status.end)}{' '}
                <span className="inspection-page__zone">(한국 시간)</span>
              </dd>
            </div>
          )}
          {status && (
            <div>
              <dt>이용 안내</dt>
              <dd>
                {status.allow_reads
                  ? '점검 중에도 로그인과 조회는 할 수 있지만, 저장·결제·등록은 점검이 끝난 뒤에 해주세요.'
                  : '점검 중에는 조회를 포함한 모든 기능을 이용할 수 없습니다.'}
              </dd>
            </div>
          )}
          <div>
            <dt>고객센터</dt>
            <dd>
              <a className="inspection-page__phone" href={`tel:${CUSTOMER_SERVICE.phone.replace(/-/g, '')}`}>
                {CUSTOMER_SERVICE.phone}
              </a>{' '}
              <span className="inspection-page__hours">{CUSTOMER_SERVICE.hours} (주말·공휴일 휴무)</span>
            </dd>
          </div>
        </dl>
        <p className="inspection-page__note" role="status">
          점검이 끝나면 이 화면이 자동으로 닫히고 원래 보시던 화면으로 돌아갑니다.
        </p>
      </main>
    </div>
  );
}
