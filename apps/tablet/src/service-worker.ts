/// <reference lib="webworker" />
import { CONTENT_CACHE, SHELL_CACHE_PREFIX } from './cache-names';

// The tablet app's service worker (/tablet/sw.js, scope /tablet/): the shell and the last content work
// without a connection (docs/decisions/0034-tablet-web-app.md). Written into by the build
// (build/service-worker-plugin.ts): the list of this build's files and its id.

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE__: string[];
declare const __BUILD_ID__: string;

const SHELL = `${SHELL_CACHE_PREFIX}${__BUILD_ID__}`;
const INDEX = '/tablet/index.html';
/** What the tablet reads with its credential and shows again offline; photos are kept by the app itself. */
const CONTENT = /^\/v1\/acorn\/tablet-link\/(me|today|content\/[a-z_]+|menus\/\d+\/file)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const stale = (name: string) => name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL;
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith('/tablet/'))
    return event.respondWith(networkFirst(request, SHELL, INDEX));
  if (CONTENT.test(url.pathname)) return event.respondWith(networkFirst(request, CONTENT_CACHE));
  if (url.pathname.startsWith('/tablet/')) event.respondWith(cacheFirst(request));
});

/**
 * The network's answer, kept for later; without a network, the last one kept (or the fallback's). A
 * navigation always asks the network first, so a new version is picked up as soon as there is one.
 */
async function networkFirst(request: Request, cacheName: string, fallback?: string): Promise<Response> {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && !fallback) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) ?? (fallback ? await cache.match(fallback) : undefined);
    if (kept) return kept;
    throw error;
  }
}

/** Built files have their content's hash in their names: a kept copy is always right. */
async function cacheFirst(request: Request): Promise<Response> {
  return (await caches.match(request)) ?? fetch(request);
}
