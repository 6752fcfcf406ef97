import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { systemClock } from '../../shared/clock.js';
import { createMessagingChannels } from './messaging-channels.js';

// Nothing is sent here: the wiring only builds channels.
const deps = { db: {} as Database, clock: systemClock, approvedTemplates: [] };
const solapi = {
  apiKey: 'NCSAPIKEY0000001',
  apiSecret: 'solapi-secret-0123456789abcdef01',
  baseUrl: 'https://api.solapi.com',
  pfId: 'KA01PF2026110201000000000000000',
  senderNumber: '15880000',
};
const email = {
  smtpUrl: 'smtp://mailer:secret@127.0.0.1:2525',
  from: '리모델링마켓 <no-reply@remodel.example>',
};

describe('messaging channels', () => {
  it('mounts the sandbox read endpoint while any sandbox stands in, and not once both providers are set', () => {
    expect(
      createMessagingChannels({ solapi: undefined, email: undefined }, deps).sandboxRoutes,
    ).toBeDefined();
    expect(createMessagingChannels({ solapi, email: undefined }, deps).sandboxRoutes).toBeDefined();
    expect(createMessagingChannels({ solapi: undefined, email }, deps).sandboxRoutes).toBeDefined();
    const real = createMessagingChannels({ solapi, email }, deps);
    expect(real.sandboxRoutes).toBeUndefined();
    expect([real.alimtalk.name, real.email.name]).toEqual(['alimtalk', 'email']);
  });
});
