// The contact form of the commerce service (a call the spec leaves open; designed in docs/api.md):
// the request contract both the form and the mock service check, and the call that files it.
import * as z from 'zod/mini'
import { emailSchema, requiredText } from '@/lib/validation-rules'
import { wireSchemaOf, wireValuesOf } from '../form-wire'
import { request } from '../http'
import { ensureSuccess, referenceResponseSchema } from '../envelope'

/** An optional string, trimmed, '' when left out. */
const optionalText = (max: number) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max))), '')

/** Each field's rule (and length limit), once: the form's schema and the wire's use the same. */
const fields = {
  name: requiredText(100),
  email: emailSchema(),
  subject: requiredText(150),
  orderNumber: optionalText(30),
  message: requiredText(2000),
}

/** The contact form's values, camelCase, as the form and the views see them. */
export const contactMessageSchema = z.object(fields)
export type ContactMessage = z.input<typeof contactMessageSchema>

/** Body of POST /api/aspos/contact, which the mock service checks. */
export const contactRequestSchema = wireSchemaOf(fields)
export type ContactRequest = z.input<typeof contactRequestSchema>

/** The one form → wire mapping of a contact message. */
export const toContactRequest = (message: ContactMessage): ContactRequest => wireValuesOf(message)

/** Files the message; answers the service's reference for it. */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const answer = ensureSuccess(
    await request('/api/aspos/contact', {
      method: 'POST',
      body: toContactRequest(message),
      schema: referenceResponseSchema(),
    }),
  )
  return answer.Reference
}
