/**
 * Construction cases in the browser (issue 4): a case with three photos, one of them carrying GPS,
 * from upload to deletion at desktop and phone width: upload progress, photos served as WebP
 * without metadata, the list's search and filters in the address, gallery and viewer, reorder,
 * hide and delete after a confirmation. A fake image is refused. The screens are pictured.
 */
import type { CDPSession, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test } from './fixtures.js';
import { signUpAndLogIn } from './support.js';
import { capture, expectAccessible, VIEWPORTS } from './visual.js';

interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}
interface Colour {
  r: number;
  g: number;
  b: number;
}

const LIVING: Colour = { r: 200, g: 160, b: 110 };
const KITCHEN: Colour = { r: 70, g: 110, b: 170 };
const BATH: Colour = { r: 90, g: 160, b: 120 };

/** Where a phone took the picture: 37° 30' 45" N, 127° 6' 0" E (Songpa-gu, Seoul). */
const GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 30/1 4500/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '127/1 6/1 0/1',
};

/**
 * A 1600×1200 JPEG of one colour with a band of noise across the top, which gives it some weight
 * (about 0.3 MB) so its upload takes a moment under a throttled connection.
 */
async function jpeg(name: string, colour: Colour, gps?: typeof GPS): Promise<TestPhoto> {
  const band = { width: 1600, height: 120 };
  const noise = await sharp(randomBytes(band.width * band.height * 3), { raw: { ...band, channels: 3 } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: noise, top: 0, left: 0 }])
    .jpeg({ quality: 90 });
  if (gps) image = image.withExif({ IFD0: { Make: 'E2E', Model: 'Phone camera' }, IFD3: gps });
  return { name, mimeType: 'image/jpeg', buffer: await image.toBuffer() };
}

/**
 * The GPS latitude (degrees, minutes, seconds) in an image's EXIF block, or undefined without one:
 * the TIFF structure read as far as IFD0's GPS pointer (tag 0x8825) and GPSLatitude (tag 2).
 */
async function gpsLatitude(image: Buffer): Promise<number[] | undefined> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return undefined;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const entry = (ifd: number, tag: number) => {
    for (let i = 0; i < u16(ifd); i++) if (u16(ifd + 2 + i * 12) === tag) return ifd + 2 + i * 12;
    return undefined;
  };
  const gpsPointer = entry(u32(4), 0x8825);
  const latitude = gpsPointer === undefined ? undefined : entry(u32(gpsPointer + 8), 0x0002);
  if (latitude === undefined) return undefined;
  const values = u32(latitude + 8);
  return [0, 1, 2].map((i) => u32(values + i * 8) / u32(values + i * 8 + 4));
}

/** Caps or frees the browser's upload speed (Chromium's network emulation). */
async function limitUpload(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Downloads an image the page shows and reads it with sharp: its format, size, metadata, colour. */
async function served(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  const bytes = await response.body();
  return {
    contentType: response.headers()['content-type'],
    metadata: await sharp(bytes).metadata(),
    gps: await gpsLatitude(bytes),
    dominant: (await sharp(bytes).stats()).dominant,
  };
}

/** The colour sharp finds most often, within JPEG and WebP's rounding of `expected`. */
function expectColour(actual: Colour, expected: Colour) {
  for (const channel of ['r', 'g', 'b'] as const)
    expect(Math.abs(actual[channel] - expected[channel]), channel).toBeLessThanOrEqual(24);
}

/** The list's row of the case titled `title`. */
const caseRow = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The form's title box (a hidden list screen kept in its tab has a 제목 검색 box too). */
const titleBox = (page: Page) => page.getByRole('textbox', { name: '제목' });

const photoCards = (page: Page) => page.getByRole('list', { name: '등록한 사진' }).getByRole('listitem');

/** The gallery's buttons in order, by the names a screen reader reads. */
const galleryNames = (page: Page) =>
  page
    .getByRole('button', { name: /크게 보기/ })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));

/**
 * Pictures the page from its top: a full-page picture drawn while scrolled draws the fixed top bar
 * and sidebar where the window was, over the content.
 */
async function picture(page: Page, name: string, options?: { fullPage: boolean }) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, name, options);
}

const searchParam = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 992;

  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('a case with three photos: upload, list filters, gallery, reorder, hide and delete', async ({
      page,
      request,
    }, testInfo) => {
      // Sign-up, three uploads, two cases, five screens pictured with axe: on a loaded 2-core CI machine
      // the axe scans alone take 3–9 s each, past three times the default timeout (180 s).
      test.setTimeout(300_000);
      await signUpAndLogIn(page, request);
      const title = '잠실 리센츠 34평 전체 리모델링';
      const other = '성수동 빌라 욕실 부분 시공';
      const photos = await Promise.all([
        jpeg('거실.jpg', LIVING, GPS),
        jpeg('주방.jpg', KITCHEN),
        jpeg('욕실.jpg', BATH),
      ]);
      let caseUrl = '';

      await test.step('the photo to upload really carries GPS; the others do not', async () => {
        expect(await gpsLatitude(photos[0]!.buffer)).toEqual([37, 30, 45]);
        expect(await gpsLatitude(photos[1]!.buffer)).toBeUndefined();
      });

      await test.step('an empty portfolio leads to the form', async () => {
        await page.goto('/product/list');
        await expect(page.getByText('아직 등록한 시공사례가 없습니다.')).toBeVisible();
        await page.getByRole('link', { name: '첫 시공사례 등록하기' }).click();
        await expect(page).toHaveURL(/\/product\/new$/);
        await expect(page.getByRole('heading', { level: 1, name: '시공사례 등록' })).toBeVisible();
      });

      await test.step('three photos upload one after another, each with its progress', async () => {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await limitUpload(cdp, 48 * 1024);
        await page.getByLabel('시공 사진').setInputFiles(photos);
        const first = page.getByRole('progressbar', { name: '거실.jpg 올리는 중' });
        // Part of the first file is sent: its bar shows the share; the others wait their turn.
        await expect
          .poll(async () => Number(await first.getAttribute('aria-valuenow')), { timeout: 15_000 })
          .toBeGreaterThan(0);
        await expect(first).toHaveText(/^\d{1,2}%$/);
        await expect(page.getByRole('progressbar', { name: '주방.jpg 올리는 중' })).toHaveText('대기');
        await expect(page.getByRole('progressbar', { name: '욕실.jpg 올리는 중' })).toHaveText('대기');
        await picture(page, 'case-form-uploading');
        await limitUpload(cdp, -1);
        await cdp.detach();

        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(photoCards(page)).toHaveCount(3);
        await expect(page.getByLabel('사진 3장 등록, 최대 30장')).toBeVisible();
        // In the order chosen; the first becomes the cover.
        await expect(photoCards(page).first()).toHaveAccessibleName('사진 1, 대표 사진');
        await page.getByLabel('사진 1 설명').fill('거실');
        await page.getByLabel('사진 2 설명').fill('주방');
        await page.getByLabel('사진 3 설명').fill('욕실');
      });

      await test.step('the facts a published case needs', async () => {
        await titleBox(page).fill(title);
        await page.getByLabel('주거 형태').filter({ visible: true }).selectOption('아파트');
        // The radio is drawn as a button around a hidden input: click what is drawn.
        await page.getByText('전체 시공', { exact: true }).click();
        await expect(page.getByRole('radio', { name: '전체 시공' })).toBeChecked();
        await page.getByRole('combobox', { name: '시/도' }).selectOption('서울특별시');
        await page.getByRole('combobox', { name: '시/군/구' }).selectOption('송파구');
        await page.getByLabel('면적').fill('84.97');
        await expect(page.getByText('약 25.7평')).toBeVisible();
        await page.getByLabel('공사비').fill('48000000');
        await expect(page.getByText('4,800만 원')).toBeVisible();
        await page.getByLabel('공사 기간').fill('35');
        await page.getByLabel('준공일').fill('2024-05-20');
        await page.getByRole('checkbox', { name: '주방', exact: true }).check();
        await page.getByRole('checkbox', { name: '욕실', exact: true }).check();
        await page
          .getByLabel('시공 내용')
          .fill('20년 된 아파트의 거실, 주방, 욕실을 모두 새로 고쳤습니다. 확장 없이 수납을 늘렸습니다.');
        await picture(page, 'case-new');
        await expectAccessible(page, testInfo, 'case-new');
      });

      await test.step('publishing opens the detail: facts and a gallery with the cover first', async () => {
        await page.getByRole('button', { name: '게시하기' }).click();
        await expect(page).toHaveURL(/\/product\/detail\/\d+$/);
        caseUrl = new URL(page.url()).pathname;
        await expect(page.getByText('시공사례를 게시했습니다.')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('article').getByText('게시중', { exact: true })).toBeVisible();
        const detail = page.getByRole('article');
        for (const fact of [
          '아파트',
          '전체 시공',
          '84.97㎡ (25.7평)',
          '4,800만 원',
          '35일',
          '2024.05.20',
          '서울 송파구',
        ])
          await expect(detail.getByText(fact, { exact: true })).toBeVisible();
        expect(await galleryNames(page)).toEqual([
          '대표 사진 크게 보기: 거실',
          '사진 2 크게 보기: 주방',
          '사진 3 크게 보기: 욕실',
        ]);
        // The toast goes by itself; the picture shows the screen without it.
        await expect(page.getByText('시공사례를 게시했습니다.')).toBeHidden();
        await picture(page, 'case-detail');
        await expectAccessible(page, testInfo, 'case-detail');
      });

      await test.step('the viewer shows each photo full-screen, served as WebP without EXIF or GPS', async () => {
        const opener = page.getByRole('button', { name: '대표 사진 크게 보기: 거실' });
        await opener.click();
        const viewer = page.getByRole('dialog', { name: '사진 크게 보기' });
        await expect(viewer).toBeVisible();
        await expect(viewer.getByText('1 / 3')).toBeVisible();
        const image = viewer.getByRole('img', { name: '거실' });
        await expect(image).toBeVisible();
        // Full-screen: the viewer covers the window.
        expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
        await capture(page, 'case-viewer', { fullPage: false });
        await expectAccessible(page, testInfo, 'case-viewer');

        const living = await served(page, (await image.getAttribute('src'))!);
        expect(living.contentType).toBe('image/webp');
        expect(living.metadata.format).toBe('webp');
        expect(living.metadata.exif).toBeUndefined();
        expect(living.gps).toBeUndefined();
        expect([living.metadata.width, living.metadata.height]).toEqual([1600, 1200]);
        expectColour(living.dominant, LIVING);

        await page.keyboard.press('ArrowRight');
        await expect(viewer.getByText('2 / 3')).toBeVisible();
        const kitchen = await served(
          page,
          (await viewer.getByRole('img', { name: '주방' }).getAttribute('src'))!,
        );
        expect(kitchen.metadata.format).toBe('webp');
        expectColour(kitchen.dominant, KITCHEN);
        await viewer.getByRole('button', { name: '이전 사진' }).click();
        await viewer.getByRole('button', { name: '이전 사진' }).click();
        await expect(viewer.getByText('3 / 3')).toBeVisible();
        await expect(viewer.getByRole('img', { name: '욕실' })).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        await expect(opener).toBeFocused();
      });

      await test.step('a second case, saved as a draft with a title only', async () => {
        await page.goto('/product/list');
        await page.getByRole('link', { name: '시공사례 등록' }).click();
        await expect(page.getByRole('heading', { level: 1, name: '시공사례 등록' })).toBeVisible();
        await titleBox(page).fill(other);
        await page.getByRole('button', { name: '임시저장' }).click();
        await expect(page.getByText('저장했습니다.')).toBeVisible();
        await expect(page).toHaveURL(/\/product\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name: /시공사례 수정/ })).toContainText(
          '임시저장',
        );
      });

      await test.step('the list: search and filter live in the address through back, forward and reload', async () => {
        await page.goto('/product/list');
        await expect(page.getByText('전체 2건')).toBeVisible();
        await expect(caseRow(page, title)).toContainText('게시중');
        await expect(caseRow(page, title)).toContainText('4,800만 원');
        await expect(caseRow(page, other)).toContainText('임시저장');
        await picture(page, 'case-list');
        await expectAccessible(page, testInfo, 'case-list');

        await page.getByRole('searchbox', { name: '제목 검색' }).fill('잠실');
        await page.getByRole('searchbox', { name: '제목 검색' }).press('Enter');
        await expect.poll(() => searchParam(page, 'q')).toBe('잠실');
        await expect(page.getByText('전체 1건')).toBeVisible();
        await expect(caseRow(page, title)).toBeVisible();
        await expect(caseRow(page, other)).toBeHidden();

        // The list's filters are the browser's own selects.
        await page.getByRole('combobox', { name: '상태' }).selectOption({ label: '임시저장' });
        await expect.poll(() => searchParam(page, 'status')).toBe('draft');
        expect(searchParam(page, 'q')).toBe('잠실');
        await expect(page.getByText('조건에 맞는 시공사례가 없습니다.')).toBeVisible();

        await page.goBack();
        await expect.poll(() => searchParam(page, 'status')).toBeNull();
        await expect(caseRow(page, title)).toBeVisible();
        await expect(page.getByRole('combobox', { name: '상태' })).toHaveValue('');

        await page.goForward();
        await expect.poll(() => searchParam(page, 'status')).toBe('draft');
        await expect(page.getByText('조건에 맞는 시공사례가 없습니다.')).toBeVisible();

        await page.reload();
        await expect(page.getByText('조건에 맞는 시공사례가 없습니다.')).toBeVisible();
        await expect(page.getByRole('searchbox', { name: '제목 검색' })).toHaveValue('잠실');

        await page.getByRole('button', { name: '검색 조건 초기화' }).click();
        await expect.poll(() => new URL(page.url()).search).toBe('');
        await expect(page.getByText('전체 2건')).toBeVisible();
        await expect(page.getByRole('searchbox', { name: '제목 검색' })).toHaveValue('');
      });

      await test.step('edit: move the bathroom photo to the front and make it the cover', async () => {
        await caseRow(page, title)
          .getByRole('link', { name: `${title} 수정` })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: /시공사례 수정/ })).toContainText('게시중');
        const cards = photoCards(page);
        await expect(cards).toHaveCount(3);
        if (phone) {
          // On a phone: the card's own buttons.
          await page.getByRole('button', { name: '사진 3 앞으로' }).click();
          await page.getByRole('button', { name: '사진 2 앞으로' }).click();
          await expect(page.getByRole('button', { name: '사진 1 앞으로' })).toBeDisabled();
        } else {
          // From the keyboard: focus the card, then ← twice.
          await cards.nth(2).focus();
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expect(cards.first()).toBeFocused();
        }
        await expect(page.getByText('사진을 1번째 자리로 옮겼습니다. 전체 3장')).toBeAttached();
        await expect(cards.nth(0)).toHaveAccessibleName('사진 1, 욕실');
        await expect(cards.nth(1)).toHaveAccessibleName('사진 2, 대표 사진, 거실');
        await expect(cards.nth(2)).toHaveAccessibleName('사진 3, 주방');
        if (!phone) {
          // With the mouse: drag the kitchen's picture onto the living room's card.
          const onPicture = { x: 40, y: 40 };
          await cards.nth(2).dragTo(cards.nth(1), { sourcePosition: onPicture, targetPosition: onPicture });
          await expect(cards.nth(1)).toHaveAccessibleName('사진 2, 주방');
          await expect(cards.nth(2)).toHaveAccessibleName('사진 3, 대표 사진, 거실');
        }

        await page.getByRole('button', { name: '사진 1 대표 사진으로 지정' }).click();
        await expect(page.getByRole('button', { name: '사진 1 대표 사진으로 지정' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expect(cards.nth(0)).toHaveAccessibleName('사진 1, 대표 사진, 욕실');
        await expect(page.getByRole('button', { name: /대표 사진으로 지정/, pressed: true })).toHaveCount(1);
        await picture(page, 'case-edit');
        await expectAccessible(page, testInfo, 'case-edit');

        await page.getByRole('button', { name: '수정 내용 게시' }).click();
        await expect(page).toHaveURL(new RegExp(`${caseUrl}$`));
      });

      await test.step('the detail shows the new cover and order, also after a reload', async () => {
        const rest = phone ? ['거실', '주방'] : ['주방', '거실'];
        const order = [
          '대표 사진 크게 보기: 욕실',
          ...rest.map((caption, i) => `사진 ${i + 2} 크게 보기: ${caption}`),
        ];
        await expect.poll(() => galleryNames(page)).toEqual(order);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        expect(await galleryNames(page)).toEqual(order);
      });

      await test.step('hide it from the list after a confirmation', async () => {
        await page.getByRole('link', { name: '시공사례 목록' }).click();
        await expect(page).toHaveURL(/\/product\/list$/);
        const toolbar = page.getByRole('toolbar', { name: '선택한 시공사례 편집' });
        await expect(toolbar.getByRole('button', { name: '숨김' })).toBeDisabled();
        await page.getByRole('checkbox', { name: `${title} 선택` }).check();
        await expect(toolbar.getByText('1건 선택')).toBeVisible();

        await toolbar.getByRole('button', { name: '숨김' }).click();
        const confirm = page.getByRole('dialog', { name: '선택한 1건을 숨길까요?' });
        await expect(confirm.getByText('숨긴 사례는 고객에게 보이지 않으며')).toBeVisible();
        await confirm.getByRole('button', { name: '취소' }).click();
        await expect(confirm).toBeHidden();
        await expect(caseRow(page, title)).toContainText('게시중');

        await toolbar.getByRole('button', { name: '숨김' }).click();
        await confirm.getByRole('button', { name: '숨김' }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByText('1건을 숨겼습니다.')).toBeVisible();
        await expect(caseRow(page, title)).toContainText('숨김');
        await expect(caseRow(page, title)).not.toContainText('게시중');
        await page.getByRole('combobox', { name: '상태' }).selectOption({ label: '숨김' });
        await expect.poll(() => searchParam(page, 'status')).toBe('hidden');
        await expect(page.getByText('전체 1건')).toBeVisible();
        await expect(caseRow(page, title)).toBeVisible();
      });

      await test.step('delete it from the detail after a confirmation; it is gone from the list', async () => {
        await caseRow(page, title).getByRole('link', { name: title, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('article').getByText('숨김', { exact: true })).toBeVisible();
        await page.getByRole('button', { name: '삭제' }).click();
        const confirm = page.getByRole('dialog', { name: '이 시공사례를 삭제할까요?' });
        await expect(confirm).toContainText(`‘${title}’ 사례와 사진 3장을 삭제합니다.`);
        await confirm.getByRole('button', { name: '취소' }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

        await page.getByRole('button', { name: '삭제' }).click();
        await confirm.getByRole('button', { name: '삭제' }).click();
        await expect(page.getByText('시공사례를 삭제했습니다.')).toBeVisible();
        // Back to the list as it was left, filter included.
        await expect(page).toHaveURL(/\/product\/list\?status=hidden$/);
        await expect(page.getByText('조건에 맞는 시공사례가 없습니다.')).toBeVisible();
        await page.getByRole('button', { name: '검색 조건 초기화' }).click();
        await expect(page.getByText('전체 1건')).toBeVisible();
        await expect(caseRow(page, other)).toBeVisible();
        await expect(caseRow(page, title)).toHaveCount(0);

        await page.goto(caseUrl);
        await expect(page.getByText('시공사례를 찾을 수 없습니다')).toBeVisible();
      });
    });
  });
}

test('a text file named .jpg is refused with a Korean message and nothing is saved', async ({
  page,
  request,
}) => {
  await signUpAndLogIn(page, request);
  await page.goto('/product/new');
  await expect(page.getByRole('heading', { level: 1, name: '시공사례 등록' })).toBeVisible();
  await titleBox(page).fill('가짜 사진 시험');

  const answer = page.waitForResponse((response) => response.url().includes('/case-photos'));
  await page.getByLabel('시공 사진').setInputFiles({
    name: '현장사진.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('사진이 아니라 글자만 들어 있는 파일입니다.\n'),
  });
  // The browser takes it for a JPEG by its name and type: the server judges the content.
  expect((await answer).status()).toBe(400);
  const card = photoCards(page).filter({ hasText: '현장사진.jpg' });
  await expect(card.getByRole('alert')).toHaveText('이미지 파일(JPG, PNG, WEBP)만 올릴 수 있습니다.');
  // Sending the same bytes again cannot help.
  await expect(card.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(page.getByLabel('사진 0장 등록, 최대 30장')).toBeVisible();
  await picture(page, 'case-photo-refused');

  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText('게시하려면 표시된 항목을 채워주세요.')).toBeVisible();
  await expect(page.getByText('사진을 1장 이상 등록해주세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/product\/new$/);

  await card.getByRole('button', { name: '현장사진.jpg 목록에서 빼기' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: '취소' }).click();
  const leave = page.getByRole('dialog', { name: '저장하지 않은 변경 내용이 있습니다' });
  await leave.getByRole('button', { name: '나가기' }).click();
  await expect(page).toHaveURL(/\/product\/list$/);
  await expect(page.getByText('아직 등록한 시공사례가 없습니다.')).toBeVisible();
  await expect(page.getByText('전체 0건')).toBeVisible();
});
