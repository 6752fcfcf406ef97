/**
 * `/quotes/:quoteNo`, 견적서 상세: the quote as the customer sees it, whether they opened it (열람함,
 * when and how often) or not yet, the customer's link with 복사, the PDF, and 새 버전 작성 (a sent
 * quote is never edited: a new version replaces it).
 */
import { CopyOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { groupDigits } from '@partner-portal/contract/money';
import type { Quote } from '@partner-portal/contract/quotes-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Button, Skeleton } from 'antd';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { StatusResult } from '../../components/status-result';
import { ApiError, failureText } from '../../lib/http/api-error';
import { formatDateTime } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { downloadQuotePdf } from './api/download-quote-pdf';
import { useQuote } from './api/get-quote';
import { QuoteDocument } from './quote-document';
import { leadPath, newQuotePath, quotePath } from './quote-paths';
import { OpenedTag } from './quote-tags';
import './quotes.css';

function ShareLink({ quote }: { quote: Quote }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(quote.share_url);
      showToast('success', '고객용 링크를 복사했습니다.');
    } catch {
      showToast('error', '링크를 복사하지 못했습니다. 링크를 길게 눌러 직접 복사해주세요.');
    }
  };
  return (
    <div className="quote-share">
      <label htmlFor={`${id}-link`} className="quote-share__label">
        고객용 링크
      </label>
      <div className="quote-share__row">
        <input
          id={`${id}-link`}
          className="native-input quote-share__url"
          readOnly
          value={quote.share_url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button icon={<CopyOutlined aria-hidden="true" />} onClick={() => void copy()}>
          복사
        </Button>
      </div>
      <p className="quote-share__hint">
        로그인 없이 열리는 읽기 전용 링크입니다. {formatDateTime(quote.share_expires_at)}까지 열 수 있습니다.
      </p>
    </div>
  );
}

function OpenedStatus({ quote }: { quote: Quote }) {
  return (
    <p className="quote-opened" role="status">
      <OpenedTag openedAt={quote.opened_at} />
      {quote.opened_at ? (
        <span>
          고객이 {formatDateTime(quote.opened_at)}에 처음 열었습니다 (총 {groupDigits(quote.open_count)}회
          열람).
        </span>
      ) : (
        <span>고객이 아직 견적서를 열지 않았습니다.</span>
      )}
    </p>
  );
}

export default function QuoteDetailScreen() {
  const navigate = useNavigate();
  const params = useParams();
  const quoteNo = Number(params.quoteNo);
  const valid = Number.isInteger(quoteNo) && quoteNo > 0;
  const quote = useQuote(valid ? quoteNo : null);
  const [downloading, setDownloading] = useState(false);

  async function download(no: number) {
    setDownloading(true);
    try {
      await downloadQuotePdf(no);
    } catch (error) {
      showToast('error', failureText(error, 'PDF를 내려받지 못했습니다. 잠시 후 다시 시도해주세요.'));
    } finally {
      setDownloading(false);
    }
  }

  if (!valid || (quote.error instanceof ApiError && quote.error.status === 404)) {
    return (
      <StatusResult
        status="404"
        title={LEAD_MESSAGES.quoteNotFound}
        extra={
          <Button type="primary" onClick={() => void navigate(PATHS.quotes)}>
            견적서 목록으로
          </Button>
        }
      />
    );
  }
  if (quote.isError) {
    return (
      <RetryAlert
        message={failureText(quote.error, '견적서를 불러오지 못했습니다.')}
        onRetry={() => void quote.refetch()}
      />
    );
  }
  if (!quote.data) return <Skeleton active paragraph={{ rows: 10 }} aria-label="불러오는 중" />;

  const data = quote.data;
  return (
    <div className="quote-detail">
      <div className="quotes-page__head">
        <h1 className="quotes-page__title">견적서 상세</h1>
        <Link to={PATHS.quotes}>목록으로</Link>
        <Link to={leadPath(data.lead_no)}>견적 요청 {data.lead_no} 보기</Link>
      </div>
      {data.superseded_by !== null && (
        <Alert
          className="quote-detail__superseded"
          type="info"
          showIcon
          title="새 버전으로 대체된 견적서입니다."
          description="고객의 링크에는 새 버전이 있다는 안내가 함께 보입니다."
          action={<Link to={quotePath(data.superseded_by)}>새 버전 보기</Link>}
        />
      )}
      <div className="quote-detail__layout">
        <Panel className="quote-detail__doc">
          <QuoteDocument quote={data} />
        </Panel>
        <aside className="quote-detail__side" aria-label="발송 정보">
          <Panel title="고객 열람" size="small">
            <OpenedStatus quote={data} />
            <ShareLink quote={data} />
          </Panel>
          <Panel size="small">
            <div className="quote-detail__actions">
              <Button
                icon={<DownloadOutlined aria-hidden="true" />}
                loading={downloading}
                onClick={() => void download(data.quote_no)}
                block
              >
                PDF 다운로드
              </Button>
              <Button
                type="primary"
                icon={<EditOutlined aria-hidden="true" />}
                onClick={() => void navigate(newQuotePath(data.lead_no, data.quote_no))}
                block
              >
                새 버전 작성
              </Button>
              <p className="quote-detail__hint">
                발송한 견적서는 수정할 수 없습니다. 이 견적서를 복사해 새 버전을 보내면 고객에게는 새 버전이
                안내됩니다.
              </p>
            </div>
          </Panel>
        </aside>
      </div>
    </div>
  );
}
