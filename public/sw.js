// The shop's service worker (spec section 7: registered at /sw.js in production only, never next to
// the MSW mock worker). Plain JS on purpose: it is served as-is from public/ without a build step.
//
// - Install: precache the app shell and the assets index.html references. After activation, best
//   effort, every other built asset listed in /.vite/manifest.json, so routes never visited yet
//   still open offline.
// - Navigations: network first; offline → the cached shell (index.html) → the offline page.
// - /assets/*: cache first (hashed file names never change content).
// - /api/images/*: stale-while-revalidate in their own capped cache.
// - Everything personal or live is never cached: /api/aspos, /api/vm, /api/meilisearch, /api/auth,
//   any request with an Authorization header, any other /api path, other origins and non-GET.

// Bump VERSION to drop every cache of an earlier release on the next visit (see docs/deploy.md).
const VERSION = 'v1'
const PREFIX = 'dier-en-ruiter-'
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`
const ASSET_CACHE = `${PREFIX}assets-${VERSION}`
const IMAGE_CACHE = `${PREFIX}images-${VERSION}`
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, IMAGE_CACHE]

const SHELL_URLS = ['/', '/index.html', '/offline.html', '/manifest.webmanifest', '/favicon.svg']
const SHELL_PATHS = new Set(SHELL_URLS)
const HTML_PATHS = new Set(['/', '/index.html', '/offline.html'])
const NEVER_CACHED = ['/api/aspos/', '/api/vm/', '/api/meilisearch/', '/api/auth/']
const IMAGE_CACHE_MAX = 150
// Old hashed files pile up across releases while VERSION stays the same; keep the newest ones.
const ASSET_CACHE_MAX = 400

self.addEventListener('install', (event) => {
  event.waitUntil(
    precache().then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && !CURRENT_CACHES.includes(name))
          .map((name) => caches.delete(name)),
      )
      // Lets the navigation request start while the worker boots (network-first costs no extra time).
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
      await self.clients.claim()
      // Not awaited: fetch events wait for activation to finish.
      void warmLazyAssets()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  if (request.headers.has('Authorization') || request.headers.has('Range')) return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return
  // Keeps the worker alive until the lazy chunks are cached (a no-op once they are).
  event.waitUntil(warmLazyAssets())

  if (url.pathname.startsWith('/api/images/')) {
    event.respondWith(staleWhileRevalidate(event, IMAGE_CACHE, IMAGE_CACHE_MAX))
    return
  }
  // Any other API path (commerce images lists, future services) is live data: the network decides.
  if (url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(event))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(event, ASSET_CACHE, ASSET_CACHE_MAX))
    return
  }
  if (SHELL_PATHS.has(url.pathname) || url.pathname.startsWith('/icons/')) {
    event.respondWith(staleWhileRevalidate(event, SHELL_CACHE, Infinity))
  }
})

async function precache() {
  const shell = await caches.open(SHELL_CACHE)
  // `reload` skips the HTTP cache so the shell matches what the server has now.
  await shell.addAll(SHELL_URLS.map((path) => new Request(path, { cache: 'reload' })))

  const assets = await caches.open(ASSET_CACHE)
  const indexResponse = await shell.match('/index.html')
  const referenced = indexResponse ? assetPathsIn(await indexResponse.text()) : []
  // The entry chunk, its preloads and the CSS are required: without them the shell is useless.
  await assets.addAll(referenced)
}

let warming
/**
 * Lazy route chunks, best effort and a few at a time, so pages never visited still open offline.
 * Not part of install (that would delay control of the page by many seconds on a slow line): it
 * starts after activation and again, for what is still missing, once per worker start-up.
 */
function warmLazyAssets() {
  warming ??= (async () => {
    try {
      const response = await fetch('/.vite/manifest.json', { cache: 'no-cache' })
      if (!response.ok || !(response.headers.get('content-type') || '').includes('json')) return
      const manifest = await response.json()
      const all = new Set()
      for (const chunk of Object.values(manifest)) {
        for (const file of [chunk.file, ...(chunk.css || []), ...(chunk.assets || [])]) {
          if (typeof file === 'string' && file.startsWith('assets/')) all.add(`/${file}`)
        }
      }
      const assets = await caches.open(ASSET_CACHE)
      const missing = []
      for (const path of all) if (!(await assets.match(path))) missing.push(path)
      for (let i = 0; i < missing.length; i += 4) {
        await Promise.allSettled(
          missing.slice(i, i + 4).map(async (path) => {
            const asset = await fetch(path)
            if (isCacheable(asset) && hasExpectedType(path, asset)) await assets.put(path, asset)
          }),
        )
      }
    } catch {
      // No manifest on this host, or offline: assets are cached as pages load them.
    }
  })()
  return warming
}

/** The /assets/ URLs an index.html loads (entry script, modulepreloads, stylesheets). */
function assetPathsIn(html) {
  const paths = new Set()
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"?#]+)"/g)) paths.add(match[1])
  return [...paths]
}

function isCacheable(response) {
  return response && response.ok && response.type === 'basic'
}

/**
 * A host with a blanket SPA fallback answers a missing file with index.html and status 200; caching
 * that under a chunk or image URL would break the page for good, so only the expected types are kept.
 */
function hasExpectedType(pathname, response) {
  const type = response.headers.get('content-type') || ''
  if (pathname.startsWith('/api/images/')) return type.startsWith('image/')
  if (HTML_PATHS.has(pathname)) return true
  return !type.includes('text/html')
}

async function networkFirstNavigation(event) {
  try {
    const preloaded = await event.preloadResponse
    const response = preloaded || (await fetch(event.request))
    if (isCacheable(response) && (response.headers.get('content-type') || '').includes('text/html')) {
      // Keep the offline shell in step with the deployed release (SPA hosts answer every route with it).
      const copy = response.clone()
      event.waitUntil(
        copy
          .text()
          .then(async (html) => {
            if (!html.includes('id="root"')) return
            const shell = await caches.open(SHELL_CACHE)
            await shell.put('/index.html', new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
          })
          .catch(() => undefined),
      )
    }
    return response
  } catch {
    const shell = await caches.open(SHELL_CACHE)
    return (
      (await shell.match('/index.html')) ||
      (await shell.match('/')) ||
      (await shell.match('/offline.html')) ||
      new Response('<!doctype html><html lang="nl"><title>Offline</title><h1>Je bent offline</h1><a href="/">Opnieuw proberen</a></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      })
    )
  }
}

async function cacheFirst(event, cacheName, max) {
  const cache = await caches.open(cacheName)
  const cached = await cache.match(event.request, { ignoreVary: true })
  if (cached) return cached
  const response = await fetch(event.request)
  if (isCacheable(response) && hasExpectedType(new URL(event.request.url).pathname, response)) {
    store(event, cacheName, max, response.clone())
  }
  return response
}

async function staleWhileRevalidate(event, cacheName, max) {
  const cache = await caches.open(cacheName)
  const cached = await cache.match(event.request, { ignoreVary: true })
  const pathname = new URL(event.request.url).pathname
  const fromNetwork = fetch(event.request).then((response) => {
    if (isCacheable(response) && hasExpectedType(pathname, response)) store(event, cacheName, max, response.clone())
    return response
  })
  if (cached) {
    event.waitUntil(fromNetwork.catch(() => undefined))
    return cached
  }
  return fromNetwork
}

function store(event, cacheName, max, response) {
  const done = caches
    .open(cacheName)
    .then(async (cache) => {
      await cache.put(event.request, response)
      if (Number.isFinite(max)) await trim(cache, max)
    })
    .catch(() => undefined) // a full disk must never break the page
  try {
    event.waitUntil(done)
  } catch {
    // the event already ended; the write still runs while the worker is alive
  }
}

/** Deletes the oldest entries (keys come back in insertion order) beyond `max`. */
async function trim(cache, max) {
  const keys = await cache.keys()
  const excess = keys.length - max
  for (let i = 0; i < excess; i++) await cache.delete(keys[i])
}
