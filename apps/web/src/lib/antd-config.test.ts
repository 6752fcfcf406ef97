import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

describe('antd configuration', () => {
  // The setting is read when the module loads: each test loads it afresh, whatever loaded it before.
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('turns antd motion off when the system asks for less motion', async () => {
    preferReducedMotion(true);
    const { antdConfig } = await import('./antd-config');
    expect(antdConfig.theme?.token?.motion).toBe(false);
  });

  it('keeps motion otherwise', async () => {
    preferReducedMotion(false);
    const { antdConfig } = await import('./antd-config');
    expect(antdConfig.theme?.token?.motion).toBe(true);
  });
});
