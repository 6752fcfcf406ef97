/**
 * The footer of spec §2, in plain React and CSS because /enter shows it too. Layouts decide when
 * to hide it (notice list, in-app browser).
 */
import { CUSTOMER_SERVICE, OPERATOR } from '@partner-portal/contract/constants';
import { PATHS } from '@partner-portal/contract/routes';
import { Link } from 'react-router';
import { ExternalLink } from '../../components/external-link';
import { env } from '../../lib/env';
import './site-footer.css';

/** The Fair Trade Commission's lookup of a mail-order business, by business number. */
const BUSINESS_INFO_URL = `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${OPERATOR.businessNumber.replace(/-/g, '')}`;

function openBusinessInfo() {
  window.open(BUSINESS_INFO_URL, 'bizCommPop', 'width=750,height=700,scrollbars=yes');
}

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label="서비스 정보">
          <ExternalLink href={env.companyUrl} title="회사소개">
            회사소개
          </ExternalLink>
          <Link to={PATHS.termsPrivacy} className="site-footer__privacy">
            개인정보 처리방침
          </Link>
          <Link to={PATHS.termsService}>이용약관</Link>
          <Link to={PATHS.enter}>입점 문의</Link>
        </nav>

        <div className="site-footer__body">
          <div className="site-footer__contact">
            <p className="site-footer__label">고객센터</p>
            <a className="site-footer__phone" href={`tel:${CUSTOMER_SERVICE.phone.replace(/-/g, '')}`}>
              {CUSTOMER_SERVICE.phone}
            </a>
            <p className="site-footer__hours">{CUSTOMER_SERVICE.hours} (주말·공휴일 휴무)</p>
          </div>

          <div className="site-footer__apps">
            <p className="site-footer__label">파트너 앱 내려받기</p>
            <div className="site-footer__app-buttons">
              <ExternalLink className="store-button" href={env.appStoreUrl} title="App Store">
                App Store
              </ExternalLink>
              <ExternalLink className="store-button" href={env.playStoreUrl} title="Google Play">
                Google Play
              </ExternalLink>
            </div>
          </div>
        </div>

        <address className="site-footer__company">
          <span>{OPERATOR.name}</span>
          <span>대표이사 {OPERATOR.ceo}</span>
          <span>
            사업자등록번호 {OPERATOR.businessNumber}
            <button type="button" className="site-footer__biz-check" onClick={openBusinessInfo}>
              사업자정보확인
            </button>
          </span>
          <span>{OPERATOR.address}</span>
        </address>
        <p className="site-footer__copyright">© {OPERATOR.name}. All rights reserved.</p>
      </div>
    </footer>
  );
}
