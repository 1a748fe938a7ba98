import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import * as z from 'zod/mini'
import { server } from '@/mocks/server'
import { common } from '@/messages/nl/common'
import { ApiError, requestWrite } from './http'

const cartSchema = z.object({ Cart: z.object({ Id: z.string() }) })

function answer(response: () => Response) {
  server.use(http.post('*/api/test/write', response))
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('the write did not fail')
}

describe('requestWrite: a write whose answer the spec leaves open', () => {
  it.each([
    ['204 No Content', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    [
      'an empty 200 saying JSON',
      () => new HttpResponse('', { headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'a 200 with a body that is not JSON',
      () => new HttpResponse('OK', { headers: { 'Content-Type': 'text/plain' } }),
    ],
    ['a 201 with whitespace', () => new HttpResponse(' \n', { status: 201 })],
    ['a 202 with JSON null', () => HttpResponse.json(null, { status: 202 })],
    ['the envelope', () => HttpResponse.json({ Success: true })],
    ['JSON of another shape', () => HttpResponse.json({ ok: 1 })],
  ])('takes %s as a success', async (_, response) => {
    answer(response)
    await expect(requestWrite('/api/test/write', { body: {} })).resolves.toBeNull()
  })

  it('hands back what the body carries in the shape asked for, null when it carries nothing', async () => {
    answer(() => HttpResponse.json({ Success: true, Cart: { Id: 'c1' } }))
    await expect(requestWrite('/api/test/write', { schema: cartSchema })).resolves.toEqual({
      Cart: { Id: 'c1' },
    })
    answer(() => HttpResponse.json({ Success: true, Cart: { Id: 7 } }))
    await expect(requestWrite('/api/test/write', { schema: cartSchema })).resolves.toBeNull()
    answer(() => new HttpResponse(null, { status: 204 }))
    await expect(requestWrite('/api/test/write', { schema: cartSchema })).resolves.toBeNull()
  })

  it('takes Success false as a refusal with the service reason and Dutch message', async () => {
    answer(() =>
      HttpResponse.json({ Success: false, ReasonCode: 'VoucherUsed', Message: 'Al gebruikt.' }),
    )
    const error = await failureOf(requestWrite('/api/test/write'))
    expect(error).toMatchObject({ kind: 'business', reasonCode: 'VoucherUsed' })
    expect(error.userMessage).toBe('Al gebruikt.')

    answer(() => HttpResponse.json({ Success: false }))
    expect((await failureOf(requestWrite('/api/test/write'))).userMessage).toBe(
      common.errors.generic,
    )
  })

  it('fails on a non-2xx as every call does, with or without a body', async () => {
    answer(() => HttpResponse.json({ Success: false, Message: 'Onbekende code.' }, { status: 400 }))
    const refused = await failureOf(requestWrite('/api/test/write'))
    expect(refused).toMatchObject({ kind: 'http', status: 400, userMessage: 'Onbekende code.' })

    answer(() => new HttpResponse(null, { status: 500 }))
    expect(await failureOf(requestWrite('/api/test/write'))).toMatchObject({
      kind: 'http',
      status: 500,
      userMessage: common.errors.server,
    })
  })

  it('sends DELETE when asked and POST otherwise', async () => {
    const methods: string[] = []
    server.use(
      http.all('*/api/test/write', ({ request }) => {
        methods.push(request.method)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await requestWrite('/api/test/write', { method: 'DELETE', query: { id: 3 } })
    await requestWrite('/api/test/write')
    expect(methods).toEqual(['DELETE', 'POST'])
  })
})
