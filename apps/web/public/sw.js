// App-shell service worker: the page and its hashed assets work offline;
// every api call always goes to the network (balances and Pix must be live).
// The api's path prefixes come from @velas/domain/services: the build writes
// them to sw-api-prefixes.js (vite.config.ts), so this file has no copy.
importScripts('/sw-api-prefixes.js');
const VERSION = 'velas-shell-v1';
const SHELL = [
  '/',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];
/** @type {string[]} */
const API_PREFIXES = self.API_PATH_PREFIXES;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== VERSION).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirstShell(request) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/', response.clone());
    return response;
  } catch {
    return (await cache.match('/')) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') event.respondWith(networkFirstShell(request));
  else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname))
    event.respondWith(cacheFirst(request));
});
