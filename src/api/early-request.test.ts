// The app adopts an identical request the head boot script started, once, and nothing else.
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@/mocks/server'
import { request } from './http'
import { startEarlyRequest, takeEarlyRequest } from './early-request'
import { contentResponseSchema } from './vm/content-model'
import { buildContentRequest, EVERYTHING_SHARED } from './vm/content-request'

afterEach(() => server.events.removeAllListeners())

function countRequests() {
  const seen: string[] = []
  server.events.on('request:start', ({ request: r }) =>
    seen.push(`${r.method} ${new URL(r.url).pathname}`),
  )
  return seen
}

describe('early requests', () => {
  const body = buildContentRequest({ url: 'home' }, EVERYTHING_SHARED)
  const url = new URL('/api/vm/u', window.location.origin).href

  it('the client takes the answer of the same request instead of sending it again', async () => {
    const seen = countRequests()
    startEarlyRequest('POST', url, JSON.stringify(body), null, null)
    const answer = await request('/api/vm/u', {
      method: 'POST',
      body,
      schema: contentResponseSchema(),
    })
    expect(answer.Success).toBe(true)
    expect(seen).toEqual(['POST /api/vm/u'])
  })

  it('is taken once, and never for another body or another token', async () => {
    startEarlyRequest('POST', url, JSON.stringify(body), null, null)
    expect(takeEarlyRequest('POST', url, JSON.stringify({ ...body, Url: 'faq' }), null)).toBeNull()
    expect(takeEarlyRequest('POST', url, JSON.stringify(body), 'someone-else')).toBeNull()
    expect(takeEarlyRequest('POST', url, JSON.stringify(body), null)).not.toBeNull()
    expect(takeEarlyRequest('POST', url, JSON.stringify(body), null)).toBeNull()
  })
})
