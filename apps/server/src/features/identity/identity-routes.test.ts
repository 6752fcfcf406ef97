import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyIdentity } from '../../test-support/identity-flow.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ageGroup } from '../../platform/identity/identity-service.js';
import { enteredPerson } from '../../platform/identity/nice-sandbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('identity verification through the NICE sandbox', () => {
  it('returns to the success page with a token that shows the verified person in the same browser only', async () => {
    const run = await verifyIdentity(t.app, { purpose: 'signup', person: 0 });
    expect(run.location).toMatch(/^\/selfCertification\/nice\/success\?token=.+&purpose=signup$/);
    const result = await t.app.inject({
      method: 'GET',
      url: `/partner-api/partner/identity/result?token=${run.token}`,
      cookies: { identity_rq: run.cookie },
    });
    expect(result.json().data).toEqual({ purpose: 'signup', name: '김민수', mobile: '010-2222-3333' });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/partner-api/partner/identity/result?token=${run.token}`,
      cookies: { identity_rq: 'another-browser' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('verifies a person typed into the sandbox window', async () => {
    const run = await verifyIdentity(t.app, {
      purpose: 'signup',
      person: { name: '한지우', birthdate: '19920214', gender: '0', mobileno: '01077778888', mobileco: '2' },
    });
    const result = await t.app.inject({
      method: 'GET',
      url: `/partner-api/partner/identity/result?token=${run.token}`,
      cookies: { identity_rq: run.cookie },
    });
    expect(result.json().data).toEqual({ purpose: 'signup', name: '한지우', mobile: '010-7777-8888' });
  });

  it.each([
    [{ name: '한' }],
    [{ name: '<script>' }],
    [{ birthdate: '19920230' }],
    [{ birthdate: '2999010' }],
    [{ mobileno: '0212345678' }],
    [{ mobileco: '9' }],
    [{ gender: '3' }],
  ])('refuses a typed person that cannot be real: %j', (change) => {
    const valid = {
      name: '한지우',
      birthdate: '19920214',
      gender: '0',
      mobileno: '010-7777-8888',
      mobileco: '2',
    };
    expect(enteredPerson(valid)).toEqual({ ...valid, mobileno: '01077778888' });
    expect(enteredPerson({ ...valid, ...change })).toBeUndefined();
  });

  it('sends a failure to the failure page and keeps nothing usable', async () => {
    const run = await verifyIdentity(t.app, { purpose: 'signup', person: 'fail' });
    expect(run.location).toBe('/selfCertification/nice/fail?code=0017');
    expect(run.token).toBeUndefined();
  });

  it('refuses a return whose encrypted data was altered', async () => {
    const run = await verifyIdentity(t.app, { purpose: 'signup', person: 1, tamper: true });
    expect(run.location).toBe('/selfCertification/nice/fail?code=integrity');
  });

  it('refuses a return without the browser cookie of the request', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/identity/return',
      payload: 'token_version_id=x&enc_data=y&integrity_value=z',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe('/selfCertification/nice/fail?code=unknown-request');
  });

  it('requires a signed-in member for a phone-change verification', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner-api/partner/identity/request',
      payload: { purpose: 'phone-change' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects a window request that was not issued by us', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/identity-sandbox/service.cb',
      payload: 'm=service&token_version_id=forged.sig&enc_data=a&integrity_value=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(400);
  });

  it.each([
    ['20140101', 'child'],
    ['20090101', 'minor'],
    ['20071121', 'adult'],
    ['20071122', 'minor'],
  ])('classifies birth date %s on 2026-11-21 (Seoul) as %s', (birthdate, group) => {
    expect(ageGroup(birthdate, new Date('2026-11-21T03:00:00Z'))).toBe(group);
  });
});
