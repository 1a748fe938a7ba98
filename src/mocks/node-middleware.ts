// The mock backend as Node (connect) middleware, mounted by `vite preview` so the production build
// talks to it over real HTTP on the same origin. It answers with the shared MSW handlers of the
// services, without the developer endpoints (no POST /api/mock/reset on a preview), in the profile
// MOCK_PROFILE names (lean: only what the spec shows).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { serviceHandlers } from './handlers'
import { mockProfileOf, profileHandlers } from './lean-profile'

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** MOCK_PROFILE=lean: the services answer only what the spec shows (lean-profile.ts). */
export function createMockMiddleware(profile = mockProfileOf(process.env.MOCK_PROFILE)) {
  const handlers = profileHandlers(serviceHandlers, profile)
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    void (async () => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
      const headers = new Headers()
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value)
        else if (Array.isArray(value)) value.forEach((v) => headers.append(key, v))
      }
      const method = req.method ?? 'GET'
      const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
      const request = new Request(url, {
        method,
        headers,
        body: body?.length ? new Uint8Array(body) : undefined,
      })
      const response = await getResponse(handlers, request)
      if (!response) return next()
      res.statusCode = response.status
      response.headers.forEach((value, key) => res.setHeader(key, value))
      res.setHeader('Cache-Control', response.headers.get('Cache-Control') ?? 'no-store')
      res.end(Buffer.from(await response.arrayBuffer()))
    })().catch((error: unknown) => {
      res.statusCode = 500
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify({ Success: false, Message: String(error) }))
    })
  }
}
