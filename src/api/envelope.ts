// The answer conventions of the commerce service, beside the client that fetches them (./http.ts):
// the envelope most answers share (Success, ReasonCode, Message), a paged answer's page count, the
// reference a filed message answers with, and how an answer with Success false becomes an ApiError
// carrying the service's own message. zod/mini, as the client: on the home page's initial path.
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { common } from '@/messages/nl/common'
import { ApiError } from './http'

/**
 * The envelope most commerce answers share. A zod/mini object: extend it with z.extend, or in
 * classic modules spread its fields (z.object({ ...envelopeSchema().shape, ... })).
 */
export const envelopeSchema = lazy(() =>
  z.object({
    Success: z.boolean(),
    ReasonCode: z.nullish(z.string()),
    Message: z.nullish(z.string()),
  }),
)

/** Pages in a paged answer (TotalCount, PageSize): at least one, so an empty list is page 1 of 1. */
export function pageCountOf(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, pageSize)))
}

/** The answer to a message the service files (contact form, job application): its reference. */
export const referenceResponseSchema = lazy(() =>
  z.extend(envelopeSchema(), { Reference: z.string() }),
)

/** Turns an answer with Success false into an ApiError carrying the server's message. */
export function ensureSuccess<T extends z.infer<ReturnType<typeof envelopeSchema>>>(
  answer: T,
  fallbackMessage: string = common.errors.generic,
): T {
  if (!answer.Success) {
    throw new ApiError({
      kind: 'business',
      status: 200,
      reasonCode: answer.ReasonCode ?? null,
      userMessage: answer.Message || fallbackMessage,
    })
  }
  return answer
}
