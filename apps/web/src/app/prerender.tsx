/**
 * The build renders the entry pages with this (prerender-pages.ts, in Node, as a first-time
 * visitor's browser): the same screens as the app, in a static router, every lazy screen awaited.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppScreens } from './app';

/** The markup `#root` holds once `path` has rendered. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppScreens prerendered />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
