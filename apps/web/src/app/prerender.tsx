/**
 * The build renders the entry pages with this (prerender-pages.ts, in Node, as a first-time
 * visitor's browser): the same screens as the app, in a static router, every lazy screen awaited.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppScreens } from './app';

const page = (path: string) => (
  <StrictMode>
    <StaticRouter location={path}>
      <AppScreens prerendered />
    </StaticRouter>
  </StrictMode>
);

/** The markup `#root` holds once `path` has rendered. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(page(path));
  return new Response(prelude).text();
}

/**
 * The same, in one pass, once every screen `path` shows has loaded (after `renderPage`): markup
 * without the scripts that reveal screens arriving late, which a page's security policy refuses.
 * `styles`: the style elements antd writes at run time as it renders (its CSS variables), which the
 * markup needs in the page's head to look as it will once the app runs.
 */
export function renderLoadedPage(path: string): { markup: string; styles: string } {
  const cache = createCache();
  const markup = renderToString(<StyleProvider cache={cache}>{page(path)}</StyleProvider>);
  return { markup, styles: extractStyle(cache) };
}
