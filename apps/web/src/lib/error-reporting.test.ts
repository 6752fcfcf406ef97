import { afterEach, describe, expect, it, vi } from 'vitest';

const startSentry = vi.fn();
vi.mock('./sentry-browser', () => ({ startSentry }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  vi.doUnmock('virtual:app-config');
  startSentry.mockReset();
});

async function loadWithDsn(sentryDsn: string | undefined) {
  const config = await import('virtual:app-config');
  vi.doMock('virtual:app-config', () => ({
    default: { ...(config.default as object), VITE_SENTRY_ENVIRONMENT: 'test' },
    SENTRY_DSN: sentryDsn ?? '',
  }));
  return import('./error-reporting');
}

describe('browser error reporting', () => {
  it('without a DSN listens to nothing, loads nothing and sends nothing', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const { startErrorReporting, reportError } = await loadWithDsn(undefined);
    startErrorReporting();
    reportError(new Error('boom'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(listen).not.toHaveBeenCalled();
    expect(startSentry).not.toHaveBeenCalled();
  });

  it('with a DSN loads the SDK after the page and sends the errors raised before it came', async () => {
    const captured: unknown[] = [];
    startSentry.mockReturnValue((error: unknown) => captured.push(error));
    const { startErrorReporting, reportError } = await loadWithDsn('https://key@o1.ingest.sentry.io/2');
    startErrorReporting();
    const early = new Error('before the SDK');
    reportError(early);
    expect(startSentry).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(startSentry).toHaveBeenCalledWith('https://key@o1.ingest.sentry.io/2', 'test'),
    );
    await vi.waitFor(() => expect(captured).toEqual([early]));
    const later = new Error('after');
    reportError(later);
    expect(captured).toEqual([early, later]);
  });
});
