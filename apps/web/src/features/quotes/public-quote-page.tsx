/**
 * `/quote/:token`, the customer's quote (issue #39): opened from the partner's link without any
 * login, outside the portal's frame; made for a phone first, and printable. An expired or unknown
 * link says so in Korean; a quote a newer version replaced says that too. No antd: the customer
 * downloads only this page.
 */
import { LEAD_MESSAGES } from '@partner-portal/contract/leads-constants';
import { useParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { ApiError } from '../../lib/http/api-error';
import { usePublicQuote } from './api/get-public-quote';
import { QuoteDocument } from './quote-document';
import './quotes.css';

/** Why the link shows nothing: gone for good (expired, unknown: the server's words) or not reachable now. */
function failure(error: unknown): { title: string; text: string; retry: boolean } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return {
      title: '견적서를 열 수 없습니다',
      text: error.status === 404 ? LEAD_MESSAGES.quoteLinkExpired : error.message,
      retry: false,
    };
  }
  return {
    title: '견적서를 불러오지 못했습니다',
    text: '잠시 후 다시 시도해주세요. 계속 열리지 않으면 견적을 보낸 업체에 문의해주세요.',
    retry: true,
  };
}

export default function PublicQuotePage() {
  const { token = '' } = useParams();
  const quote = usePublicQuote(token);

  function body() {
    if (quote.isError) {
      const { title, text, retry } = failure(quote.error);
      return (
        <div className="public-quote__message" role="alert">
          <h1>{title}</h1>
          <p>{text}</p>
          {retry && (
            <button type="button" className="button button--primary" onClick={() => void quote.refetch()}>
              다시 시도
            </button>
          )}
        </div>
      );
    }
    if (!quote.data) {
      return (
        <p className="public-quote__loading" role="status">
          견적서를 불러오는 중입니다…
        </p>
      );
    }
    const data = quote.data;
    return (
      <>
        <h1 className="public-quote__title">{data.issuer.company_name}의 견적서</h1>
        {data.superseded && (
          <p className="public-quote__banner" role="status">
            이 견적서는 새 버전으로 대체되었습니다. 최신 견적서는 업체가 보낸 새 링크에서 확인해주세요.
          </p>
        )}
        <div className="public-quote__actions">
          <a className="button button--primary" href={data.pdf_url} download>
            PDF 내려받기
          </a>
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            인쇄
          </button>
          {data.issuer.phone && (
            <a className="button button--ghost" href={`tel:${data.issuer.phone.replace(/[^\d+]/g, '')}`}>
              업체에 전화하기
            </a>
          )}
        </div>
        <div className="public-quote__paper">
          <QuoteDocument quote={data} />
        </div>
      </>
    );
  }

  return (
    <div className="public-quote">
      <header className="public-quote__header">
        <BrandLogo />
      </header>
      <main id="content" className="public-quote__main">
        {body()}
      </main>
    </div>
  );
}
