import './core/theme/fonts.css';
import { sendErrorReportsTo } from '@velas/web-core/report-error';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { earlyRequestsOf } from './app/earlyRequestPlan.ts';
import { preloadRoute } from './app/router.tsx';
import { serviceUrl } from './core/config.ts';
import { startEarlyRequests } from './core/earlyRequests.ts';
import { selectApiToken } from './core/session/sessionSlice.ts';
import { makeStore } from './core/store.ts';
import { captureInstallPrompt } from './lib/pwa/installPrompt.ts';
import { registerServiceWorker } from './lib/pwa/registerServiceWorker.ts';
import { settingsApi } from './services/settingsApi.ts';

/** The longest the first render waits for the operator's settings. */
const SETTINGS_WAIT_MS = 3000;

sendErrorReportsTo(serviceUrl('platform', 'api/client-errors'));

// The stored session and theme are read here, synchronously (core/persistedState.ts).
const store = makeStore(undefined, { storage: window.localStorage });

// The first render replaces the prerendered page (or the empty one) with the
// whole screen at once: its layout and screen modules, the stored session and
// the settings that decide the demo banner and the footer's links are all in
// hand, so nothing arrives afterwards to push the page around.
const settingsRead = Promise.race([
  store.dispatch(settingsApi.endpoints.publicSettings.initiate(undefined)),
  new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS)),
]);
// A signed-in page's first calls leave now, while its modules load and it
// renders, not once its queries mount (core/earlyRequests.ts).
const token = selectApiToken(store.getState());
if (token) startEarlyRequests(earlyRequestsOf(window.location.pathname), token);
const container = document.getElementById('root');
void Promise.all([preloadRoute(window.location.pathname), settingsRead])
  // A module that failed to load is tried again by the lazy route and shows its error there.
  .catch(() => undefined)
  .then(() => {
    // The answers' zod schemas (one chunk, core/lazySchema.ts): the settings'
    // own check asked for them at start; when it did not answer, a signed-in
    // page asks now, not only once its first answer has arrived.
    if (selectApiToken(store.getState()))
      void import('@velas/domain/schemas/alerts').catch(() => undefined);
    if (!container) return;
    const root = createRoot(container);
    // A transition renders in slices that yield to the browser between them,
    // not in one long task that holds off taps and the next frame.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App store={store} />
        </StrictMode>,
      );
    });
  });

captureInstallPrompt();
registerServiceWorker();
