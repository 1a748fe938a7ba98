import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as z from 'zod'
import { server } from '@/mocks/server'
import { common } from '@/messages/nl/common'
import { ApiError, buildHeaders, buildUrl, isSearchIndexUrl, request, requestBlob } from './http'
import { ensureSuccess, pageCountOf } from './envelope'

const okSchema = z.object({ Success: z.boolean(), Value: z.number() })

function capture(path: string) {
  const seen: Request[] = []
  server.use(
    http.all(`*${path}`, ({ request }) => {
      seen.push(request)
      return HttpResponse.json({ Success: true, Value: 1 })
    }),
  )
  return seen
}

describe('buildUrl', () => {
  it('repeats array parameters and leaves out empty values', () => {
    const url = buildUrl('/api/x', { a: [1, 2], b: 'c d', skip: undefined, nil: null, t: true })
    expect(url.search).toBe('?a=1&a=2&b=c+d&t=true')
  })
})

describe('headers', () => {
  it('sends the JSON content type and the bearer token to our own API only', () => {
    localStorage.setItem('authToken', 'abc.def.ghi')
    const own = buildHeaders(buildUrl('/api/aspos/cart'))
    expect(own.get('Content-Type')).toBe('application/json')
    expect(own.get('Authorization')).toBe('Bearer abc.def.ghi')
    const foreign = buildHeaders(new URL('https://evil.example.com/api/aspos/cart'))
    expect(foreign.get('Authorization')).toBeNull()
    expect(foreign.get('Content-Type')).toBe('application/json')
  })

  it('sends the anonymous cart id only to our own API', () => {
    localStorage.setItem('cartId', 'cart-1234-5678')
    expect(buildHeaders(buildUrl('/api/aspos/cart')).get('X-Cart-Id')).toBe('cart-1234-5678')
    expect(buildHeaders(new URL('https://cdn.example.com/x')).get('X-Cart-Id')).toBeNull()
  })

  it('adds no search key header to URLs without "indexes"', () => {
    expect(
      buildHeaders(buildUrl('/api/meilisearch/v1/default/search')).get('X-Meili-API-Key'),
    ).toBeNull()
  })

  it('treats only the search path on our own origin as the search index', () => {
    expect(isSearchIndexUrl(buildUrl('/api/meilisearch/v1/indexes/products/search'))).toBe(true)
    expect(isSearchIndexUrl(new URL('https://evil.example.com/api/meilisearch/v1/indexes/x'))).toBe(
      false,
    )
    expect(isSearchIndexUrl(buildUrl('/api/aspos/products', { q: 'indexes' }))).toBe(false)
    expect(isSearchIndexUrl(buildUrl('/api/vm/indexes'))).toBe(false)
  })
})

describe('request', () => {
  it('validates the answer and sends the token on the wire', async () => {
    localStorage.setItem('authToken', 'tok')
    const seen = capture('/api/test/ok')
    const data = await request('/api/test/ok', { schema: okSchema, query: { id: [1, 2] } })
    expect(data.Value).toBe(1)
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok')
    expect(new URL(seen[0]!.url).search).toBe('?id=1&id=2')
  })

  it('stores the cart id that the cart and the authentication answers hand out', async () => {
    server.use(
      http.get('*/api/aspos/cart', () =>
        HttpResponse.json(
          { Success: true, Value: 2 },
          { headers: { 'X-Cart-Id': 'new-cart-id-1' } },
        ),
      ),
      http.post('*/api/aspos/authentication/logout', () =>
        HttpResponse.json(
          { Success: true, Value: 3 },
          { headers: { 'X-Cart-Id': 'new-cart-id-2' } },
        ),
      ),
    )
    await request('/api/aspos/cart', { schema: okSchema })
    expect(localStorage.getItem('cartId')).toBe('new-cart-id-1')
    await request('/api/aspos/authentication/logout', { method: 'POST', schema: okSchema })
    expect(localStorage.getItem('cartId')).toBe('new-cart-id-2')
  })

  it('ignores a cart id from any other answer of our API', async () => {
    localStorage.setItem('cartId', 'cart-1234-5678')
    server.use(
      http.get('*/api/aspos/customer', () =>
        HttpResponse.json(
          { Success: true, Value: 2 },
          { headers: { 'X-Cart-Id': 'planted-cart-id' } },
        ),
      ),
      http.get('*/api/aspos/cartographer', () =>
        HttpResponse.json(
          { Success: true, Value: 2 },
          { headers: { 'X-Cart-Id': 'planted-cart-id' } },
        ),
      ),
      http.post('*/api/vm/u', () =>
        HttpResponse.json(
          { Success: true, Value: 2 },
          { headers: { 'X-Cart-Id': 'planted-cart-id' } },
        ),
      ),
    )
    await request('/api/aspos/customer', { schema: okSchema })
    await request('/api/aspos/cartographer', { schema: okSchema })
    await request('/api/vm/u', { method: 'POST', body: {}, schema: okSchema })
    expect(localStorage.getItem('cartId')).toBe('cart-1234-5678')
  })

  it('turns malformed JSON into a Dutch malformed error', async () => {
    server.use(
      http.get(
        '*/api/test/bad',
        () => new HttpResponse('{not json', { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    await expect(request('/api/test/bad', { schema: okSchema })).rejects.toMatchObject({
      kind: 'malformed',
      userMessage: common.errors.malformed,
    })
  })

  it('turns a contract mismatch into a malformed error', async () => {
    server.use(
      http.get('*/api/test/shape', () => HttpResponse.json({ Success: true, Value: 'one' })),
    )
    const error = await request('/api/test/shape', { schema: okSchema }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('malformed')
  })

  it('uses the server message of a failed call', async () => {
    server.use(
      http.post('*/api/test/fail', () =>
        HttpResponse.json(
          { Success: false, ReasonCode: 'X', Message: 'Onbekende code.' },
          { status: 400 },
        ),
      ),
    )
    await expect(
      request('/api/test/fail', { method: 'POST', body: {}, schema: okSchema }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      reasonCode: 'X',
      userMessage: 'Onbekende code.',
    })
  })

  it('maps a 500 without body to the Dutch server message', async () => {
    server.use(http.get('*/api/test/500', () => new HttpResponse(null, { status: 500 })))
    await expect(request('/api/test/500', { schema: okSchema })).rejects.toMatchObject({
      status: 500,
      userMessage: common.errors.server,
    })
  })

  it('never shows a server Message on a 5xx (it may hold internals)', async () => {
    server.use(
      http.get('*/api/test/500-message', () =>
        HttpResponse.json(
          { Success: false, Message: 'NullReferenceException at Db.Query() host sql-01' },
          { status: 503 },
        ),
      ),
    )
    await expect(request('/api/test/500-message', { schema: okSchema })).rejects.toMatchObject({
      status: 503,
      userMessage: common.errors.server,
    })
  })

  it('refuses to follow a redirect, so the token and cart id never travel on', async () => {
    const followed: Request[] = []
    server.use(
      http.get(
        '*/api/test/moved',
        () =>
          new HttpResponse(null, {
            status: 302,
            headers: { Location: 'https://evil.example.com/steal' },
          }),
      ),
      http.get('https://evil.example.com/steal', ({ request: r }) => {
        followed.push(r)
        return HttpResponse.json({ Success: true, Value: 1 })
      }),
    )
    localStorage.setItem('authToken', 'tok')
    await expect(request('/api/test/moved', { schema: okSchema })).rejects.toMatchObject({
      kind: 'network',
    })
    expect(followed).toHaveLength(0)
  })

  it('maps a lost connection to the Dutch network message', async () => {
    server.use(http.get('*/api/test/down', () => HttpResponse.error()))
    await expect(request('/api/test/down', { schema: okSchema })).rejects.toMatchObject({
      kind: 'network',
      userMessage: common.errors.network,
    })
  })

  it('maps a timeout to the Dutch timeout message', async () => {
    server.use(
      http.get('*/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 200))
        return HttpResponse.json({ Success: true, Value: 1 })
      }),
    )
    await expect(
      request('/api/test/slow', { schema: okSchema, timeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout', userMessage: common.errors.timeout })
  })

  it('downloads blobs', async () => {
    server.use(
      http.get(
        '*/api/test/file',
        () => new HttpResponse('%PDF-1.4', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    )
    const blob = await requestBlob('/api/test/file')
    expect(await blob.text()).toBe('%PDF-1.4')
  })
})

describe('pageCountOf', () => {
  it('rounds up, and an empty or oddly sized answer is still page 1 of 1', () => {
    expect(pageCountOf(13, 6)).toBe(3)
    expect(pageCountOf(12, 6)).toBe(2)
    expect(pageCountOf(0, 6)).toBe(1)
    expect(pageCountOf(5, 0)).toBe(5)
  })
})

describe('ensureSuccess', () => {
  it('throws the server message when Success is false', () => {
    expect(() => ensureSuccess({ Success: false, Message: 'Niet gelukt.' })).toThrowError(
      'Niet gelukt.',
    )
    expect(ensureSuccess({ Success: true })).toEqual({ Success: true })
  })
})
