/**
 * Demo popups (spec §2 popups, §4 windows): the dated ones with the spec's windows exactly, in Korean
 * time, end exclusive (a window written "– 08:59" ends at 09:00; the 2025 harvest popup shows "until
 * before 08:59", so it ends at 08:59), and the undated ones around the first start, three of them due
 * on /intro for the demo partner (brand event, recurring-payment notice, plan change). Added once.
 */
import { createHash } from 'node:crypto';
import type { PopupButton, PopupImage } from '@partner-portal/contract/popups-api';
import { seoulInstant } from '@partner-portal/contract/seoul-time';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import { popups } from '../db/tables/popups.js';
import type { FileStorage } from '../platform/storage/file-storage.js';
import { UPLOADS_PREFIX } from '../platform/storage/file-routes.js';
import type { Clock } from '../shared/clock.js';

const DAY_MS = 86_400_000;
const kst = (wallMinute: string) => new Date(seoulInstant(wallMinute));

type Window = { startsAt: Date; endsAt: Date | null } | { fromDays: number; toDays: number | null };

interface DemoPopup {
  kind: (typeof popups.$inferInsert)['kind'];
  title: string;
  body: string;
  /** Colours of a drawn image (no text in it: the title and body say what it is). */
  image?: { colours: [string, string]; alt: string };
  buttons?: PopupButton[];
  placement: (typeof popups.$inferInsert)['placement'];
  audience?: (typeof popups.$inferInsert)['audience'];
  visible?: boolean;
  window: Window;
  priority: number;
  offersHideToday?: boolean;
}

/** The spec's windows (§4), as the popups' seeded rows carry them. */
export const SPEC_POPUP_WINDOWS = {
  priceAdjustment: { startsAt: kst('2023-11-08T14:00'), endsAt: kst('2024-01-17T09:00') },
  eventDialog: { startsAt: kst('2024-07-15T00:00'), endsAt: kst('2024-09-01T00:00') },
  lunarNewYear2024: { startsAt: kst('2024-02-05T09:00'), endsAt: kst('2024-02-12T18:01') },
  harvest2024: { startsAt: kst('2024-09-12T09:00'), endsAt: kst('2024-09-20T00:00') },
  harvest2025: { startsAt: kst('2025-10-01T09:00'), endsAt: kst('2025-10-10T08:59') },
} as const;

export const DEMO_POPUPS: DemoPopup[] = [
  {
    kind: 'notice',
    title: '요금제 가격 조정 안내',
    body: '2024년 1월 17일 결제분부터 월정액 요금제 가격이 조정됩니다.\n\n· 베이직 270,000원 → 290,000원\n· 스탠다드 750,000원 → 790,000원\n\n이미 결제한 이용 기간에는 변경 전 가격이 그대로 적용되며, 정기결제 중인 파트너께는 30일 전에 따로 알려드립니다.',
    buttons: [{ label: '요금제 보기', url: '/paymentPlan' }],
    placement: 'intro',
    visible: true,
    window: SPEC_POPUP_WINDOWS.priceAdjustment,
    priority: 10,
  },
  {
    kind: 'image',
    title: '여름맞이 시공사례 등록 이벤트',
    body: '8월 31일까지 시공 전·후 사진이 있는 사례를 3건 이상 등록하면 지역 상단노출 1주를 드립니다.',
    image: { colours: ['#0b6e8a', '#6fd3e8'], alt: '여름맞이 시공사례 등록 이벤트' },
    buttons: [{ label: '이벤트 자세히 보기', url: '/event' }],
    placement: 'intro',
    visible: true,
    window: SPEC_POPUP_WINDOWS.eventDialog,
    priority: 20,
  },
  {
    kind: 'image',
    title: '설 연휴 고객센터 휴무 안내',
    body: '2월 9일(금)부터 12일(월)까지 고객센터가 쉽니다. 연휴 중에도 포털과 앱은 그대로 이용할 수 있고, 상담 요청은 연휴 다음 날 오전 9시부터 순서대로 연결됩니다.\n\n새해 복 많이 받으세요.',
    image: { colours: ['#9b1c1c', '#f2b35b'], alt: '설 연휴 인사' },
    placement: 'intro',
    visible: true,
    window: SPEC_POPUP_WINDOWS.lunarNewYear2024,
    priority: 15,
  },
  {
    kind: 'image',
    title: '2024 추석 연휴 운영 안내',
    body: '9월 14일(토)부터 18일(수)까지 고객센터가 쉽니다. 연휴 중 들어온 상담 요청은 19일(목) 오전 9시부터 순서대로 연결됩니다.\n\n풍성한 한가위 보내세요.',
    image: { colours: ['#7a4b12', '#e8b04f'], alt: '2024 추석 인사' },
    placement: 'intro',
    visible: true,
    window: SPEC_POPUP_WINDOWS.harvest2024,
    priority: 15,
  },
  {
    kind: 'image',
    title: '2025 추석 연휴 운영 안내',
    body: '10월 3일(금)부터 9일(목)까지 고객센터가 쉽니다. 연휴 중 들어온 상담 요청은 10일(금) 오전 9시부터 순서대로 연결됩니다.\n\n가족과 함께 따뜻한 한가위 보내세요.',
    image: { colours: ['#5b3a8a', '#e0a96d'], alt: '2025 추석 인사' },
    placement: 'intro',
    visible: true,
    window: SPEC_POPUP_WINDOWS.harvest2025,
    priority: 15,
  },
  {
    kind: 'image',
    title: '리모델링마켓 파트너 리브랜딩 기념 이벤트',
    body: '파트너센터가 새 이름과 새 화면으로 바뀌었습니다. 이번 달 안에 업체 소개와 로고를 새로 등록하면 다음 달 상단노출 광고 20% 할인 쿠폰을 드립니다.',
    image: { colours: ['#0b3d91', '#4f8ff7'], alt: '파트너 리브랜딩 기념 이벤트' },
    buttons: [{ label: '내 정보 수정하기', url: '/mypage/myInfo' }],
    placement: 'intro',
    visible: true,
    window: { fromDays: -7, toDays: 30 },
    priority: 10,
  },
  {
    kind: 'notice',
    title: '정기결제로 요금제를 끊김 없이 이용하세요',
    body: '정기결제에 카드를 등록하면 이용 기간이 끝나는 날 다음 기간이 자동으로 결제되어 고객 상담 연결이 멈추지 않습니다.\n\n· 카드는 최대 5장까지 등록하고 결제 순서를 정할 수 있습니다.\n· 결제 전날 알림을 받을 수 있습니다.\n· 언제든 해지할 수 있습니다.',
    buttons: [{ label: '정기결제 등록하기', url: '/regularPayment' }],
    placement: 'intro',
    audience: 'no_renewal',
    visible: true,
    window: { fromDays: -14, toDays: 45 },
    priority: 20,
  },
  {
    kind: 'text',
    title: '요금제 구성 변경 안내',
    body: '다음 달 1일부터 부분시공 요금제가 월정액 요금제와 함께 결제할 수 있도록 바뀝니다. 이용 중인 요금제는 그대로 유지되며, 새 구성은 요금제 안내에서 미리 확인할 수 있습니다.',
    buttons: [{ label: '요금제 안내 보기', url: '/paymentPlan' }],
    placement: 'main',
    visible: true,
    window: { fromDays: -3, toDays: 35 },
    priority: 30,
  },
  {
    kind: 'chat',
    title: '파트너 앱에서 고객과 채팅으로 상담하세요',
    body: '상단노출 광고를 이용 중인 파트너는 파트너 앱에서 고객과 바로 채팅으로 상담할 수 있습니다. QR 코드를 휴대폰 카메라로 비추거나 스토어에서 ‘리모델링마켓 파트너’ 앱을 내려받으세요.\n\n채팅 상담은 안드로이드 앱에서만 이용 가능하며, 아이폰은 업데이트 중입니다.',
    placement: 'main',
    audience: 'ad',
    visible: true,
    window: { fromDays: -20, toDays: null },
    priority: 40,
  },
  {
    kind: 'notice',
    title: '계좌이체 결제 안내',
    body: '계좌이체로 결제하실 때는 아래 계좌로 입금해 주세요.\n\n{입금계좌}\n\n입금자명은 반드시 업체명으로 해주시고, 입금 후 담당 매니저에게 연락해 주시면 확인 후 요금제가 바로 시작됩니다.',
    placement: 'payment',
    visible: true,
    window: { fromDays: -30, toDays: null },
    priority: 10,
  },
  {
    kind: 'notice',
    title: '연말 세금계산서 발행 일정 안내',
    body: '12월 결제분 세금계산서는 12월 31일까지 발행됩니다. 사업자 정보나 세금계산서 이메일이 바뀌었다면 그 전에 내 정보 수정에서 바꿔 주세요.',
    buttons: [{ label: '내 정보 수정하기', url: '/mypage/myInfo' }],
    placement: 'main',
    visible: true,
    window: { fromDays: 3, toDays: 36 },
    priority: 50,
  },
  {
    kind: 'plan_join',
    title: '요금제에 가입하고 상담을 받아보세요',
    body: '요금제에 가입하면 우리 지역 고객의 상담 요청이 바로 연결됩니다. 첫 결제는 10% 할인됩니다.',
    buttons: [{ label: '요금제 가입하기', url: '/paymentPlan' }],
    placement: 'intro',
    audience: 'no_renewal',
    visible: false,
    window: { fromDays: -1, toDays: 60 },
    priority: 25,
  },
];

/** A popup image drawn without text (no font needed), stored like an upload. */
async function popupImage(
  storage: FileStorage,
  { colours: [from, to], alt }: { colours: [string, string]; alt: string },
  index: number,
): Promise<PopupImage> {
  const [width, height] = [640, 480];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${500 - index * 40}" cy="120" r="90" fill="#ffffff" opacity="0.2"/>
<path d="M120 380 L250 260 L380 380 Z" fill="#ffffff" opacity="0.85"/><rect x="150" y="380" width="200" height="8" fill="#ffffff" opacity="0.85"/>
<rect x="420" y="300" width="150" height="20" rx="10" fill="#ffffff" opacity="0.6"/><rect x="420" y="336" width="100" height="20" rx="10" fill="#ffffff" opacity="0.4"/></svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
  const key = `content/popups/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  await storage.put(key, bytes);
  return { url: `${UPLOADS_PREFIX}${key}`, width, height, alt };
}

/** True when it added the popups (once: a table with any popup is left as staff left it). */
export async function seedDemoPopups(db: Database, clock: Clock, storage: FileStorage): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(popups);
  if ((existing?.n ?? 0) > 0) return false;
  const now = clock.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const images = await Promise.all(
    DEMO_POPUPS.map((p, i) => (p.image ? popupImage(storage, p.image, i) : Promise.resolve(null))),
  );
  await db.insert(popups).values(
    DEMO_POPUPS.map((p, i) => {
      const window =
        'startsAt' in p.window
          ? p.window
          : {
              startsAt: at(p.window.fromDays),
              endsAt: p.window.toDays === null ? null : at(p.window.toDays),
            };
      return {
        kind: p.kind,
        title: p.title,
        body: p.body,
        image: images[i],
        buttons: p.buttons ?? [],
        placement: p.placement,
        audience: p.audience ?? 'all',
        visible: p.visible ?? true,
        ...window,
        priority: p.priority,
        offersHideToday: p.offersHideToday ?? true,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  return true;
}
