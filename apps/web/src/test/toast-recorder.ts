import { vi } from 'vitest';

/**
 * The one `showToast` of every test file (setup.ts mocks lib/toast with it). Files share their
 * worker's modules, so a screen loaded by an earlier file still holds the toast of that file's mock:
 * one function for all keeps what the screen calls and what the test reads the same.
 */
export const recordedToast = vi.fn();
