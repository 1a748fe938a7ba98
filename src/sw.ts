/// <reference lib="webworker" />
// The shop's service worker (spec section 7: registered at /sw.js in production only, never next to
// the MSW mock worker). Built by vite-plugin-pwa in injectManifest mode: the build replaces
// self.__WB_MANIFEST with every file of the release and a revision of each, so a release needs no
// manual version bump (docs/decisions/010-service-worker.md).
//
// - Install: precache the shell (index.html, offline.html, manifest, icons) and every built asset,
//   so routes never visited yet still open offline. No skipWaiting here: a new release waits until
//   the page's "Nieuwe versie beschikbaar" prompt asks it to take over (SKIP_WAITING message).
// - Navigations: network first (with navigation preload); offline → the precached shell of this
//   release (whose scripts are precached with it) → the offline page.
// - /api/images/*: stale-while-revalidate in their own capped cache.
// - Everything personal or live is never cached: /api/aspos, /api/vm, /api/meilisearch, /api/auth,
//   any request with an Authorization header, any other /api path, other origins and non-GET.
import { clientsClaim, setCacheNameDetails } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import {
  enable as enableNavigationPreload,
  isSupported as navigationPreloadSupported,
} from 'workbox-navigation-preload'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import type { WorkboxPlugin } from 'workbox-core/types'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

const PREFIX = 'dier-en-ruiter'
const IMAGE_CACHE = `${PREFIX}-images`
const IMAGE_CACHE_MAX = 150
const NEVER_CACHED = ['/api/aspos/', '/api/vm/', '/api/meilisearch/', '/api/auth/']
const SHELL = '/index.html'
const OFFLINE_PAGE = '/offline.html'

setCacheNameDetails({ prefix: PREFIX })

/** Requests the worker may answer at all: same origin, no credentials header, no byte ranges. */
function mayHandle(request: Request, url: URL): boolean {
  if (url.origin !== self.location.origin) return false
  if (request.headers.has('Authorization') || request.headers.has('Range')) return false
  return !NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))
}

/**
 * A host with a blanket SPA fallback answers a missing image with index.html and status 200; caching
 * that under an image URL would show a broken image for good, so only real images are kept.
 */
const onlyImages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.ok &&
    response.type === 'basic' &&
    (response.headers.get('content-type') ?? '').startsWith('image/')
      ? response
      : null,
}

// Routes match in the order they are registered. Navigations first: the precache route below would
// otherwise answer "/" from the cache and a new release would never reach an online customer.
if (navigationPreloadSupported()) enableNavigationPreload()
const offlineAnswer = async (): Promise<Response> =>
  (await matchPrecache(SHELL)) ??
  (await matchPrecache(OFFLINE_PAGE)) ??
  new Response(
    '<!doctype html><html lang="nl"><title>Offline</title><h1>Je bent offline</h1><a href="/">Opnieuw proberen</a></html>',
    {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    },
  )
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && mayHandle(request, url),
  // Network only + a fallback is network first whose cache is the precached shell: the shell of the
  // release whose scripts are in the cache, never a newer index.html that points at uncached chunks.
  new NetworkOnly({ plugins: [{ handlerDidError: offlineAnswer }] }),
)

registerRoute(
  ({ request, url }) => url.pathname.startsWith('/api/images/') && mayHandle(request, url),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      onlyImages,
      new ExpirationPlugin({ maxEntries: IMAGE_CACHE_MAX, purgeOnQuotaError: true }),
    ],
  }),
)

// The shell and every built file of this release, revisioned by the build, answered cache first.
// Any other /api path matches no route, so it goes to the network untouched.
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

self.addEventListener('message', (event) => {
  // Sent by the page's update prompt (src/app/layouts/update-prompt.tsx) when the customer agrees.
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  // Caches of the hand-written worker before Workbox (dier-en-ruiter-shell-v1, …) go on activation.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^dier-en-ruiter-(shell|assets|images)-v\d+$/.test(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// The first install controls the open page without a reload; an update takes over after SKIP_WAITING.
clientsClaim()
