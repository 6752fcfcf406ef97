import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostcodeLoader, type PostcodeService } from './postcode-search';

const SRC = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`)];
const service = { Postcode: class {} } as unknown as PostcodeService;

afterEach(() => {
  for (const script of scripts()) script.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the postcode search loader', () => {
  it('adds the script only when asked, once, and answers the service it leaves', async () => {
    const load = createPostcodeLoader(SRC, 8000);
    expect(scripts()).toHaveLength(0);
    const first = load();
    const second = load();
    expect(scripts()).toHaveLength(1);
    vi.stubGlobal('daum', service);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(service);
    await expect(second).resolves.toBe(service);
  });

  it('waits for the service the v2 loader brings in a second script', async () => {
    const load = createPostcodeLoader(SRC, 8000);
    const loading = load();
    let ready: () => void = () => undefined;
    const daum: Record<string, unknown> = { postcode: { load: (done: () => void) => (ready = done) } };
    vi.stubGlobal('daum', daum);
    scripts()[0]!.dispatchEvent(new Event('load'));
    daum.Postcode = service.Postcode;
    ready();
    await expect(loading).resolves.toMatchObject({ Postcode: service.Postcode });
  });

  it('fails when the script is blocked, and tries again on the next call', async () => {
    const load = createPostcodeLoader(SRC, 8000);
    const blocked = load();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(blocked).rejects.toThrow();
    expect(scripts()).toHaveLength(0);
    void load();
    expect(scripts()).toHaveLength(1);
  });

  it('gives up on a script that has not answered after the time limit', async () => {
    vi.useFakeTimers();
    const load = createPostcodeLoader(SRC, 8000);
    const hanging = load();
    vi.advanceTimersByTime(7999);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await expect(hanging).rejects.toThrow();
    expect(scripts()).toHaveLength(0);
  });
});
