// The cart's batch of line changes (the spec's 1000 ms of quiet sends them as one): the request
// and answer contract the mock backend validates with, and the call, sent with an idempotency key
// so a batch sent again is applied once. The cart it answers is mapped by ./cart.ts.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { common } from '@/messages/nl/common'
import { ApiError, request } from '../http'
import { ensureSuccess, envelopeSchema } from '../envelope'
import { cartDtoSchema, mapCart, type Cart } from './cart'

export const cartActionSchema = lazy(() => z.enum(['Add', 'Update', 'Delete']))
export type CartAction = z.infer<ReturnType<typeof cartActionSchema>>

/** One line change of a batch. Quantity rules (≥ 1 for Add/Update) are the service's to judge. */
export const cartChangeSchema = lazy(() =>
  z.object({
    action: cartActionSchema(),
    productId: z.int(),
    // z.number() rejects Infinity and NaN by itself (classic's .finite() was a no-op).
    quantity: z.number(),
    color: z.nullable(z.string().check(z.maxLength(64))),
  }),
)
export type CartChange = z.infer<ReturnType<typeof cartChangeSchema>>

export const cartBatchRequestSchema = lazy(() =>
  z.object({
    changes: z.array(cartChangeSchema()).check(z.minLength(1), z.maxLength(500)),
  }),
)
export type CartBatchRequest = z.infer<ReturnType<typeof cartBatchRequestSchema>>

export const cartBatchResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), {
    Cart: z.nullish(cartDtoSchema()),
  }),
)
export type CartBatchResponseDto = z.infer<ReturnType<typeof cartBatchResponseSchema>>

/** Sent with every batch: the service applies a batch with a key it has seen only once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

export interface CartBatchOptions {
  /** One key per batch; a batch sent again carries the same key. */
  idempotencyKey: string
  /** The page is being left: the request must outlive it. */
  keepalive?: boolean
}

/** Sends line changes as one batch; resolves with the service's new cart. */
export async function submitCartBatch(
  changes: readonly CartChange[],
  options?: CartBatchOptions,
): Promise<Cart> {
  const answer = ensureSuccess(
    await request('/api/aspos/cart/lines/batch', {
      method: 'POST',
      body: { changes: [...changes] } satisfies CartBatchRequest,
      schema: cartBatchResponseSchema(),
      headers: options ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey } : undefined,
      keepalive: options?.keepalive,
    }),
  )
  if (!answer.Cart)
    throw new ApiError({ kind: 'malformed', status: 200, userMessage: common.errors.malformed })
  return mapCart(answer.Cart)
}
