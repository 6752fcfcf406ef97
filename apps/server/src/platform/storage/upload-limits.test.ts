import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import { IMAGE_MESSAGES, LOGO_LIMITS } from '@partner-portal/contract/image-uploads';
import { STAFF_DESK_PATHS } from '@partner-portal/contract/staff-desks-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../shared/problems.js';
import { createBoundedQueue } from '../../shared/bounded-queue.js';
import { multipart, png } from '../../test-support/images.js';
import { addStaff, staffHeaders } from '../../test-support/staff.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { queuedImagePipeline } from './image-pipeline.js';

const UPLOADS_PER_SENDER = 2;
// One image decoded at a time and none waiting: a held slot turns the next upload away.
const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { uploadsPerSender: UPLOADS_PER_SENDER }, imageQueue: queue });
});
afterAll(() => t.close());

type Partner = Awaited<ReturnType<typeof newPartner>>;

async function uploadPhoto(p: Partner) {
  const body = await multipart({}, { photos: { bytes: await png(), name: 'photo.png', type: 'image/png' } });
  return t.app.inject({
    method: 'POST',
    url: '/partner-api/authapi/partner/case-photos',
    headers: { ...p.auth, ...body.headers },
    payload: body.payload,
  });
}

/** Takes the queue's only slot until the returned function is called. */
function holdTheImageSlot(): () => Promise<void> {
  let release!: () => void;
  const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
  return () => {
    release();
    return held;
  };
}

describe('image queue', () => {
  it('answers an upload that finds every slot taken and the line full with a Korean 503 and Retry-After', async () => {
    const p = await newPartner(t.app);
    const release = holdTheImageSlot();
    const refused = await uploadPhoto(p);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.unavailable, message: IMAGE_MESSAGES.busy });
    await release();
    const accepted = await uploadPhoto(p);
    expect(accepted.json()).toMatchObject({ return_code: 0, data: [{ width: 64 }] });
  });

  it('refuses a processing call beyond the line before decoding anything', async () => {
    const pipeline = queuedImagePipeline(createBoundedQueue({ concurrency: 1, maxWaiting: 0 }));
    const limits = { maxBytes: LOGO_LIMITS.maxBytes, maxPixels: LOGO_LIMITS.maxPixels };
    // Both images are made first: made between the two calls, the first could be done by the second.
    const [image, another] = [await png(), await png()];
    const first = pipeline.process(image, limits, [{ name: 'small', maxSide: 32 }]);
    const second = pipeline.process(another, limits, [{ name: 'small', maxSide: 32 }]);
    await expect(second).rejects.toBeInstanceOf(HttpProblem);
    await expect(second).rejects.toMatchObject({ status: 503, headers: { 'retry-after': '5' } });
    expect((await first).variants.small).toBeInstanceOf(Buffer);
  });
});

describe('upload rate limit', () => {
  it('answers a Korean 429 once a partner passes its upload limit, and leaves another partner alone', async () => {
    const [first, second] = [await newPartner(t.app), await newPartner(t.app)];
    for (let i = 0; i < UPLOADS_PER_SENDER; i += 1) {
      expect((await uploadPhoto(first)).json().return_code).toBe(0);
    }
    const refused = await uploadPhoto(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({
      code: ERROR_CODES.tooManyRequests,
      message: IMAGE_MESSAGES.tooManyUploads,
    });
    expect((await uploadPhoto(second)).json().return_code).toBe(0);
  });

  it('counts a logo upload on the profile, but not a profile save without one', async () => {
    const p = await newPartner(t.app);
    const save = async (withLogo: boolean) => {
      // The limit counts the file received, whichever tab it came with.
      const body = await multipart(
        { section: 'manager', remodeling_manager_name: '오상훈', remodeling_manager_phone: '01077778888' },
        withLogo ? { logo: { bytes: await png(), name: 'logo.png', type: 'image/png' } } : {},
      );
      return t.app.inject({
        method: 'PUT',
        url: `/partner-api/api/partner/${p.partnerId}/info`,
        headers: { ...p.auth, ...body.headers },
        payload: body.payload,
      });
    };
    for (let i = 0; i < UPLOADS_PER_SENDER + 1; i += 1)
      expect((await save(false)).json().return_code).toBe(0);
    for (let i = 0; i < UPLOADS_PER_SENDER; i += 1) expect((await save(true)).json().return_code).toBe(0);
    expect((await save(true)).statusCode).toBe(429);
  });

  it('counts each staff member apart in the console', async () => {
    const staff = await Promise.all(
      ['upload_editor_a', 'upload_editor_b'].map(async (id) => {
        await addStaff(t, id, ['content']);
        return staffHeaders(t, id);
      }),
    );
    const upload = async (headers: { authorization: string }) => {
      const body = await multipart(
        {},
        { image: { bytes: await png(), name: 'banner.png', type: 'image/png' } },
      );
      return t.app.inject({
        method: 'POST',
        url: `/staff-api${STAFF_DESK_PATHS.contentImages}`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    for (let i = 0; i < UPLOADS_PER_SENDER; i += 1) expect((await upload(staff[0]!)).statusCode).toBe(200);
    expect((await upload(staff[0]!)).json().message).toBe(IMAGE_MESSAGES.tooManyUploads);
    expect((await upload(staff[1]!)).statusCode).toBe(200);
  });
});
