import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiState } from './ui-store';

function Layout() {
  const isMobile = useUiState((state) => state.isMobile);
  const sidebarOpened = useUiState((state) => state.sidebarOpened);
  const fontSize = useUiState((state) => state.displaySettings.fontSize);
  return <p>{[isMobile ? 'mobile' : 'desktop', sidebarOpened ? 'open' : 'closed', fontSize].join(' ')}</p>;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-rendered-for');
  document.cookie = 'sidebarStatus=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
});

describe('the UI state a server-rendered page is hydrated with', () => {
  it('is what the server could know: its guess of the screen, the sidebar cookie, default display settings', () => {
    // This browser's own settings, which the server never sees.
    localStorage.setItem('displaySettings', JSON.stringify({ fontSize: 'small' }));
    document.cookie = 'sidebarStatus=0; path=/';
    document.documentElement.setAttribute('data-rendered-for', 'mobile');
    expect(renderToString(<Layout />)).toBe('<p>mobile closed medium</p>');

    document.documentElement.setAttribute('data-rendered-for', 'desktop');
    document.cookie = 'sidebarStatus=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(renderToString(<Layout />)).toBe('<p>desktop open medium</p>');
  });
});
