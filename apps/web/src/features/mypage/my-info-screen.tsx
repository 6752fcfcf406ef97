/**
 * MyPage's screen (spec §2, `?tab=tab0…tab4&valid`): the partner's profile in five tabs, each saved
 * on its own. `valid` comes from the registration checklist: it marks what the checklist still misses.
 * Shown in the portal's layout at `/mypage/myInfo` (my-info-page) and without it for the native app
 * at `/mypage/myInfo/m` (my-info-app-page).
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import { isInfoFilled, REQUIRED_INFO_FIELDS } from '@partner-portal/contract/required-info-fields';
import {
  PROFILE_SECTIONS,
  profileTabParam,
  REQUIRED_INFO_TITLES,
  type ProfileSection,
  type RequiredInfoItem,
} from '@partner-portal/contract/profile-checklist';
import type { PartnerProfile } from '@partner-portal/contract/profile-api';
import { MANAGER_PRODUCTS } from '@partner-portal/contract/reference-data';
import { Alert, Skeleton } from 'antd';
import { useMemo, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { TabBar } from '../../components/tab-bar';
import { VisibilityStatus } from '../../components/visibility-status';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { useRequiredStatus } from '../../lib/api/get-required-status';
import { useVisibility } from '../../lib/api/get-visibility';
import { useProfile } from './api/get-profile';
import { AdditionalSection } from './sections/additional-section';
import { BizSection } from './sections/biz-section';
import { CalculateSection } from './sections/calculate-section';
import { ManagerSection } from './sections/manager-section';
import { PreferenceSection } from './sections/preference-section';
import type { SectionProps } from './sections/section-props';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import './my-info.css';

const SECTION_VIEWS: Record<ProfileSection, ComponentType<SectionProps>> = {
  biz: BizSection,
  additional: AdditionalSection,
  preference: PreferenceSection,
  manager: ManagerSection,
  calculate: CalculateSection,
};

/** The tab of a `?tab=` value (tab0 … tab4, see profileTabParam); a bare index is read too. */
export function tabIndexOf(value: string | null): number {
  const index = Number(value?.replace(/^tab/, '') ?? NaN);
  return Number.isInteger(index) && index >= 0 && index < PROFILE_SECTIONS.length ? index : 0;
}

/** `valid` with no value, `true`, `1` or `Y` asks for the checklist marks. */
const isValidFlag = (value: string | null) => value !== null && !/^(false|0|n)$/i.test(value);

/** Checklist fields the profile still lacks, by the form field that takes each. */
const FORM_FIELD: Record<string, string> = {
  account_number_masked: 'account_number',
  ceo_name: 'identity_token',
  phone_no: 'identity_token',
};

export function missingFields(section: ProfileSection, profile: PartnerProfile): string[] {
  if (section === 'manager') {
    const named = MANAGER_PRODUCTS.some(
      ({ key }) => profile.manager[`${key}_manager_name`] && profile.manager[`${key}_manager_phone`],
    );
    return named
      ? []
      : [`${MANAGER_PRODUCTS[0].key}_manager_name`, `${MANAGER_PRODUCTS[0].key}_manager_phone`];
  }
  const values = profile[section] as Record<string, unknown>;
  const names = REQUIRED_INFO_FIELDS[section]
    .filter((field) => !isInfoFilled(values[field]))
    .map((field) => FORM_FIELD[field] ?? field);
  return [...new Set(names)];
}

const NOTHING_MISSING: string[] = [];

function TabLabel({ section, item }: { section: ProfileSection; item: RequiredInfoItem | undefined }) {
  const incomplete = item !== undefined && !item.completed;
  return (
    <span className="my-info__tab">
      {REQUIRED_INFO_TITLES[section]}
      {incomplete && (
        <span className="my-info__tab-mark" role="img" aria-label="입력 필요" title="입력 필요" />
      )}
    </span>
  );
}

export function MyInfoScreen() {
  const partner = useMyPartner();
  const partnerId = partner.data?.partner_id;
  const profile = useProfile(partnerId);
  const status = useRequiredStatus(partnerId);
  const visibility = useVisibility(partnerId);
  const [params, setParams] = useSearchParams();
  const tab = tabIndexOf(params.get('tab'));
  const section = PROFILE_SECTIONS[tab]!;
  const valid = isValidFlag(params.get('valid'));
  const [dirty, setDirty] = useState(false);
  // Bumped to drop a tab's unsaved changes (나가기): its form starts again from the profile.
  const [version, setVersion] = useState(0);
  const prompt = useUnsavedChangesPrompt({
    dirty,
    content: '지금 나가면 입력한 내용이 저장되지 않고 사라집니다. 계속 작성하시겠습니까?',
    onDiscard: () => {
      setDirty(false);
      setVersion((current) => current + 1);
    },
  });

  const items = status.data?.partnerRequiredInfoList;
  const item = items?.find((candidate) => candidate.code === section);
  const missing = useMemo(
    () => (valid && profile.data ? missingFields(section, profile.data) : NOTHING_MISSING),
    [valid, profile.data, section],
  );

  const failed = partner.isError || profile.isError;
  const retry = () => void (partner.isError ? partner.refetch() : profile.refetch());
  const View = SECTION_VIEWS[section];
  // One skeleton until the form and everything above it are in: the visibility line and the
  // checklist's notice and marks arriving one by one pushed the tabs down (layout shift).
  const body = failed ? (
    <RetryAlert message="내 정보를 불러오지 못했습니다." onRetry={retry} />
  ) : partnerId === undefined || !profile.data || status.isPending || visibility.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : (
    <>
      <VisibilityStatus partnerId={partnerId} className="my-info__visibility" />
      {valid && item && !item.completed && (
        <Alert
          className="my-info__notice"
          type="warning"
          showIcon
          title={`파트너 등록을 위해 ${withParticle(item.title, '을/를')} 입력해주세요.`}
          description="표시된 항목을 채우고 저장하면 등록 정보가 완성됩니다."
        />
      )}
      <TabBar
        activeKey={profileTabParam(section)}
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          })
        }
        tabs={PROFILE_SECTIONS.map((candidate) => ({
          key: profileTabParam(candidate),
          label: <TabLabel section={candidate} item={items?.find((i) => i.code === candidate)} />,
        }))}
      >
        <View
          key={`${section}#${version}`}
          partnerId={partnerId}
          profile={profile.data}
          missing={missing}
          onDirtyChange={setDirty}
        />
      </TabBar>
    </>
  );

  return (
    <Panel className="my-info" title={<h1 className="my-info__title">내 정보 수정</h1>}>
      {prompt}
      {body}
    </Panel>
  );
}
