import { PATHS } from '@partner-portal/contract/routes';
import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import './login-layout.css';

/** Spec §2 login layout: a centred panel beside the service's promise. Plain React, no antd. */
export function LoginLayout() {
  return (
    <div className="login-layout">
      <aside className="login-layout__brand">
        <Link to={PATHS.enter} className="login-layout__logo">
          <BrandLogo />
        </Link>
        <p className="login-layout__headline">
          시공 상담부터 결제까지,
          <br />
          파트너 업무를 한곳에서.
        </p>
        <p className="login-layout__sub">
          리모델링마켓 파트너센터에서 시공사례와 요금제, 결제 내역을 관리하세요.
        </p>
      </aside>
      <main id="content" className="login-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
