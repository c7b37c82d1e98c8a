/*
 * The service worker of the phone page of field uploads (docs/requirements.md ), written by hand: Serwist's
 * Next plugin builds with webpack, and this Next builds with Turbopack. It makes the page installable and lets it open
 * with the network cut: the page itself is read from the network first and kept (the last copy serves offline), Next's
 * static files (content-hashed, so never stale) from the cache first. API calls are never cached: the queue lives in
 * IndexedDB and is sent by the page.
 */
const CACHE = 'groundwork-field-v1';
const PAGE = '/uploads';
const SHELL = [PAGE, '/field.webmanifest', '/icons/field-192.png', '/icons/field-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all(SHELL.map((url) => cache.add(new Request(url, { credentials: 'include' })).catch(() => undefined))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('groundwork-field-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/idp/')) return;
  if (request.mode === 'navigate' && url.pathname === PAGE) {
    event.respondWith(networkFirst(request, PAGE));
  } else if (url.pathname.startsWith('/_next/static/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/_next/data/') && url.pathname.endsWith('/uploads.json')) {
    event.respondWith(networkFirst(request, url.pathname));
  }
});
