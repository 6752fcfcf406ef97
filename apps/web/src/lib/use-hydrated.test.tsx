import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationPhase, useHydrated } from './use-hydrated';
import { setUiState, useUiState } from './ui-store';

function Probe() {
  const hydrated = useHydrated();
  const isMobile = useUiState((state) => state.isMobile);
  return <p>{`${hydrated ? 'live' : 'markup'} ${isMobile ? 'mobile' : 'desktop'}`}</p>;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-rendered-for');
  document.body.innerHTML = '';
});

describe('HydrationPhase', () => {
  it('hydrates server markup as it was rendered, then shows the live state in a later render', async () => {
    // The server took the screen for a phone; this browser's screen is wide.
    document.documentElement.setAttribute('data-rendered-for', 'mobile');
    setUiState({ isMobile: false });
    const tree = (
      <HydrationPhase rendered>
        <Probe />
      </HydrationPhase>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.textContent).toBe('markup mobile');

    const mismatches = vi.fn();
    const renders: string[] = [];
    const observer = new MutationObserver(() => renders.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: mismatches });
    });
    observer.disconnect();

    expect(mismatches).not.toHaveBeenCalled();
    expect(container.textContent).toBe('live desktop');
    // One change of the markup: the live render replaced the hydrated one whole.
    expect(renders).toEqual(['live desktop']);
  });

  it('is live from the first render in a tree the app renders itself', async () => {
    setUiState({ isMobile: true });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    expect(container.textContent).toBe('live mobile');
    act(() => root.unmount());
  });
});
