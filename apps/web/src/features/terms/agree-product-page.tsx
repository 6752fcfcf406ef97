/**
 * `/agree/product?m=&type=&redirect=` (spec §4 guard step 3): a required document changed since the
 * partner agreed. Each outstanding text is shown in full with its own 동의합니다; once none is left
 * the partner continues to where they were going.
 */
import { PATHS } from '@partner-portal/contract/routes';
import type { TermsDocument } from '@partner-portal/contract/service-api';
import { Button, ConfigProvider, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { PageLoading } from '../../components/page-loading';
import { RetryAlert } from '../../components/retry-alert';
import { TermsDocumentBody } from '../../components/terms-document';
import { antdConfig } from '../../lib/antd-config';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { useTermsDocument } from '../../lib/api/get-terms-document';
import { safeInAppPath } from '../../lib/safe-path';
import { recordPartnerCheck } from '../../lib/session/partner-check';
import { showToast } from '../../lib/toast';
import { useAgreeToTerms } from './api/agree-to-terms';
import './agree-product.css';

/** The type the guard named goes first. */
const named = (types: readonly string[], first: string | null) =>
  [...types].sort((a, b) => Number(b === first) - Number(a === first));

export function AgreeProductPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const partner = useMyPartner();
  const destination = safeInAppPath(params.get('redirect')) ?? PATHS.root;
  const outstanding = named(partner.data?.need_agree_terms_list ?? [], params.get('type'));

  const agree = useAgreeToTerms({
    onAgreed: (document) => showToast('success', `${document.title}에 동의했습니다.`),
  });

  const memberNo = partner.data?.member_no;
  const nothingLeft = partner.data?.need_agree_terms_list.length === 0;
  useEffect(() => {
    if (!nothingLeft || memberNo === undefined) return;
    recordPartnerCheck(memberNo, []);
    navigate(destination, { replace: true });
  }, [nothingLeft, memberNo, destination, navigate]);

  return (
    <ConfigProvider {...antdConfig}>
      <div className="agree-product">
        <header className="agree-product__header">
          <BrandLogo />
          <Link to={PATHS.logout}>로그아웃</Link>
        </header>
        <main id="content" className="agree-product__main">
          <h1 className="agree-product__title">약관 동의</h1>
          <p className="agree-product__lead">
            서비스 약관이 개정되었습니다. 아래 약관을 확인하고 동의해주세요. 동의하시면 파트너센터를 계속
            이용하실 수 있습니다.
          </p>
          {partner.isPending || nothingLeft ? (
            <PageLoading />
          ) : partner.isError ? (
            <RetryAlert message="동의할 약관을 확인하지 못했습니다." onRetry={() => void partner.refetch()} />
          ) : (
            outstanding.map((type) => (
              <TermsToAgree
                key={type}
                type={type}
                agreeing={agree.isPending && agree.variables.type === type}
                onAgree={(document) => agree.mutate(document)}
              />
            ))
          )}
        </main>
      </div>
    </ConfigProvider>
  );
}

function TermsToAgree({
  type,
  agreeing,
  onAgree,
}: {
  type: string;
  agreeing: boolean;
  onAgree: (document: TermsDocument) => void;
}) {
  const { data, isPending, isError, refetch } = useTermsDocument(type);
  const titleId = `agree-${type}`;
  if (isError) {
    return (
      <RetryAlert
        className="agree-product__document"
        message="약관을 불러오지 못했습니다."
        onRetry={() => void refetch()}
      />
    );
  }
  return (
    <section className="agree-product__document" aria-labelledby={titleId}>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <h2 id={titleId} className="agree-product__document-title">
            {data.title}
          </h2>
          {/* Focusable, so the text can be scrolled with the keyboard. */}
          <div className="agree-product__text" tabIndex={0} role="region" aria-label={`${data.title} 전문`}>
            <TermsDocumentBody document={data} />
          </div>
          <Button type="primary" size="large" block loading={agreeing} onClick={() => onAgree(data)}>
            동의합니다
          </Button>
        </>
      )}
    </section>
  );
}
