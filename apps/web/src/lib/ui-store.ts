/**
 * UI state (spec §3 "Other UI state") in one small store read with useSyncExternalStore. The
 * sidebar preference lives in a cookie and the display settings in local storage, as the spec says;
 * the collapse a small screen forces is never persisted.
 */
import { SIDEBAR_COOKIE } from '@partner-portal/contract/api-constants';
import { MOBILE_BREAKPOINT_PX } from '@partner-portal/contract/constants';
import { RENDERED_FOR_ATTRIBUTE } from '@partner-portal/contract/routes';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from './cookies';
import { detectDevice, isAppUserAgent, type Device } from './device';
import { readStorageJson, writeStorage } from './storage';

export interface DisplaySettings {
  fontSize: 'medium' | 'small';
  fixedHeader: 'fix' | 'release';
  fixedListEdit: 'fix' | 'release';
}

const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = {
  fontSize: 'medium',
  fixedHeader: 'fix',
  fixedListEdit: 'fix',
};

/** A tab of the visited-views bar. */
export interface VisitedView {
  path: string;
  /** The query string it was last shown with (e.g. a list's page). */
  search: string;
  title: string;
}

export interface UiState {
  /** Desktop sidebar preference (cookie, default open). */
  sidebarOpened: boolean;
  /** The sidebar drawer on small screens; never persisted. */
  mobileSidebarOpen: boolean;
  /** Viewport narrower than the mobile breakpoint. */
  isMobile: boolean;
  device: Device;
  inApp: boolean;
  visitedViews: VisitedView[];
  /** Bumped to drop a view's kept state (tab refresh). */
  viewVersions: Record<string, number>;
  displaySettings: DisplaySettings;
}

const DISPLAY_SETTINGS_KEY = 'displaySettings';
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

// One empty list and map for the state a page was rendered with and the live one alike: a selector
// reading a different (if equal) value after hydration re-renders its screen at once (see renderedState).
const NO_VIEWS: VisitedView[] = [];
const NO_VERSIONS: Record<string, number> = {};

/** The state from what a server also knows: the sidebar cookie and whether the screen is small. */
function stateFor(isMobile: boolean): UiState {
  return {
    sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
    mobileSidebarOpen: false,
    isMobile,
    device: isMobile ? 'mobile_web' : 'pc_web',
    inApp: false,
    visitedViews: NO_VIEWS,
    viewVersions: NO_VERSIONS,
    displaySettings: DEFAULT_DISPLAY_SETTINGS,
  };
}

function initialState(): UiState {
  return {
    ...stateFor(window.matchMedia(MOBILE_QUERY).matches),
    device: detectDevice(),
    inApp: isAppUserAgent(),
    displaySettings: readDisplaySettings(),
  };
}

function readDisplaySettings(): DisplaySettings {
  const stored = readStorageJson('local', DISPLAY_SETTINGS_KEY);
  const value = (typeof stored === 'object' && stored !== null ? stored : {}) as Partial<
    Record<keyof DisplaySettings, unknown>
  >;
  const pick = <K extends keyof DisplaySettings>(
    key: K,
    allowed: readonly DisplaySettings[K][],
  ): DisplaySettings[K] =>
    allowed.includes(value[key] as DisplaySettings[K])
      ? (value[key] as DisplaySettings[K])
      : DEFAULT_DISPLAY_SETTINGS[key];
  const settings: DisplaySettings = {
    fontSize: pick('fontSize', ['medium', 'small']),
    fixedHeader: pick('fixedHeader', ['fix', 'release']),
    fixedListEdit: pick('fixedListEdit', ['fix', 'release']),
  };
  const isDefault = (Object.keys(settings) as (keyof DisplaySettings)[]).every(
    (key) => settings[key] === DEFAULT_DISPLAY_SETTINGS[key],
  );
  return isDefault ? DEFAULT_DISPLAY_SETTINGS : settings;
}

/**
 * The state a page rendered by the server (issue #14) was rendered with, which hydration must
 * render with too before it takes the real one: the defaults, the sidebar cookie the server also
 * receives, and whether it took the screen for a small one (`RENDERED_FOR_ATTRIBUTE` on <html>).
 */
function renderedState(): UiState {
  const state = stateFor(document.documentElement.getAttribute(RENDERED_FOR_ATTRIBUTE) === 'mobile');
  // One object per combination: the selectors return its values, which must stay the same.
  if (rendered?.isMobile !== state.isMobile || rendered.sidebarOpened !== state.sidebarOpened)
    rendered = state;
  return rendered;
}
let rendered: UiState | null = null;

let state: UiState | null = null;
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  state ??= initialState();
  return state;
}

export function setUiState(update: Partial<UiState> | ((current: UiState) => Partial<UiState>)): void {
  const current = getUiState();
  state = { ...current, ...(typeof update === 'function' ? update(current) : update) };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads one slice; the selector must return a stored value (not a new object) to stay stable. */
export function useUiState<T>(selector: (state: UiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(getUiState()),
    () => selector(renderedState()),
  );
}

/**
 * How many columns a detail table (antd's Descriptions) has: two on a large screen. It follows the
 * layout's breakpoint, which the server's markup already follows; antd's responsive column waits for
 * the browser's screen size and lays the table out again after load (a layout shift).
 */
export const useDetailColumns = (): 1 | 2 => useUiState((state) => (state.isMobile ? 1 : 2));

/** The user's own sidebar toggle: on desktop it is remembered, on mobile it opens the drawer. */
export function toggleSidebar(): void {
  const { isMobile, sidebarOpened, mobileSidebarOpen } = getUiState();
  if (isMobile) {
    setUiState({ mobileSidebarOpen: !mobileSidebarOpen });
    return;
  }
  writeCookie(SIDEBAR_COOKIE, sidebarOpened ? '0' : '1');
  setUiState({ sidebarOpened: !sidebarOpened });
}

export function updateDisplaySettings(change: Partial<DisplaySettings>): void {
  const displaySettings = { ...getUiState().displaySettings, ...change };
  writeStorage('local', DISPLAY_SETTINGS_KEY, JSON.stringify(displaySettings));
  setUiState({ displaySettings });
}

/** Logout: forget the member's tabs and kept views; preferences stay. */
export function resetSessionUi(): void {
  setUiState({ visitedViews: NO_VIEWS, viewVersions: NO_VERSIONS, mobileSidebarOpen: false });
}
