import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { unmatchedMediaQuery } from '../lib/unmatched-media-query';

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=${new Date(0).toUTCString()}; path=/`;
  });
  vi.restoreAllMocks();
});
