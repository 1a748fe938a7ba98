// The preview's mock middleware serves the shop's services but not the developer endpoints.
import { Readable } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createMockMiddleware } from './node-middleware'

function call(method: string, url: string): Promise<{ passedOn: boolean; status: number }> {
  return new Promise((resolve) => {
    const req = Object.assign(Readable.from([]), {
      method,
      url,
      headers: { host: 'localhost' },
    }) as unknown as IncomingMessage
    const res = {
      statusCode: 200,
      setHeader: () => undefined,
      end: () => resolve({ passedOn: false, status: res.statusCode }),
    }
    createMockMiddleware()(req, res as unknown as ServerResponse, () =>
      resolve({ passedOn: true, status: 0 }),
    )
  })
}

describe('createMockMiddleware', () => {
  it('answers the services', async () => {
    expect(await call('GET', '/api/aspos/common/config')).toEqual({ passedOn: false, status: 200 })
  })

  it('has no POST /api/mock/reset', async () => {
    expect((await call('POST', '/api/mock/reset')).passedOn).toBe(true)
  })
})
