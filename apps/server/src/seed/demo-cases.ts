/**
 * The demo partner's portfolio: a few published construction cases with photos, so the portal looks
 * like a working partner's. The photos are drawn here (simple rooms in perspective, no text, so no
 * font is needed) and go through the same upload and save calls as a partner's own.
 */
import type { CaseInputParsed } from '@partner-portal/contract/cases-api';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { uploadCasePhotos } from '../features/cases/case-photos.js';
import { saveCase, type CaseDeps } from '../features/cases/case-service.js';
import { constructionCases } from '../db/tables/cases.js';
import { seoulDate } from '@partner-portal/contract/seoul-time';

type Room = 'living' | 'kitchen' | 'bathroom' | 'office';

interface Scene {
  room: Room;
  /** Before the work: yellowed walls, worn floor, old fittings instead of the new furniture. */
  before?: boolean;
  wall: string;
  floor: string;
  accent: string;
}

const WORN = { before: true, wall: '#d2c9a8', floor: '#8c7b5e', accent: '#9a8f7d' } as const;

const W = 1200;
const H = 900;

function furniture(scene: Scene): string {
  const { accent } = scene;
  switch (scene.room) {
    case 'living':
      return `<ellipse cx="600" cy="760" rx="330" ry="70" fill="#e9e2d6" opacity="0.9"/>
<rect x="380" y="470" width="440" height="150" rx="28" fill="${accent}"/><rect x="400" y="420" width="400" height="90" rx="24" fill="${accent}" opacity="0.85"/>
<rect x="520" y="690" width="160" height="40" rx="8" fill="#8a6a4a"/><line x1="600" y1="150" x2="600" y2="250" stroke="#333" stroke-width="3"/>
<path d="M560 250 h80 l-20 40 h-40 z" fill="#f4d58d"/><rect x="860" y="500" width="40" height="110" fill="#7a5a3a"/><circle cx="880" cy="470" r="55" fill="#4f8a5b"/>`;
    case 'kitchen':
      return `<rect x="250" y="430" width="700" height="170" fill="${accent}"/><rect x="250" y="420" width="700" height="14" fill="#f1efea"/>
<rect x="250" y="170" width="700" height="120" fill="${accent}" opacity="0.9"/><rect x="400" y="600" width="400" height="150" fill="${accent}"/>
<rect x="380" y="585" width="440" height="20" fill="#f1efea"/>${[0, 1, 2].map((i) => `<path d="M${520 + i * 80} 150 v60" stroke="#333" stroke-width="2"/><circle cx="${520 + i * 80}" cy="222" r="14" fill="#f4d58d"/>`).join('')}`;
    case 'bathroom':
      return `${Array.from({ length: 9 }, (_, i) => `<line x1="${250 + i * 87.5}" y1="150" x2="${250 + i * 87.5}" y2="600" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`).join('')}
${Array.from({ length: 6 }, (_, i) => `<line x1="250" y1="${150 + i * 90}" x2="950" y2="${150 + i * 90}" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`).join('')}
<rect x="300" y="480" width="330" height="120" rx="40" fill="#fbfbfb"/><rect x="700" y="470" width="200" height="130" fill="${accent}"/>
<rect x="715" y="250" width="170" height="190" rx="12" fill="#cfe3ee" stroke="#b8b8b8" stroke-width="6"/>`;
    case 'office':
      return `${[0, 1]
        .map(
          (
            row,
          ) => `<rect x="${300 - row * 90}" y="${560 + row * 120}" width="${600 + row * 180}" height="${36 + row * 8}" fill="${accent}"/>
${[0, 1, 2].map((i) => `<rect x="${350 + i * 200 - row * 60}" y="${500 + row * 110}" width="90" height="60" rx="4" fill="#2b2f36"/>`).join('')}`,
        )
        .join('')}
<rect x="250" y="160" width="700" height="12" fill="#f8f8f8"/>${[0, 1, 2, 3].map((i) => `<rect x="${330 + i * 170}" y="190" width="110" height="10" fill="#fffbe6"/>`).join('')}`;
  }
}

/** A room in one-point perspective: ceiling, three walls, a floor, a window and the room's furniture. */
function sceneSvg(scene: Scene): string {
  const { wall, floor } = scene;
  const planks = Array.from({ length: 13 }, (_, i) => {
    const x = 250 + (700 / 12) * i;
    return `<line x1="${x}" y1="600" x2="${x + (x - 600) * 1.2}" y2="900" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`;
  }).join('');
  const stains = scene.before
    ? `<ellipse cx="420" cy="300" rx="70" ry="40" fill="#9c8f6b" opacity="0.35"/><ellipse cx="820" cy="520" rx="90" ry="30" fill="#6e6046" opacity="0.3"/>
<rect x="300" y="470" width="250" height="130" fill="${scene.accent}"/><rect x="700" y="500" width="160" height="100" fill="#7f7567"/>`
    : furniture(scene);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc9f0"/><stop offset="1" stop-color="#e4f1fb"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="${scene.before ? 0 : 0.25}"/><stop offset="1" stop-color="#000" stop-opacity="${scene.before ? 0.35 : 0.15}"/></radialGradient></defs>
<polygon points="0,0 1200,0 950,150 250,150" fill="${scene.before ? '#c9c3ad' : '#f7f6f2'}"/>
<polygon points="0,0 250,150 250,600 0,900" fill="${wall}"/><polygon points="0,0 250,150 250,600 0,900" fill="#000" opacity="0.08"/>
<polygon points="1200,0 950,150 950,600 1200,900" fill="${wall}"/><polygon points="1200,0 950,150 950,600 1200,900" fill="#000" opacity="0.04"/>
<rect x="250" y="150" width="700" height="450" fill="${wall}"/>
<rect x="${scene.room === 'bathroom' ? 300 : 640}" y="200" width="240" height="${scene.room === 'kitchen' ? 0 : 200}" fill="url(#sky)" stroke="#ffffff" stroke-width="10"/>
<polygon points="250,600 950,600 1200,900 0,900" fill="${floor}"/>${scene.room === 'bathroom' || scene.before ? '' : planks}
${stains}
<rect width="${W}" height="${H}" fill="url(#light)"/></svg>`;
}

const photoOf = async (scene: Scene, name: string) => ({
  bytes: await sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: 86 })
    .toBuffer(),
  filename: name,
});

interface DemoCase {
  input: Omit<CaseInputParsed, 'photos' | 'status' | 'completed_on'>;
  completedDaysAgo: number;
  views: number;
  photos: { scene: Scene; caption: string; pair?: [number, 'before' | 'after'] }[];
}

const DEMO_CASES: DemoCase[] = [
  {
    input: {
      title: '잠실 리센츠 34평 전체 리모델링',
      housing_type: '아파트',
      scope: 'full',
      area_m2: 84.97,
      cost_won: 48_000_000,
      duration_days: 35,
      region: { sido: '서울특별시', sigungu: '송파구' },
      construction_types: ['철거', '도배', '바닥', '욕실', '주방', '조명', '목공'],
      style_tags: ['모던', '화이트톤'],
      description:
        '입주 15년 차 아파트를 전체 철거 후 새로 꾸민 현장입니다. 거실은 아트월 대신 간접조명을 넣은 평천장으로 정리하고, 바닥은 강마루로 통일했습니다. 주방은 ㄱ자 배치를 11자로 바꾸고 아일랜드를 더해 수납과 동선을 함께 개선했습니다. 욕실 2곳은 방수층을 새로 만든 뒤 포세린 타일로 마감했습니다.',
    },
    completedDaysAgo: 24,
    views: 1284,
    photos: [
      {
        scene: { room: 'living', wall: '#f3f1ec', floor: '#c8a27a', accent: '#8f9aa6' },
        caption: '간접조명을 넣은 거실',
        pair: [1, 'after'],
      },
      { scene: { room: 'living', ...WORN }, caption: '철거 전 거실', pair: [1, 'before'] },
      {
        scene: { room: 'kitchen', wall: '#efede8', floor: '#c8a27a', accent: '#dcd6cc' },
        caption: '11자 주방과 아일랜드',
      },
      {
        scene: { room: 'bathroom', wall: '#e6e4df', floor: '#b9b5ad', accent: '#7d8b7a' },
        caption: '공용 욕실',
      },
    ],
  },
  {
    input: {
      title: '분당 파크뷰 욕실 2곳 부분 시공',
      housing_type: '아파트',
      scope: 'partial',
      area_m2: 9.8,
      cost_won: 13_500_000,
      duration_days: 9,
      region: { sido: '경기도', sigungu: '성남시' },
      construction_types: ['욕실', '타일', '방수', '설비'],
      style_tags: ['호텔식', '미니멀'],
      description:
        '누수로 아래층 천장에 얼룩이 생겨 의뢰하신 현장입니다. 기존 타일을 모두 걷어내고 액체 방수 2회와 담수 시험 48시간을 거친 뒤 600×1200 포세린 타일로 마감했습니다. 욕조는 샤워부스로 바꾸고 젠다이 선반과 매립 수전을 설치했습니다.',
    },
    completedDaysAgo: 52,
    views: 532,
    photos: [
      {
        scene: { room: 'bathroom', wall: '#d9d6d0', floor: '#8e8a84', accent: '#3f4650' },
        caption: '안방 욕실 샤워부스',
        pair: [1, 'after'],
      },
      { scene: { room: 'bathroom', ...WORN }, caption: '철거 전 욕실', pair: [1, 'before'] },
      {
        scene: { room: 'bathroom', wall: '#eeeae3', floor: '#c7c1b6', accent: '#b49a7a' },
        caption: '공용 욕실 세면대',
      },
    ],
  },
  {
    input: {
      title: '서초동 빌라 주방·거실 리모델링',
      housing_type: '빌라',
      scope: 'partial',
      area_m2: 59.4,
      cost_won: 26_000_000,
      duration_days: 18,
      region: { sido: '서울특별시', sigungu: '서초구' },
      construction_types: ['주방', '바닥', '도배', '조명', '필름'],
      style_tags: ['내추럴', '우드톤'],
      description:
        '오래된 빌라의 주방과 거실을 한 공간처럼 이어 보이도록 바닥 단차를 없애고 원목 톤 마루를 깔았습니다. 주방 상부장은 천장까지 올려 수납을 늘리고, 싱크대 문짝은 필름 대신 도장으로 마감해 오래 쓰실 수 있게 했습니다.',
    },
    completedDaysAgo: 88,
    views: 97,
    photos: [
      {
        scene: { room: 'kitchen', wall: '#f2ede4', floor: '#b98b5e', accent: '#a8876a' },
        caption: '천장까지 올린 상부장',
      },
      {
        scene: { room: 'living', wall: '#efe7da', floor: '#b98b5e', accent: '#c7b79d' },
        caption: '주방과 이어지는 거실',
      },
    ],
  },
  {
    input: {
      title: '강남역 스타트업 사무실 인테리어',
      housing_type: '사무실',
      scope: 'full',
      area_m2: 132.2,
      cost_won: 72_000_000,
      duration_days: 28,
      region: { sido: '서울특별시', sigungu: '강남구' },
      construction_types: ['철거', '전기', '조명', '바닥', '도장', '가구'],
      style_tags: ['인더스트리얼', '모던'],
      description:
        '직원 30명 규모 사무실을 주말과 야간 공정으로 4주 만에 마쳤습니다. 노출 천장에 라인 조명을 달고, 바닥은 데코타일로 마감했습니다. 회의실 2곳은 흡음재를 넣은 유리 파티션으로 나누고, 책상 배선은 바닥 배선 덕트로 정리했습니다.',
    },
    completedDaysAgo: 140,
    views: 2031,
    photos: [
      {
        scene: { room: 'office', wall: '#e9e9e7', floor: '#7d7f83', accent: '#d9d4cb' },
        caption: '업무 공간과 라인 조명',
      },
      {
        scene: { room: 'office', wall: '#dfe3e6', floor: '#6f7378', accent: '#c2b6a3' },
        caption: '창가 자리',
      },
    ],
  },
];

/** Publishes the demo cases for `partnerId` unless it has ever had a case (deleted ones count). */
export async function seedDemoCases(deps: CaseDeps, partnerId: number): Promise<boolean> {
  const [any] = await deps.db
    .select({ id: constructionCases.caseId })
    .from(constructionCases)
    .where(eq(constructionCases.partnerId, partnerId))
    .limit(1);
  if (any) return false;
  const now = deps.clock.now();
  // Oldest first, so the list's "latest" order starts with the most recent case.
  for (const demo of [...DEMO_CASES].reverse()) {
    const files = await Promise.all(demo.photos.map((photo, i) => photoOf(photo.scene, `case-${i + 1}.jpg`)));
    const uploaded = await uploadCasePhotos(deps, partnerId, files);
    const saved = await saveCase(deps, partnerId, {
      ...demo.input,
      status: 'published',
      completed_on: seoulDate(new Date(now.getTime() - demo.completedDaysAgo * 86_400_000)),
      photos: uploaded.map((photo, i) => {
        const spec = demo.photos[i]!;
        return {
          photo_id: photo.photo_id,
          caption: spec.caption,
          is_cover: i === 0,
          pair_group: spec.pair?.[0] ?? null,
          pair_role: spec.pair?.[1] ?? null,
        };
      }),
    });
    await deps.db
      .update(constructionCases)
      .set({ viewCount: demo.views })
      .where(eq(constructionCases.caseId, saved.case_id));
  }
  return true;
}
