import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/base.css';
import { wrapTabInDialogs } from './lib/dialog-tab-wrap';
import { startErrorReporting } from './lib/error-reporting';

startErrorReporting();
wrapTabInDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
