import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { unmatchedMediaQuery } from '../lib/unmatched-media-query';
import { recordedToast } from './toast-recorder';
import { keepOnlyVisibilityStyles } from './visibility-styles';

// A first antd render on a busy 2-core machine can take more than the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; antd's responsive code and the layouts query them.
Object.defineProperty(window, 'matchMedia', { writable: true, value: unmatchedMediaQuery });
window.scrollTo = () => undefined;
// antd's text areas, selects and tabs watch their size.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
// Role queries and user-event read computed styles: antd's sheets keep only what hides (visibility-styles.ts).
keepOnlyVisibilityStyles();

// Toasts are recorded, not drawn: a test asserts what `showToast` was asked to say, and no file loads
// antd's notification for it (a mock in each file made that file load the whole app again).
vi.mock('../lib/toast', async () => ({ showToast: (await import('./toast-recorder')).recordedToast }));

afterEach(() => {
  cleanup();
  recordedToast.mockClear();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
  });
  vi.restoreAllMocks();
});
