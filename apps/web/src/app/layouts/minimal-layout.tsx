import { PATHS } from '@partner-portal/contract/routes';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { isAppUserAgent } from '../../lib/device';
import { readAccessToken } from '../../lib/session/session-store';
import { SiteFooter } from './site-footer';
import './minimal-layout.css';

/** Spec §2 "minimal, with footer": the partnership page and the legal texts. Plain React, no antd. */
export function MinimalLayout() {
  const inApp = isAppUserAgent();
  const signedIn = readAccessToken() !== null;
  return (
    <div className="minimal-layout">
      <a className="skip-link" href="#content">
        본문 바로가기
      </a>
      {!inApp && (
        <header className="minimal-header">
          <div className="minimal-header__inner">
            <Link
              to={PATHS.enter}
              className="minimal-header__logo"
              aria-label="리모델링마켓 파트너 입점 안내"
            >
              <BrandLogo />
            </Link>
            <nav className="minimal-header__nav" aria-label="계정">
              {signedIn ? (
                <Link className="button button--primary button--small" to={PATHS.intro}>
                  파트너센터로 이동
                </Link>
              ) : (
                <>
                  <Link className="button button--ghost button--small" to={PATHS.login}>
                    로그인
                  </Link>
                  <Link className="button button--primary button--small" to={PATHS.signUp}>
                    회원가입
                  </Link>
                </>
              )}
            </nav>
          </div>
        </header>
      )}
      <main id="content" className="minimal-layout__content" tabIndex={-1}>
        <Outlet />
      </main>
      {!inApp && <SiteFooter />}
    </div>
  );
}
