import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePhotos } from '../../db/tables/cases.js';
import { jpegWithGps, multipart, png, type TestFile } from '../../test-support/images.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { purgeStagedPhotos } from './case-photos.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;
const CASES = '/partner-api/authapi/partner/cases';

async function upload(p: Partner, files: TestFile[]) {
  const body = await multipart({}, { photos: files });
  return t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/case-photos',
    headers: { ...p.auth, ...body.headers },
    payload: body.payload,
  });
}

const jpeg = async (name = 'photo.jpg') => ({
  bytes: await jpegWithGps(1200, 900),
  name,
  type: 'image/jpeg',
});

const COMPLETE = {
  title: '잠실 리센츠 34평 전체 리모델링',
  status: 'published',
  housing_type: '아파트',
  scope: 'full',
  area_m2: 84.97,
  cost_won: 48_000_000,
  duration_days: 35,
  completed_on: '2026-09-30',
  region: { sido: '서울특별시', sigungu: '송파구' },
  construction_types: ['도배', '바닥', '욕실', '주방'],
  style_tags: ['모던', '화이트톤'],
  description: '거실 확장과 주방 아일랜드 설치, 욕실 2곳 전체 방수 후 타일 시공을 진행했습니다.',
};

async function publishedCase(p: Partner, overrides: Record<string, unknown> = {}) {
  const photos = (await upload(p, [await jpeg()])).json().data;
  const response = await t.app.inject({
    method: 'POST',
    url: CASES,
    headers: p.auth,
    payload: { ...COMPLETE, photos: [{ photo_id: photos[0].photo_id, is_cover: true }], ...overrides },
  });
  expect(response.json().return_code).toBe(0);
  return response.json().data;
}

describe('construction cases', () => {
  it('saves a draft with only a title, and refuses to publish it with a message per missing field', async () => {
    const p = await newPartner(t.app);
    const draft = await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: p.auth,
      payload: { title: '성수동 빌라 욕실 리모델링' },
    });
    expect(draft.json().data).toMatchObject({
      title: '성수동 빌라 욕실 리모델링',
      status: 'draft',
      photos: [],
    });
    const publish = await t.app.inject({
      method: 'PUT',
      url: `${CASES}/${draft.json().data.case_id}`,
      headers: p.auth,
      payload: { title: '성수동 빌라 욕실 리모델링', status: 'published' },
    });
    expect(publish.statusCode).toBe(400);
    const paths = publish.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual([
      'housing_type',
      'scope',
      'area_m2',
      'cost_won',
      'duration_days',
      'completed_on',
      'region',
      'construction_types',
      'description',
      'photos',
    ]);
    const stored = (
      await t.app.inject({ method: 'GET', url: `${CASES}/${draft.json().data.case_id}`, headers: p.auth })
    ).json().data;
    expect(stored.status).toBe('draft');
  });

  it('uploads three photos (one with GPS), publishes a case with cover, caption and a before/after pair, all stripped and resized', async () => {
    const p = await newPartner(t.app);
    const uploaded = await upload(p, [
      await jpeg('before.jpg'),
      await jpeg('after.jpg'),
      { bytes: await png(3000, 2000), name: 'living.png', type: 'image/png' },
    ]);
    expect(uploaded.json().return_code).toBe(0);
    const photos = uploaded.json().data as { photo_id: number; large_url: string; thumb_url: string }[];
    expect(photos).toHaveLength(3);
    const saved = await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: p.auth,
      payload: {
        ...COMPLETE,
        photos: [
          { photo_id: photos[2]!.photo_id, is_cover: true, caption: '거실 전경' },
          { photo_id: photos[0]!.photo_id, pair_group: 1, pair_role: 'before', caption: '시공 전 욕실' },
          { photo_id: photos[1]!.photo_id, pair_group: 1, pair_role: 'after', caption: '시공 후 욕실' },
        ],
      },
    });
    const detail = saved.json().data;
    expect(detail).toMatchObject({
      status: 'published',
      area_m2: 84.97,
      cost_won: 48_000_000,
      region: { sido: '서울특별시', sigungu: '송파구' },
    });
    expect(
      detail.photos.map((ph: { caption: string; is_cover: boolean }) => [ph.caption, ph.is_cover]),
    ).toEqual([
      ['거실 전경', true],
      ['시공 전 욕실', false],
      ['시공 후 욕실', false],
    ]);
    for (const url of [detail.photos[1].large_url, detail.photos[1].thumb_url]) {
      const served = await t.app.inject({ method: 'GET', url });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    const large = await sharp(
      (await t.app.inject({ method: 'GET', url: detail.photos[0].large_url })).rawPayload,
    ).metadata();
    expect([large.width, large.height]).toEqual([2048, 1365]);
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: detail.photos[0].thumb_url })).rawPayload,
    ).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
  });

  it('refuses a whole batch when one file is not an image, storing nothing', async () => {
    const p = await newPartner(t.app);
    const before = (await t.database.db.select({ n: count() }).from(casePhotos))[0]!.n;
    const response = await upload(p, [
      await jpeg('ok1.jpg'),
      { bytes: Buffer.from('%PDF-1.7 not a photo'), name: 'contract.jpg', type: 'image/jpeg' },
      await jpeg('ok2.jpg'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'photos.1', message: 'contract.jpg: 이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.' },
    ]);
    expect((await t.database.db.select({ n: count() }).from(casePhotos))[0]!.n).toBe(before);
    expect(existsSync(join(t.storageRoot, 'cases', String(p.partnerId)))).toBe(false);
  });

  it('refuses more than 10 photos in one upload and more than 30 on one case', async () => {
    const p = await newPartner(t.app);
    const small = { bytes: await png(40, 40), name: 'a.png', type: 'image/png' };
    const tooMany = await upload(
      p,
      Array.from({ length: 11 }, () => small),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('파일은 한 번에 10개까지 올릴 수 있습니다.');
    const ids = Array.from({ length: 31 }, (_, i) => ({ photo_id: i + 1 }));
    const response = await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: p.auth,
      payload: { title: '사진이 너무 많은 사례', photos: ids },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      path: 'photos',
      message: '사진은 사례당 30장까지 등록할 수 있습니다.',
    });
  });

  it('reorders photos and refuses an order that is not the case photo set', async () => {
    const p = await newPartner(t.app);
    const photos = (await upload(p, [await jpeg('1.jpg'), await jpeg('2.jpg'), await jpeg('3.jpg')])).json()
      .data as { photo_id: number }[];
    const created = (
      await t.app.inject({
        method: 'POST',
        url: CASES,
        headers: p.auth,
        payload: { title: '순서 테스트', photos: photos.map((ph) => ({ photo_id: ph.photo_id })) },
      })
    ).json().data;
    const order = [photos[2]!.photo_id, photos[0]!.photo_id, photos[1]!.photo_id];
    const reordered = await t.app.inject({
      method: 'PUT',
      url: `${CASES}/${created.case_id}/photos/order`,
      headers: p.auth,
      payload: { photo_ids: order },
    });
    expect(reordered.json().data.photos.map((ph: { photo_id: number }) => ph.photo_id)).toEqual(order);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: `${CASES}/${created.case_id}/photos/order`,
      headers: p.auth,
      payload: { photo_ids: order.slice(0, 2) },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('takes the photos of a deleted case with it: their addresses answer 404, one by one or in bulk', async () => {
    const p = await newPartner(t.app);
    const photoUrls = (detail: { photos: { thumb_url: string; medium_url: string; large_url: string }[] }) =>
      detail.photos.flatMap((photo) => [photo.thumb_url, photo.medium_url, photo.large_url]);
    const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
    const single = await publishedCase(p);
    const bulk = await publishedCase(p);
    for (const url of [...photoUrls(single), ...photoUrls(bulk)]) expect(await status(url)).toBe(200);

    await t.app.inject({ method: 'DELETE', url: `${CASES}/${single.case_id}`, headers: p.auth });
    await t.app.inject({
      method: 'POST',
      url: `${CASES}/bulk`,
      headers: p.auth,
      payload: { case_ids: [bulk.case_id], action: 'delete' },
    });
    for (const url of [...photoUrls(single), ...photoUrls(bulk)]) expect(await status(url)).toBe(404);
  });

  it('lists with search, filters, sort and pagination; deleted cases disappear', async () => {
    const p = await newPartner(t.app);
    await publishedCase(p, { title: '강남 아파트 주방 리모델링', cost_won: 12_000_000, scope: 'partial' });
    await publishedCase(p, {
      title: '분당 빌라 전체 리모델링',
      housing_type: '빌라',
      region: { sido: '경기도', sigungu: '성남시' },
      cost_won: 65_000_000,
    });
    const gone = await publishedCase(p, { title: '삭제될 사례 아파트', cost_won: 1_000_000 });
    await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: p.auth,
      payload: { title: '임시저장 아파트 사례' },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${CASES}/${gone.case_id}`, headers: p.auth })).json()
        .return_code,
    ).toBe(0);

    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `${CASES}?${query}`, headers: p.auth }).then((r) => r.json().data);
    expect((await list('')).total).toBe(3);
    expect((await list('q=아파트')).items.map((i: { title: string }) => i.title).sort()).toEqual([
      '강남 아파트 주방 리모델링',
      '임시저장 아파트 사례',
    ]);
    expect((await list('status=draft')).items.map((i: { title: string }) => i.title)).toEqual([
      '임시저장 아파트 사례',
    ]);
    expect((await list('housing_type=빌라')).total).toBe(1);
    expect((await list('sido=경기도')).items[0].title).toBe('분당 빌라 전체 리모델링');
    expect((await list('sort=cost_desc')).items.map((i: { cost_won: number | null }) => i.cost_won)).toEqual([
      65_000_000,
      12_000_000,
      null,
    ]);
    const page2 = await list('size=10&page=2');
    expect(page2).toMatchObject({ items: [], total: 3, page: 2, size: 10 });
    const first = (await list('sort=cost_desc')).items[0];
    expect(first.cover_url).toMatch(/^\/uploads\/cases\/\d+\/[0-9a-f]{32}-thumb\.webp$/);
    expect(first.photo_count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${CASES}?size=7`, headers: p.auth })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `${CASES}?q=%25`, headers: p.auth })).json().data.total,
    ).toBe(0);
  });

  it('bulk publishes, hides and deletes, skipping drafts that are not ready', async () => {
    const p = await newPartner(t.app);
    const ready = await publishedCase(p);
    const draft = (
      await t.app.inject({
        method: 'POST',
        url: CASES,
        headers: p.auth,
        payload: { title: '미완성 임시 사례' },
      })
    ).json().data;
    const hide = await t.app.inject({
      method: 'POST',
      url: `${CASES}/bulk`,
      headers: p.auth,
      payload: { case_ids: [ready.case_id], action: 'hide' },
    });
    expect(hide.json().data).toEqual({ updated: [ready.case_id], skipped: [] });
    const publish = (
      await t.app.inject({
        method: 'POST',
        url: `${CASES}/bulk`,
        headers: p.auth,
        payload: { case_ids: [ready.case_id, draft.case_id], action: 'publish' },
      })
    ).json().data;
    expect(publish.updated).toEqual([ready.case_id]);
    expect(publish.skipped[0]).toMatchObject({ case_id: draft.case_id });
    expect(publish.skipped[0].reason).toContain('주거 형태를 선택해주세요.');
    const removed = await t.app.inject({
      method: 'POST',
      url: `${CASES}/bulk`,
      headers: p.auth,
      payload: { case_ids: [ready.case_id, draft.case_id], action: 'delete' },
    });
    expect(removed.json().data.updated).toHaveLength(2);
    expect(
      (await t.app.inject({ method: 'GET', url: `${CASES}/${draft.case_id}`, headers: p.auth })).statusCode,
    ).toBe(404);
  });

  it("answers another partner's case as not found everywhere and cannot take its photos", async () => {
    const a = await newPartner(t.app);
    const b = await newPartner(t.app);
    const bCase = await publishedCase(b);
    const url = `${CASES}/${bCase.case_id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: a.auth })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: a.auth, payload: { title: '가로채기' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: a.auth })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `${url}/photos/order`,
          headers: a.auth,
          payload: { photo_ids: [] },
        })
      ).statusCode,
    ).toBe(404);
    const bulk = (
      await t.app.inject({
        method: 'POST',
        url: `${CASES}/bulk`,
        headers: a.auth,
        payload: { case_ids: [bCase.case_id], action: 'delete' },
      })
    ).json().data;
    expect(bulk).toEqual({
      updated: [],
      skipped: [{ case_id: bCase.case_id, reason: '사례를 찾을 수 없습니다.' }],
    });
    const steal = await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: a.auth,
      payload: { title: '남의 사진', photos: [{ photo_id: bCase.photos[0].photo_id }] },
    });
    expect(steal.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url, headers: b.auth })).json().data.title).toBe(
      COMPLETE.title,
    );
  });

  it.each([
    [{ area_m2: 84.975 }, 'area_m2', '면적은 소수점 둘째 자리까지 입력할 수 있습니다.'],
    [{ cost_won: 1.5 }, 'cost_won', '공사비는 원 단위 정수로 입력해주세요.'],
    [
      { region: { sido: '서울특별시', sigungu: '전체' } },
      'region',
      '시공 지역의 시/도와 시/군/구를 선택해주세요.',
    ],
    [{ completed_on: '2030-01-01' }, 'completed_on', '준공일은 오늘 이후로 입력할 수 없습니다.'],
    [{ housing_type: '궁전' }, 'housing_type', '주거 형태를 선택해주세요.'],
    [{ title: ' ' }, 'title', '제목을 2자 이상 입력해주세요.'],
  ])('refuses %o with a field message', async (override, path, message) => {
    const p = await newPartner(t.app);
    const photos = (await upload(p, [await jpeg()])).json().data;
    const response = await t.app.inject({
      method: 'POST',
      url: CASES,
      headers: p.auth,
      payload: { ...COMPLETE, photos: [{ photo_id: photos[0].photo_id }], ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('purges staged photos nobody used after a day, files included', async () => {
    const p = await newPartner(t.app);
    const staged = (await upload(p, [await jpeg()])).json().data[0];
    t.clock.advance(25 * 3600_000);
    expect(
      await purgeStagedPhotos({ db: t.database.db, clock: t.clock, storage: t.app.context.storage }),
    ).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: staged.thumb_url })).statusCode).toBe(404);
  });
});
