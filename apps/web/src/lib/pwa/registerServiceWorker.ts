// The app-shell service worker (public/sw.js) only in production builds:
// in development it would serve stale modules.
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker não registrado', error);
    });
  });
}
