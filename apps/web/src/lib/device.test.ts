import { describe, expect, it } from 'vitest';
import { detectDevice, isAppUserAgent } from './device';

const UA = {
  pc: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('device detection', () => {
  it('tells desktop and mobile browsers apart', () => {
    expect(detectDevice(UA.pc)).toBe('pc_web');
    expect(detectDevice(UA.android)).toBe('mobile_web');
    expect(detectDevice(UA.iphone)).toBe('mobile_web');
  });

  it('recognises the native app by its marker, per platform', () => {
    expect(isAppUserAgent(`${UA.android} PartnerPortalApp/2.1`)).toBe(true);
    expect(isAppUserAgent(UA.android)).toBe(false);
    expect(detectDevice(`${UA.android} PartnerPortalApp/2.1`)).toBe('aos');
    expect(detectDevice(`${UA.iphone} PartnerPortalApp/2.1`)).toBe('ios');
  });
});
