// The contact form of the commerce service (a call the spec leaves open; designed in docs/api.md):
// the request contract both the form and the mock service check, and the call that files it.
import * as z from 'zod/mini'
import { emailSchema, requiredText } from '@/lib/validation-rules'
import { ensureSuccess, referenceResponseSchema, request } from '../http'

/** An optional string, trimmed, '' when left out. */
const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max))), '')

/** Body of POST /api/aspos/contact; the form uses the same rules. */
export const contactRequestSchema = z.object({
  Name: requiredText(100),
  Email: emailSchema,
  Subject: requiredText(150),
  OrderNumber: optionalText(30),
  Message: requiredText(2000),
})
export type ContactRequest = z.input<typeof contactRequestSchema>

/** Files the message; answers the service's reference for it. */
export async function sendContactMessage(body: ContactRequest): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/contact', { method: 'POST', body, schema: referenceResponseSchema }),
  )
  return answer.Reference
}
