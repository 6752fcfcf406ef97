/**
 * `/enter`: the partnership landing page for interior businesses (spec §2). Plain React and CSS,
 * no antd. Visiting it marks the browser for the sign-up's join channel (spec §9).
 */
import { CUSTOMER_SERVICE } from '@partner-portal/contract/constants';
import { PATHS } from '@partner-portal/contract/routes';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { markEnterVisited } from '../../lib/signup-attribution';
import { EnterFaq } from './enter-faq';
import { InquiryForm } from './inquiry-form';
import './enter.css';

const BENEFITS = [
  {
    title: '우리 지역 고객과 바로 연결',
    text: '집을 고치려는 고객이 남긴 상담 요청을 업체의 시공 가능 지역과 공종에 맞춰 연결해 드립니다.',
  },
  {
    title: '시공사례로 보여주는 실력',
    text: '직접 시공한 현장의 사진과 공사 범위·기간·금액을 시공사례로 올려 고객이 믿고 선택하게 하세요.',
  },
  {
    title: '업체에 맞게 고르는 요금제',
    text: '월정액, 부분시공, 지역 상단노출 광고 요금제 중 필요한 것만 골라 카드 정기결제로 간편하게 관리합니다.',
  },
  {
    title: '담당 매니저와 파트너 앱',
    text: '가입하면 담당 매니저가 배정되어 운영을 돕고, 파트너 앱으로 밖에서도 상담 현황을 확인할 수 있습니다.',
  },
];

const STEPS = [
  { title: '입점 문의', text: '아래 양식에 업체 정보와 연락처를 남겨주세요.' },
  { title: '매니저 상담', text: '담당 매니저가 연락드려 서비스와 요금제를 안내합니다.' },
  { title: '가입·업체 정보 등록', text: '회원가입 후 사업자 정보, 시공 지역, 담당자 정보를 등록합니다.' },
  { title: '상담 연결 시작', text: '시공사례를 올리고 요금제에 가입하면 고객 상담 연결이 시작됩니다.' },
];

export function EnterPage() {
  useEffect(() => markEnterVisited(), []);

  return (
    <div className="enter">
      <section className="enter-hero" aria-labelledby="enter-title">
        <div className="enter__inner">
          <p className="enter-hero__eyebrow">인테리어 시공 파트너 모집</p>
          <h1 id="enter-title" className="enter-hero__title">
            시공 잘하는 업체가
            <br />
            고객을 만나는 가장 빠른 방법
          </h1>
          <p className="enter-hero__lead">
            리모델링마켓은 집을 고치려는 고객과 믿을 수 있는 인테리어 시공 파트너를 연결합니다. 입점 문의를
            남겨주시면 담당 매니저가 우리 업체에 맞는 시작 방법을 안내해 드립니다.
          </p>
          <div className="enter-hero__actions">
            <a className="button button--primary" href="#inquiry">
              입점 문의하기
            </a>
            <Link className="button button--ghost" to={PATHS.signUp}>
              바로 회원가입
            </Link>
          </div>
          <p className="enter-hero__login">
            이미 파트너이신가요? <Link to={PATHS.login}>파트너센터 로그인</Link>
          </p>
        </div>
      </section>

      <section className="enter-section" aria-labelledby="enter-benefits">
        <div className="enter__inner">
          <h2 id="enter-benefits" className="enter-section__title">
            리모델링마켓 파트너가 되면
          </h2>
          <ul className="enter-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="enter-card">
                <h3 className="enter-card__title">{benefit.title}</h3>
                <p className="enter-card__text">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="enter-section enter-section--tinted" aria-labelledby="enter-steps">
        <div className="enter__inner">
          <h2 id="enter-steps" className="enter-section__title">
            입점 절차
          </h2>
          <ol className="enter-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="enter-step">
                <span className="enter-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="enter-step__title">{step.title}</h3>
                <p className="enter-step__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="enter-section" aria-labelledby="enter-faq">
        <div className="enter__inner enter__inner--narrow">
          <h2 id="enter-faq" className="enter-section__title">
            자주 묻는 질문
          </h2>
          <EnterFaq />
        </div>
      </section>

      <section id="inquiry" className="enter-section enter-section--tinted" aria-labelledby="enter-inquiry">
        <div className="enter__inner enter__inner--narrow">
          <h2 id="enter-inquiry" className="enter-section__title">
            입점 문의
          </h2>
          <p className="enter-section__lead">
            문의를 남겨주시면 담당 매니저가 연락드립니다. 전화 상담은 고객센터{' '}
            <a href={`tel:${CUSTOMER_SERVICE.phone.replace(/-/g, '')}`}>{CUSTOMER_SERVICE.phone}</a>(
            {CUSTOMER_SERVICE.hours})로 연락주세요.
          </p>
          <InquiryForm />
        </div>
      </section>
    </div>
  );
}
