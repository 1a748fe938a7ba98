// Requests the head boot script (src/boot.ts) starts before the app has loaded, and their adoption:
// when the app's HTTP client (http.ts) is about to send the very same request (method, URL, body
// and token), it takes the answer already on its way instead of asking a second time. Each answer
// is taken once. The two scripts are separate bundles, so the list lives on the window.
// No imports of weight: this module is part of the boot script.

export interface EarlyRequest {
  method: string
  url: string
  body: string | null
  /** The bearer token the request carried: an answer for another session is never adopted. */
  token: string | null
  response: Promise<Response>
}

type EarlyGlobal = typeof globalThis & { __earlyRequests?: EarlyRequest[] }

function registry(): EarlyRequest[] {
  const global = globalThis as EarlyGlobal
  global.__earlyRequests ??= []
  return global.__earlyRequests
}

/** Headers of a JSON call to our own API: the spec's content type, the token and the cart id. */
export function ownApiHeaders(token: string | null, cartId: string | null): Headers {
  // The spec: every call sends the JSON content type, with or without a body.
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' })
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (cartId) headers.set('X-Cart-Id', cartId)
  return headers
}

/** Starts a request to our own API for the app to adopt; returns its answer for the boot script. */
export function startEarlyRequest(
  method: 'GET' | 'POST',
  url: string,
  body: string | null,
  token: string | null,
  cartId: string | null,
): Promise<Response> {
  const response = fetch(url, {
    method,
    headers: ownApiHeaders(token, cartId),
    body,
    credentials: 'same-origin',
    redirect: 'error',
  })
  registry().push({ method, url, body, token, response })
  // A failure is the app's to report when it adopts the answer; unadopted, it stays quiet.
  response.catch(() => undefined)
  return response
}

/** The answer of an identical early request, taken once; null when there is none. */
export function takeEarlyRequest(
  method: string,
  url: string,
  body: string | null,
  token: string | null,
): Promise<Response> | null {
  const list = registry()
  const index = list.findIndex(
    (r) => r.method === method && r.url === url && r.body === body && r.token === token,
  )
  if (index < 0) return null
  const [early] = list.splice(index, 1)
  return early!.response
}
