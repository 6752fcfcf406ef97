/**
 * Demo content for partners: notices (a pinned service notice, a price notice, holiday hours and
 * enough others to fill more than one page), three events (one ended), two promotions, the FAQ
 * (also what /enter shows) and no emergency notice. Added once, dated relative to the first start.
 */
import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import { events, faqs, notices, promotions } from '../db/tables/content.js';
import { addMonths, seoulDate } from '@partner-portal/contract/seoul-time';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { UPLOADS_PREFIX } from '../platform/storage/file-routes.js';
import type { Clock } from '../shared/clock.js';

const DAY_MS = 86_400_000;

interface DemoNotice {
  title: string;
  body: string;
  daysAgo: number;
  pinned?: boolean;
  views: number;
}

const DEMO_NOTICES: DemoNotice[] = [
  {
    title: '[필독] 파트너 포털 이용 안내 및 운영 정책',
    pinned: true,
    daysAgo: 120,
    views: 1843,
    body: `<p>파트너 여러분, 안녕하세요. 파트너 포털에서 시공사례 등록, 요금제 결제, 정기결제 카드 관리와 공지 확인을 하실 수 있습니다.</p>
<h3>꼭 지켜주세요</h3>
<ul><li>시공사례에는 직접 시공한 현장 사진만 올려주세요. 다른 업체의 사진을 쓰면 노출이 중지됩니다.</li>
<li>고객 상담 요청에는 24시간 안에 연락해주세요.</li>
<li>사업자 정보가 바뀌면 <a href="/mypage/myInfo">내 정보 수정</a>에서 바로 변경해주세요.</li></ul>
<p>서비스 내용이 바뀌는 경우 적용 7일 전에 공지사항으로 알려드립니다.</p>`,
  },
  {
    title: '2027년 1월 요금제 가격 조정 안내',
    daysAgo: 3,
    views: 412,
    body: `<p>원자재·인건비 상승과 광고 노출 지역 확대에 따라 <strong>2027년 1월 1일</strong>부터 일부 요금제 가격이 조정됩니다.</p>
<table><thead><tr><th>요금제</th><th>현재</th><th>변경</th></tr></thead>
<tbody><tr><td>월정액 베이직</td><td>290,000원</td><td>310,000원</td></tr>
<tr><td>지역 상단노출</td><td>150,000원</td><td>160,000원</td></tr></tbody></table>
<p>정기결제 중인 파트너께는 첫 결제일 30일 전에 따로 알려드리며, 동의하지 않으시면 이용 중인 기간이 끝난 뒤 자동으로 갱신되지 않습니다. 자세한 내용은 <a href="/paymentPlan">요금제 안내</a>를 확인해주세요.</p>`,
  },
  {
    title: '설 연휴 고객센터 운영 시간 안내',
    daysAgo: 6,
    views: 287,
    body: `<p>설 연휴 기간 고객센터 운영 시간을 알려드립니다.</p>
<ul><li>연휴 전날: 09:00~15:00</li><li>연휴 당일: 휴무 (포털과 앱은 정상 이용 가능)</li><li>연휴 다음 날: 10:00~18:00</li></ul>
<p>연휴 중 급한 문의는 담당 매니저에게 문자로 남겨주시면 순서대로 연락드립니다.</p>`,
  },
  {
    title: '정기결제 카드 순서 변경 기능 추가',
    daysAgo: 12,
    views: 356,
    body: '<p>정기결제 카드를 최대 5장까지 등록하고, 결제할 순서를 끌어서 바꿀 수 있게 되었습니다. 첫 번째 카드 결제가 실패하면 다음 카드로 결제합니다.</p>',
  },
  {
    title: '시공사례 사진 등록 기준 변경 (전후 사진 짝 맞추기)',
    daysAgo: 18,
    views: 502,
    body: '<p>시공 전·후 사진을 짝지어 올리면 고객 화면에서 나란히 비교해 볼 수 있습니다. 짝을 맞춘 사례는 목록에서 더 위에 노출됩니다.</p>',
  },
  {
    title: '개인정보 처리방침 개정 안내',
    daysAgo: 25,
    views: 198,
    body: '<p>개인정보 처리방침이 개정되어 7일 후부터 적용됩니다. 주요 변경 사항은 행태정보 보관 기간(2년) 명시와 위탁 업체 변경입니다. 전문은 <a href="/terms/privacy">개인정보 처리방침</a>에서 보실 수 있습니다.</p>',
  },
  {
    title: '추석 연휴 상담 연결 일시 중단 안내',
    daysAgo: 40,
    views: 421,
    body: '<p>추석 연휴 기간에는 새 상담 요청 연결이 일시 중단되며, 연휴 다음 날 오전 9시부터 순서대로 연결됩니다.</p>',
  },
  {
    title: '파트너 앱 3.2 업데이트: 채팅 상담 알림 개선',
    daysAgo: 47,
    views: 233,
    body: '<p>안드로이드 파트너 앱에서 채팅 상담 알림이 묶음으로 오던 문제를 고쳤습니다. 아이폰 앱은 업데이트 중입니다.</p>',
  },
  {
    title: '무통장입금 입금 기한 안내',
    daysAgo: 55,
    views: 176,
    body: '<p>무통장입금 주문은 주문일로부터 3일 안에 업체명으로 입금해주세요. 기한이 지나면 주문이 취소되고, 잡아두었던 광고 지역도 풀립니다.</p>',
  },
  {
    title: '서비스 점검 안내 (새벽 2시~4시)',
    daysAgo: 62,
    views: 149,
    body: '<p>안정적인 서비스를 위해 새벽 2시부터 4시까지 서버 점검을 진행합니다. 점검 중에는 포털 접속과 결제가 잠시 중단됩니다.</p>',
  },
  {
    title: '지역 상단노출 광고 지역 확대 (경기 남부)',
    daysAgo: 70,
    views: 311,
    body: '<p>수원·용인·화성·평택 지역에도 상단노출 광고를 신청할 수 있게 되었습니다.</p>',
  },
  {
    title: '부분시공 요금제 출시',
    daysAgo: 78,
    views: 468,
    body: '<p>욕실·주방·도배처럼 일부 공간만 시공하는 업체를 위한 부분시공 요금제가 출시되었습니다. <a href="/paymentPlan">요금제 안내</a>에서 확인하세요.</p>',
  },
  {
    title: '세금계산서 발행 이메일 확인 요청',
    daysAgo: 86,
    views: 122,
    body: '<p>세금계산서는 내 정보에 등록된 이메일로 발행됩니다. 주소가 맞는지 확인해주세요.</p>',
  },
  {
    title: '고객 리뷰 답글 기능 안내',
    daysAgo: 93,
    views: 207,
    body: '<p>시공을 마친 고객이 남긴 리뷰에 업체가 답글을 달 수 있습니다. 답글은 파트너 앱에서 작성할 수 있습니다.</p>',
  },
  {
    title: '여름철 방수·누수 시공 상담 증가 안내',
    daysAgo: 101,
    views: 98,
    body: '<p>장마철을 앞두고 방수·누수 관련 상담 요청이 늘고 있습니다. 시공 가능 공종에 방수가 있다면 업체 정보를 확인해주세요.</p>',
  },
  {
    title: '허위 시공사례 신고 처리 기준 안내',
    daysAgo: 110,
    views: 265,
    body: '<p>다른 업체의 사진이나 시공하지 않은 현장을 사례로 올린 경우 신고 접수 후 확인을 거쳐 노출을 중지하고, 두 번 반복되면 이용이 제한됩니다.</p>',
  },
  {
    title: '담당 매니저 연락처 확인 방법',
    daysAgo: 118,
    views: 143,
    body: '<p>담당 매니저의 이름과 연락처는 내 정보 수정의 담당자 탭에서 볼 수 있습니다.</p>',
  },
  {
    title: '2026년 하반기 파트너 간담회 후기',
    daysAgo: 130,
    views: 87,
    body: '<p>지난 간담회에 참석해 주신 파트너 여러분께 감사드립니다. 나온 의견은 포털 개선에 반영하겠습니다.</p>',
  },
  {
    title: '카드 할부 결제 안내',
    daysAgo: 140,
    views: 190,
    body: '<p>일반 결제는 카드사별 무이자 할부 행사에 따라 최대 12개월 할부로 결제할 수 있습니다.</p>',
  },
  {
    title: '업체 소개 사진(로고) 등록 안내',
    daysAgo: 150,
    views: 76,
    body: '<p>로고를 등록하면 고객 화면의 업체 카드에 함께 보입니다. 정사각형 이미지를 권장합니다.</p>',
  },
  {
    title: '상담 요청 응답률 안내',
    daysAgo: 160,
    views: 134,
    body: '<p>상담 요청에 빠르게 응답한 업체일수록 고객의 선택을 받는 비율이 높습니다. 24시간 안에 연락해주세요.</p>',
  },
  {
    title: '파트너 포털 새 디자인 적용',
    daysAgo: 175,
    views: 301,
    body: '<p>모바일에서도 보기 쉬운 새 디자인이 적용되었습니다. 불편한 점은 고객센터로 알려주세요.</p>',
  },
];

interface DemoEvent {
  title: string;
  body: string;
  startDaysAgo: number;
  lengthDays: number;
  colours: [string, string];
  cta?: { label: string; url: string };
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: '겨울 시즌 신규 요금제 첫 달 20% 할인',
    body: '<p>이벤트 기간에 월정액 요금제에 처음 가입하는 파트너는 첫 달 이용료를 20% 할인해 드립니다.</p><p>할인은 결제 화면에서 자동으로 적용됩니다.</p>',
    startDaysAgo: 2,
    lengthDays: 45,
    colours: ['#0b3d91', '#4f8ef7'],
    cta: { label: '요금제 보러 가기', url: '/paymentPlan' },
  },
  {
    title: '시공사례 10건 등록하고 상단노출 1주 받기',
    body: '<p>이벤트 기간에 전후 사진이 있는 시공사례를 10건 이상 등록하면 원하는 지역 상단노출 1주를 드립니다.</p>',
    startDaysAgo: 20,
    lengthDays: 60,
    colours: ['#1f6f4a', '#7cc59b'],
    cta: { label: '시공사례 등록하기', url: '/product/new' },
  },
  {
    title: '가을 추석맞이 정기결제 등록 이벤트',
    body: '<p>정기결제 카드를 등록한 파트너께 커피 쿠폰을 드렸습니다. 참여해 주셔서 감사합니다.</p>',
    startDaysAgo: 80,
    lengthDays: 30,
    colours: ['#8a5a14', '#e0b463'],
  },
];

/** A plain banner drawn without text (no font needed), stored like an upload. */
async function bannerUrl(storage: FileStorage, [from, to]: [string, string], index: number): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="960" height="540" fill="url(#g)"/>
<circle cx="${760 - index * 120}" cy="150" r="120" fill="#ffffff" opacity="0.18"/>
<path d="M180 400 L330 270 L480 400 Z" fill="#ffffff" opacity="0.85"/><rect x="220" y="400" width="220" height="8" fill="#ffffff" opacity="0.85"/>
<rect x="560" y="300" width="240" height="24" rx="12" fill="#ffffff" opacity="0.6"/><rect x="560" y="340" width="170" height="24" rx="12" fill="#ffffff" opacity="0.4"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const key = `content/events/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  await storage.put(key, bytes);
  return `${UPLOADS_PREFIX}${key}`;
}

const DEMO_FAQ: { category: number; question: string; answer: string }[] = [
  {
    category: 1,
    question: '입점 비용이 있나요?',
    answer:
      '회원가입과 업체 정보 등록은 무료입니다. 고객 상담 연결과 광고 노출은 선택하신 요금제에 따라 이용료가 발생하며, 결제 수단에 따른 추가 수수료는 없습니다.',
  },
  {
    category: 1,
    question: '어떤 업체가 입점할 수 있나요?',
    answer:
      '사업자등록을 마친 실내건축·인테리어 시공 업체라면 규모와 관계없이 신청할 수 있습니다. 휴업·폐업 상태이거나 사실과 다른 정보로 신청하면 가입이 제한됩니다.',
  },
  {
    category: 1,
    question: '가입 후 바로 상담을 받을 수 있나요?',
    answer:
      '사업자 정보, 시공 지역, 담당자 정보를 등록하고 요금제에 가입하면 상담 연결이 시작됩니다. 필요한 정보는 로그인 후 첫 화면의 등록 현황에서 확인할 수 있습니다.',
  },
  {
    category: 1,
    question: '사업자 정보가 바뀌면 어떻게 하나요?',
    answer:
      '내 정보 수정의 사업자 정보 탭에서 변경할 수 있습니다. 대표자 휴대폰 번호는 본인인증 후 바뀝니다.',
  },
  {
    category: 2,
    question: '요금은 어떻게 결제하나요?',
    answer:
      '신용카드 일반결제와 정기결제, 계좌이체를 지원합니다. 정기결제 카드는 최대 5장까지 등록해 순서대로 결제되게 할 수 있습니다.',
  },
  {
    category: 2,
    question: '결제한 요금제를 취소할 수 있나요?',
    answer:
      '유료 요금제는 결제 후 7일 이내에 청약철회를 요청할 수 있습니다. 환불은 3영업일 안에 처리되며, 기준과 절차는 이용약관에서 자세히 확인할 수 있습니다.',
  },
  {
    category: 2,
    question: '정기결제가 실패하면 어떻게 되나요?',
    answer:
      '등록한 다음 카드로 다시 결제하고, 모두 실패하면 1·3·5·7일 뒤에 다시 시도합니다. 그동안 알림을 보내드리며, 끝내 결제되지 않으면 이용 기간이 끝난 뒤 요금제가 종료됩니다.',
  },
  {
    category: 2,
    question: '무통장입금은 언제까지 해야 하나요?',
    answer: '주문 후 3일 안에 업체명으로 입금해주세요. 입금이 확인되면 요금제가 바로 시작됩니다.',
  },
  {
    category: 2,
    question: '세금계산서는 어떻게 받나요?',
    answer: '결제가 완료되면 내 정보에 등록된 세금계산서 이메일로 발행됩니다.',
  },
  {
    category: 3,
    question: '시공사례는 몇 장까지 올릴 수 있나요?',
    answer:
      '사례 하나에 사진을 최대 30장까지 올릴 수 있고, 시공 전·후 사진을 짝지어 비교해 보여줄 수 있습니다.',
  },
  {
    category: 3,
    question: '시공사례가 고객에게 보이지 않아요.',
    answer:
      '임시저장 상태이거나 비공개로 설정된 사례는 보이지 않습니다. 시공사례 관리에서 공개 상태를 확인해주세요.',
  },
  {
    category: 3,
    question: '다른 업체가 우리 사진을 쓰고 있어요.',
    answer: '고객센터나 담당 매니저에게 알려주시면 확인 후 해당 사례의 노출을 중지합니다.',
  },
  {
    category: 4,
    question: '고객과 채팅으로 상담할 수 있나요?',
    answer:
      '상단노출 광고 요금제를 이용하는 파트너는 파트너 앱에서 고객과 채팅으로 상담할 수 있습니다. 현재는 안드로이드 앱에서 이용할 수 있고, 아이폰 앱은 업데이트 중입니다.',
  },
  {
    category: 4,
    question: '상담 요청은 어디에서 확인하나요?',
    answer: '파트너 앱의 상담 탭과 담당 매니저의 안내 문자로 확인할 수 있습니다.',
  },
  {
    category: 4,
    question: '고객센터 운영 시간은 언제인가요?',
    answer: '평일 오전 9시부터 오후 6시까지입니다. 주말과 공휴일에는 쉽니다.',
  },
];

/** True when it added the content (the first start). */
export async function seedDemoContent(db: Database, clock: Clock, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(notices);
  if ((existing?.n ?? 0) > 0) return false;
  const now = clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const today = seoulDate(now);
  const dayOffset = (days: number) => seoulDate(new Date(now.getTime() + days * DAY_MS));
  const banners = await Promise.all(DEMO_EVENTS.map((e, i) => bannerUrl(storage, e.colours, i)));
  await db.transaction(async (tx) => {
    await tx.insert(notices).values(
      DEMO_NOTICES.map((n) => ({
        title: n.title,
        body: n.body,
        pinned: n.pinned ?? false,
        viewCount: n.views,
        publishAt: ago(n.daysAgo),
        createdAt: ago(n.daysAgo),
        updatedAt: ago(n.daysAgo),
      })),
    );
    await tx.insert(events).values(
      DEMO_EVENTS.map((e, i) => ({
        title: e.title,
        body: e.body,
        imageUrl: banners[i]!,
        startDate: dayOffset(-e.startDaysAgo),
        endDate: dayOffset(e.lengthDays - e.startDaysAgo),
        ctaLabel: e.cta?.label ?? null,
        ctaUrl: e.cta?.url ?? null,
        publishAt: ago(e.startDaysAgo + 1),
        // Live before any partner existed: nobody is told of them.
        announcedAt: ago(e.startDaysAgo + 1),
      })),
    );
    await tx.insert(promotions).values([
      {
        title: '신규 파트너 첫 결제 10% 할인',
        body: '<p>가입 후 첫 요금제 결제 시 10% 할인해 드립니다. 결제 화면에서 자동으로 적용됩니다.</p>',
        startDate: dayOffset(-5),
        endDate: addMonths(today, 1),
        targetAudience: 'non_ad',
        ctaLabel: '요금제 보러 가기',
        ctaUrl: '/paymentPlan',
        publishAt: ago(5),
      },
      {
        title: '우수 파트너 상단노출 1주 추가 제공',
        body: '<p>상담 응답률이 높은 파트너께 지역 상단노출 1주를 추가로 드립니다. 담당 매니저가 대상 업체에 따로 연락드립니다.</p>',
        startDate: dayOffset(-10),
        endDate: addMonths(today, 2),
        ctaLabel: '시공사례 관리',
        ctaUrl: '/product/list',
        publishAt: ago(10),
      },
    ]);
    await tx.insert(faqs).values(
      DEMO_FAQ.map((f, i) => ({
        categoryNo: f.category,
        sortOrder: i,
        question: f.question,
        answer: f.answer,
        publishAt: ago(200),
      })),
    );
  });
  return true;
}
