/**
 * Tabs drawn like antd's line tabs, with only the active tab's panel rendered. antd's Tabs, with its
 * overflow menu, ink-bar motion and resize observers, was 7.7 kB of JS on MyPage (issue #14).
 *
 * Keyboard as the WAI-ARIA tabs pattern with manual activation (antd's too): Left/Right (wrapping),
 * Home and End move the focus along the tabs, Enter or Space opens the focused one. Opening a tab may
 * be refused (unsaved changes), so moving the focus alone does not. One tab is a Tab stop at a time
 * (roving tabindex): the focused one, or the active one once the focus has left the list.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface Props<K extends string> {
  tabs: readonly TabItem<K>[];
  activeKey: K;
  /** Asked for another tab (not for the active one clicked again). */
  onChange: (key: K) => void;
  /** The active tab's panel. */
  children: ReactNode;
  className?: string;
}

/** Where each key moves the focus, from the tab at `index` of `count`. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabBar<K extends string>({ tabs, activeKey, onChange, children, className }: Props<K>) {
  const id = useId();
  const [focusedKey, setFocusedKey] = useState<K | null>(null);
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${id}-tab-${key}`;
  const panelId = (key: K) => `${id}-panel-${key}`;
  const stopKey = focusedKey ?? activeKey;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.key === stopKey);
    const next = tabs[move(index, tabs.length)]!.key;
    buttons.current.get(next)?.focus();
  }

  return (
    <div className={className ? `tab-bar ${className}` : 'tab-bar'}>
      <div
        role="tablist"
        className="tab-bar__list"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null);
        }}
      >
        {tabs.map(({ key, label }) => {
          const active = key === activeKey;
          return (
            <button
              key={key}
              ref={(button) => {
                if (button) buttons.current.set(key, button);
                else buttons.current.delete(key);
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              className={active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
              aria-selected={active}
              aria-controls={panelId(key)}
              tabIndex={key === stopKey ? 0 : -1}
              onFocus={() => setFocusedKey(key)}
              onClick={() => {
                if (!active) onChange(key);
              }}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(activeKey)}
        aria-labelledby={tabId(activeKey)}
        // As antd's panel: a Tab stop of its own, so a screen reader user lands in it after the tabs.
        tabIndex={0}
        className="tab-bar__panel"
      >
        {children}
      </div>
    </div>
  );
}
