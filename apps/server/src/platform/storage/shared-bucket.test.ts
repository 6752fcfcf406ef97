import { ERROR_CODES } from '@partner-portal/contract/api-constants';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../../test-support/images.js';
import { startS3Server, type TestS3Server } from '../../test-support/s3-server.js';
import { createTestApp, newPartner, type TestApp } from '../../test-support/test-app.js';
import { purgeStagedPhotos } from '../../features/cases/case-photos.js';
import { s3Storage } from './s3-storage.js';

// Two server instances behind one load balancer: one database, one bucket, nothing shared in memory.
let bucket: TestS3Server;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  bucket = await startS3Server();
  first = await createTestApp({ storage: s3Storage(bucket.config) });
  second = await createTestApp({ storage: s3Storage(bucket.config), database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await bucket?.close();
});

describe('photos in a shared bucket', () => {
  it('serves a case photo uploaded through one instance from the other, and neither once it is deleted', async () => {
    const p = await newPartner(first.app);
    const body = await multipart(
      {},
      { photos: { bytes: await png(640, 480), name: 'living-room.png', type: 'image/png' } },
    );
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/partner-api/authapi/partner/case-photos',
      headers: { ...p.auth, ...body.headers },
      payload: body.payload,
    });
    const photo = uploaded.json().data[0];

    const served = await second.app.inject({ method: 'GET', url: photo.medium_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(served.rawPayload.length),
    });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
    const again = await first.app.inject({ method: 'GET', url: photo.medium_url });
    expect(again.rawPayload).toEqual(served.rawPayload);

    // A staged photo nobody used is purged by whichever instance runs the job; both then answer 404.
    first.clock.advance(25 * 3600_000);
    await purgeStagedPhotos(first.app.context);
    for (const app of [first.app, second.app]) {
      for (const url of [photo.thumb_url, photo.medium_url, photo.large_url]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    }
  });

  it('answers a key that was never stored with the same 404 as the folder does', async () => {
    const missing = await second.app.inject({ method: 'GET', url: '/uploads/cases/1/never-large.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: ERROR_CODES.notFound });
  });
});
