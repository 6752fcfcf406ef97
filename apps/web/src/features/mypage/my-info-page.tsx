/**
 * `/mypage/myInfo?tab=tab0…tab4&valid` (spec §2): the partner's profile in five tabs, each saved on
 * its own. `valid` comes from the registration checklist: it marks what the checklist still misses.
 * `/mypage/myInfo/m` is the same screen without layout for the native app.
 */
import { withParticle } from '@partner-portal/contract/korean-particles';
import {
  isInfoFilled,
  PROFILE_SECTIONS,
  profileTabParam,
  REQUIRED_INFO_FIELDS,
  REQUIRED_INFO_TITLES,
  type PartnerProfile,
  type ProfileSection,
  type RequiredInfoItem,
} from '@partner-portal/contract/profile-api';
import { MANAGER_PRODUCTS } from '@partner-portal/contract/reference-data';
import { Alert, Button, ConfigProvider, Result, Skeleton, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../components/panel/panel';
import { RetryAlert } from '../../components/retry-alert';
import { VisibilityStatus } from '../../components/visibility-status';
import { antdConfig } from '../../lib/antd-config';
import { useMyPartner } from '../../lib/api/get-my-partner';
import { useRequiredStatus } from '../../lib/api/get-required-status';
import { useVisibility } from '../../lib/api/get-visibility';
import { finishWebview } from '../../lib/native-bridge';
import { adoptHandedOverToken } from '../../lib/session/app-handover';
import { readAccessToken } from '../../lib/session/session-store';
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
      <Tabs
        activeKey={profileTabParam(section)}
        onChange={(key) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            return next;
          })
        }
        destroyOnHidden
        items={PROFILE_SECTIONS.map((candidate) => ({
          key: profileTabParam(candidate),
          label: <TabLabel section={candidate} item={items?.find((i) => i.code === candidate)} />,
          children:
            candidate === section ? (
              <View
                key={`${section}#${version}`}
                partnerId={partnerId}
                profile={profile.data}
                missing={missing}
                onDirtyChange={setDirty}
              />
            ) : null,
        }))}
      />
    </>
  );

  return (
    <Panel className="my-info" title={<h1 className="my-info__title">내 정보 수정</h1>}>
      {prompt}
      {body}
    </Panel>
  );
}

export function MyInfoPage() {
  return <MyInfoScreen />;
}

/**
 * A token handed over while the page is open: the app reopening the same address changes only its
 * fragment, so no page load runs the hand-over. It is taken the same way, and the profile read again.
 */
function useLaterHandOver(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const adopt = () => {
      if (!adoptHandedOverToken()) return;
      // The router saw the address with the token too; its entry is replaced without it.
      void navigate(
        { pathname: window.location.pathname, search: window.location.search },
        { replace: true },
      );
      void queryClient.invalidateQueries();
      rerender();
    };
    window.addEventListener('hashchange', adopt);
    return () => window.removeEventListener('hashchange', adopt);
  }, [navigate, queryClient]);
}

/** The app's page: no layout, signed in by the token the app handed over (lib/session/app-handover). */
export function MyInfoAppPage() {
  useLaterHandOver();
  const signedIn = readAccessToken() !== null;
  return (
    <ConfigProvider {...antdConfig}>
      <main id="content" className="my-info-app">
        {signedIn ? (
          <MyInfoScreen />
        ) : (
          <Result
            status="warning"
            title={<h1 className="my-info__title">로그인이 필요합니다</h1>}
            subTitle="앱에서 내 정보 수정 화면을 다시 열어주세요."
            extra={
              <Button type="primary" onClick={() => finishWebview()}>
                앱으로 돌아가기
              </Button>
            }
          />
        )}
      </main>
    </ConfigProvider>
  );
}
