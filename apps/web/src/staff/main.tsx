/** The staff console's entry (`/staff`): its own bundle, sharing only the contract and `lib/` with the partner app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wrapTabInDialogs } from '../lib/dialog-tab-wrap';
import { ConsoleApp } from './app/console-app';
import './app/console.css';

wrapTabInDialogs();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from staff.html');

createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
