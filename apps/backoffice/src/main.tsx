import { sendErrorReportsTo } from '@velas/web-core/report-error';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { makeStore } from './core/store.ts';

sendErrorReportsTo(`${window.location.origin}/ops-api/client-errors`);

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App store={makeStore()} />
  </StrictMode>,
);
