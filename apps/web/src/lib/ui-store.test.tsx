import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store as a newly loaded document has it (it reads the rendered state once per document). */
async function layoutOfNewDocument() {
  vi.resetModules();
  const { useUiState } = await import('./ui-store');
  return function Layout() {
    const isMobile = useUiState((state) => state.isMobile);
    const sidebarOpened = useUiState((state) => state.sidebarOpened);
    const fontSize = useUiState((state) => state.displaySettings.fontSize);
    return <p>{[isMobile ? 'mobile' : 'desktop', sidebarOpened ? 'open' : 'closed', fontSize].join(' ')}</p>;
  };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-rendered-for');
  document.cookie = 'sidebarStatus=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.clear();
});

describe('the UI state a server-rendered page is hydrated with', () => {
  it('is what the server could know: its guess of the screen, the sidebar cookie, default display settings', async () => {
    // This browser's own settings, which the server never sees.
    localStorage.setItem('displaySettings', JSON.stringify({ fontSize: 'small' }));
    document.cookie = 'sidebarStatus=0; path=/';
    document.documentElement.setAttribute('data-rendered-for', 'mobile');
    const Layout = await layoutOfNewDocument();
    expect(renderToString(<Layout />)).toBe('<p>mobile closed medium</p>');

    document.documentElement.setAttribute('data-rendered-for', 'desktop');
    document.cookie = 'sidebarStatus=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    const NextLayout = await layoutOfNewDocument();
    expect(renderToString(<NextLayout />)).toBe('<p>desktop open medium</p>');
  });

  it('stays what this document was rendered with when the sidebar is toggled later', async () => {
    document.documentElement.setAttribute('data-rendered-for', 'desktop');
    const Layout = await layoutOfNewDocument();
    expect(renderToString(<Layout />)).toBe('<p>desktop open medium</p>');
    // A later part of the page (a lazy screen) still hydrates the markup the server sent.
    document.cookie = 'sidebarStatus=0; path=/';
    expect(renderToString(<Layout />)).toBe('<p>desktop open medium</p>');
  });
});
