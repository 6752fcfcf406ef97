/**
 * `/intro`, home after login: a greeting, whether customers see the partner, its leads with a small
 * chart, plans in use, last payments, news, the registration checklist, the partnership's state, the
 * assigned manager and quick links into the menu. Only what the server says; nothing invented.
 */
import { MailOutlined, PhoneOutlined, RightOutlined } from '@ant-design/icons';
import { RETURN_CODES } from '@partner-portal/contract/api-constants';
import { PARTNER_GRADE_LABELS, type PartnerGrade } from '@partner-portal/contract/content-constants';
import type { Partner } from '@partner-portal/contract/partner-api';
import { PATHS } from '@partner-portal/contract/routes';
import { Alert, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CardSkeleton } from '../../components/card-skeleton';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { VisibilityStatus } from '../../components/visibility-status';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { useRequiredStatus } from '../../lib/api/get-required-status';
import { formatKoreanDate } from '../../lib/format';
import { isHiddenToday } from '../../lib/hide-today';
import { markPopupClosed, usePopupClosed, usePopupQueueBusy } from '../../lib/popup-slot';
import { useHydrated } from '../../lib/use-hydrated';
import { ApiError } from '../../lib/http/api-error';
import { formatBusinessNumberInput } from '../../lib/input-format';
import { readMemberSession } from '../../lib/session/session-store';
import { useManagerContact } from './api/get-manager-contact';
import { LeadResponseCard } from './lead-response-card';
import { LeadsCard } from './leads-card';
import { NewsCard } from './news-card';
import { OrdersCard } from './orders-card';
import { PlanReturnsCard } from './plan-returns-card';
import { PlansCard } from './plans-card';
import { RequiredInfoCard } from './required-info-card';
import { shouldShowValidatePartnerPopup, VALIDATE_PARTNER_POPUP } from './validate-partner-popup-decision';
import './intro.css';
import { useMenuList } from '../../lib/session/use-menu-list';

// Loaded only when they open, so home's first load stays within its budget.
const RequiredInfoDialog = lazy(() =>
  import('./required-info-dialog').then((m) => ({ default: m.RequiredInfoDialog })),
);
const ValidatePartnerPopup = lazy(() =>
  import('./validate-partner-popup').then((m) => ({ default: m.ValidatePartnerPopup })),
);

function PartnershipCard({ partner }: { partner: Partner }) {
  const outstandingTerms = partner.need_agree_terms_list.length;
  return (
    <Panel title="파트너 정보" className="intro-card">
      {outstandingTerms > 0 && (
        <Alert
          className="intro-card__notice"
          type="warning"
          showIcon
          title={`동의가 필요한 약관이 ${outstandingTerms}건 있습니다.`}
          action={<Link to={PATHS.agreeProduct}>약관 확인</Link>}
        />
      )}
      <Descriptions
        column={1}
        size="small"
        colon={false}
        styles={{ label: { width: 120 } }}
        items={[
          { key: 'name', label: '업체명', children: partner.partner_name },
          { key: 'ceo', label: '대표자', children: partner.ceo_name },
          { key: 'bizNo', label: '사업자등록번호', children: formatBusinessNumberInput(partner.biz_no) },
          {
            key: 'grade',
            label: '파트너 등급',
            children: PARTNER_GRADE_LABELS[partner.partner_grade as PartnerGrade] ?? partner.partner_grade,
          },
          { key: 'joined', label: '가입일', children: formatKoreanDate(partner.create_date) },
          {
            key: 'paymentTerms',
            label: '결제 약관',
            children: partner.payment_agreement ? <Tag color="green">동의 완료</Tag> : <Tag>미동의</Tag>,
          },
          {
            key: 'periodic',
            label: '정기결제',
            children: partner.periodic_payment ? <Tag color="blue">이용 중</Tag> : <Tag>이용 안 함</Tag>,
          },
        ]}
      />
    </Panel>
  );
}

function ManagerCard({ memberNo }: { memberNo: number }) {
  const { data: manager, error, isPending, refetch } = useManagerContact(memberNo);
  const noManager = error instanceof ApiError && error.code === RETURN_CODES.noManager;
  return (
    <Panel title="담당 매니저" className="intro-card">
      {isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : noManager ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="아직 배정된 담당 매니저가 없습니다. 배정되면 이곳에서 연락처를 확인할 수 있습니다."
        />
      ) : error ? (
        <RetryAlert message="담당 매니저 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : (
        <div className="manager">
          <p className="manager__name">{manager.manager_name} 매니저</p>
          <a className="manager__contact" href={`tel:${manager.manager_phone.replace(/-/g, '')}`}>
            <PhoneOutlined aria-hidden="true" /> {manager.manager_phone}
          </a>
          {manager.manager_email && (
            <a className="manager__contact" href={`mailto:${manager.manager_email}`}>
              <MailOutlined aria-hidden="true" /> {manager.manager_email}
            </a>
          )}
          <p className="manager__hint">요금제, 시공사례 등록, 정산에 관한 궁금한 점을 문의하세요.</p>
        </div>
      )}
    </Panel>
  );
}

/** The registration checklist with its reminder popup (spec §4) and the required-info dialog (§2). */
function Registration({ partnerId }: { partnerId: number }) {
  const status = useRequiredStatus(partnerId);
  const [openedAt] = useState(() => new Date());
  // Closed here or after the inspection notice: once in a visit is enough.
  const popupClosed = usePopupClosed(VALIDATE_PARTNER_POPUP);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Mounted from the first opening on, so closing it returns the focus to its button.
  const [dialogUsed, setDialogUsed] = useState(false);
  const openDialog = () => {
    setDialogUsed(true);
    setDialogOpen(true);
  };
  const items = status.data?.partnerRequiredInfoList;
  // Never on top of a data popup: it waits until the popup queue has nothing left to show.
  const queueBusy = usePopupQueueBusy();
  // Not in a page the server rendered until it is hydrated (see AfterHydration).
  const hydrated = useHydrated();
  const showPopup =
    hydrated &&
    !popupClosed &&
    !queueBusy &&
    shouldShowValidatePartnerPopup({
      now: openedAt,
      hiddenToday: isHiddenToday(VALIDATE_PARTNER_POPUP),
      partnerId,
      completed: status.data?.completed,
    });

  return (
    <>
      {status.isPending ? (
        <CardSkeleton rows={2} className="intro-card" />
      ) : status.isError ? (
        <RetryAlert message="파트너 등록 현황을 불러오지 못했습니다." onRetry={() => void status.refetch()} />
      ) : (
        <RequiredInfoCard items={status.data.partnerRequiredInfoList} onOpen={openDialog} />
      )}
      <Suspense fallback={null}>
        {showPopup && items && (
          <ValidatePartnerPopup
            items={items}
            onClose={() => markPopupClosed(VALIDATE_PARTNER_POPUP)}
            onRegister={() => {
              markPopupClosed(VALIDATE_PARTNER_POPUP);
              openDialog();
            }}
          />
        )}
        {dialogUsed && items && (
          <RequiredInfoDialog items={items} open={dialogOpen} onClose={() => setDialogOpen(false)} />
        )}
      </Suspense>
    </>
  );
}

function QuickLinks() {
  const menu = useMenuList();
  return (
    <section className="intro-links" aria-labelledby="intro-links-title">
      <h2 id="intro-links-title" className="intro-section-title">
        바로가기
      </h2>
      <div className="intro-links__grid">
        {menu.map((group) => (
          <Panel key={group.menu_no} size="small" title={group.menu_nm} className="intro-links__group">
            <ul className="intro-links__list">
              {group.sub_menus
                .filter((item) => item.url)
                .map((item) => (
                  <li key={item.menu_no}>
                    <Link to={item.url!} className="intro-links__link">
                      {item.menu_nm}
                      <RightOutlined aria-hidden="true" />
                    </Link>
                  </li>
                ))}
            </ul>
          </Panel>
        ))}
      </div>
    </section>
  );
}

export function IntroPage() {
  const { data: partner, isPending, isError, refetch } = useMyPartner();
  const memberNo = readMemberSession()?.memberNo;

  return (
    <div className="intro">
      <header className="intro__greeting">
        {isPending ? (
          <Skeleton active title paragraph={{ rows: 1 }} />
        ) : partner ? (
          <>
            <h1 className="intro__title">
              {partner.partner_name} {partner.ceo_name} 대표님, 안녕하세요.
            </h1>
            <p className="intro__lead">리모델링마켓 파트너센터에서 시공사례와 요금제, 결제를 관리하세요.</p>
          </>
        ) : (
          <h1 className="intro__title">파트너센터 홈</h1>
        )}
      </header>

      {isError && <RetryAlert message="파트너 정보를 불러오지 못했습니다." onRetry={() => void refetch()} />}

      {partner ? (
        <VisibilityStatus partnerId={partner.partner_id} />
      ) : (
        isPending && memberNo !== undefined && <div className="visibility-status" aria-hidden="true" />
      )}

      {memberNo !== undefined && (
        <section className="intro-dashboard" aria-label="파트너 현황">
          <LeadsCard />
          <div className="intro-dashboard__leads">
            <LeadResponseCard />
            <PlanReturnsCard />
          </div>
          <div className="intro-dashboard__grid">
            <PlansCard />
            <OrdersCard />
            <NewsCard />
          </div>
        </section>
      )}

      {partner && <Registration partnerId={partner.partner_id} />}

      <div className="intro__cards">
        {isPending ? (
          <CardSkeleton rows={6} className="intro-card" />
        ) : (
          partner && <PartnershipCard partner={partner} />
        )}
        {memberNo !== undefined && <ManagerCard memberNo={memberNo} />}
      </div>

      <QuickLinks />
    </div>
  );
}
