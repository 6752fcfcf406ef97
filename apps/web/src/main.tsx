import { PRERENDERED_ATTRIBUTE } from '@partner-portal/contract/routes';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/base.css';
import { wrapTabInDialogs } from './lib/dialog-tab-wrap';
import { startErrorReporting } from './lib/error-reporting';

startErrorReporting();
wrapTabInDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The server sends /login and /enter already rendered to a visitor (prerendered-pages.json): they
// hydrate. Anything else renders here; a render replaces whatever the page held.
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname;
const app = (
  <StrictMode>
    <App prerendered={prerendered} />
  </StrictMode>
);
// In a transition, hydration yields to the browser every few milliseconds instead of holding the
// page in one long task (a visitor may already be scrolling it).
if (prerendered) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
