/**
 * A compact line saying whether customers see the partner (profile complete, a plan active, not
 * suspended) and, when they do not, what is missing with a link to fix each: home and MyPage.
 * Its state is a label drawn like antd's status Tag: the Tag was MyPage's last use of it (2 kB).
 */
import {
  PROFILE_SECTIONS,
  profileTabParam,
  REQUIRED_INFO_TITLES,
  VISIBILITY_REASON_LABELS,
  type PartnerVisibility,
  type ProfileSection,
} from '@partner-portal/contract/profile-checklist';
import { PATHS } from '@partner-portal/contract/routes';
import { Skeleton } from 'antd';
import { Link } from 'react-router';
import { useVisibility } from '../lib/api/get-visibility';
import './visibility-status.css';

const isSection = (code: string): code is ProfileSection =>
  (PROFILE_SECTIONS as readonly string[]).includes(code);
const tabPath = (section: ProfileSection) =>
  `${PATHS.myInfo}?${new URLSearchParams({ tab: profileTabParam(section), valid: 'true' })}`;

function Reasons({ visibility }: { visibility: PartnerVisibility }) {
  const sections = visibility.missing.filter(isSection);
  return (
    <ul className="visibility-status__reasons">
      {visibility.reasons.map((reason) => (
        <li key={reason}>
          <strong>{VISIBILITY_REASON_LABELS[reason]}</strong>
          {reason === 'profile' && sections.length > 0 && (
            <ul className="visibility-status__fixes">
              {sections.map((section) => (
                <li key={section}>
                  <Link to={tabPath(section)} className="visibility-status__fix">
                    {REQUIRED_INFO_TITLES[section]} 등록
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {reason === 'plan' && (
            <Link to={PATHS.paymentPlan} className="visibility-status__fix">
              요금제 가입하기
            </Link>
          )}
          {reason === 'suspended' && (
            <span className="visibility-status__hint">고객센터(평일 9:00~18:00)로 문의해주세요.</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function VisibilityStatus({ partnerId, className = '' }: { partnerId: number; className?: string }) {
  const { data, isPending, isError } = useVisibility(partnerId);
  return (
    <section className={`visibility-status ${className}`} aria-labelledby="visibility-status-title">
      <h2 id="visibility-status-title" className="visibility-status__title">
        고객 노출 상태
      </h2>
      {isPending ? (
        <Skeleton.Input active size="small" className="visibility-status__skeleton" />
      ) : isError ? (
        <span className="visibility-status__hint">노출 상태를 불러오지 못했습니다.</span>
      ) : data.visible ? (
        <p className="visibility-status__line">
          <span className="visibility-status__state visibility-status__state--visible">노출 중</span>
          <span>고객이 업체 정보를 보고 상담을 요청할 수 있습니다.</span>
        </p>
      ) : (
        <div className="visibility-status__line">
          <span className="visibility-status__state visibility-status__state--hidden">미노출</span>
          <span>아래 항목을 해결하면 고객에게 업체가 노출됩니다.</span>
          <Reasons visibility={data} />
        </div>
      )}
    </section>
  );
}
