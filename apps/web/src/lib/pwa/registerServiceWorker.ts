// The service worker Workbox generates at build (vite.config.ts), only in
// production builds: in development it would serve stale modules. Registered
// after the page has loaded, so its precaching never competes with the
// first paint for the phone's bandwidth.
import { reportError } from '@velas/web-core/report-error';
export function registerServiceWorker() {
  // Which deploy this page runs (VITE_BUILD_ID at build): support asks for it,
  // and the e2e suite tells two deploys apart by it.
  document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID ?? 'local';
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      reportError(error, 'service worker registration');
    });
  });
}
