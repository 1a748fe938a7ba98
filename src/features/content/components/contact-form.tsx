// The contact form: name, email, subject, optional order number and message, validated with the
// same schema the service uses ('Verplicht', 'Geen geldig emailadres'). After sending it confirms
// exactly what was sent, with the service's reference.
import { useState } from 'react'
import type * as z from 'zod/mini'
import { contactMessageSchema } from '@/api/aspos/contact'
import { useSendContactMessage } from '@/api/aspos/contact.mutations'
import { AnsweredForm, SentPanel } from '@/components/form-feedback'
import { TextAreaField, TextField } from '@/components/form-field'
import { fieldsOf, useSchemaForm } from '@/components/form-resolver'
import { content as messages } from '@/messages/nl/content'

type ContactInput = z.input<typeof contactMessageSchema>
type ContactValues = z.output<typeof contactMessageSchema>

const empty: ContactInput = { name: '', email: '', subject: '', orderNumber: '', message: '' }

export function ContactForm() {
  const m = messages.contact
  const [sent, setSent] = useState<{ reference: string; values: ContactValues } | null>(null)
  const form = useSchemaForm(contactMessageSchema, empty)
  const field = fieldsOf(form)
  const mutation = useSendContactMessage()
  const submit = (values: ContactValues) =>
    mutation.mutate(values, {
      onSuccess: (reference) => {
        setSent({ reference, values })
        form.reset(empty)
      },
    })

  if (sent) {
    return (
      <SentPanel titleId="contact-sent-title" title={m.thanksTitle}>
        <p>{m.thanks(sent.reference)}</p>
        <dl className="contact-summary mb-3">
          <dt>{m.name}</dt>
          <dd>{sent.values.name}</dd>
          <dt>{m.email}</dt>
          <dd>{sent.values.email}</dd>
          <dt>{m.subject}</dt>
          <dd>{sent.values.subject}</dd>
          {sent.values.orderNumber && (
            <>
              <dt>{m.orderNumber}</dt>
              <dd>{sent.values.orderNumber}</dd>
            </>
          )}
          <dt>{m.message}</dt>
          <dd className="text-pre-line">{sent.values.message}</dd>
        </dl>
        <button type="button" className="btn btn-outline-secondary" onClick={() => setSent(null)}>
          {m.sendAnother}
        </button>
      </SentPanel>
    )
  }

  return (
    <AnsweredForm
      headingId="contact-form-title"
      heading={m.formHeading}
      headingClassName="h4"
      live="assertive"
      request={mutation}
      submitLabel={m.submit}
      pendingLabel={m.sending}
      onSubmit={form.handleSubmit(submit)}
    >
      <TextField label={m.name} autoComplete="name" {...field('name')} />
      <TextField label={m.email} type="email" autoComplete="email" {...field('email')} />
      <TextField label={m.subject} {...field('subject')} />
      <TextField label={m.orderNumber} {...field('orderNumber')} />
      <TextAreaField id="contact-message" label={m.message} {...field('message')} />
    </AnsweredForm>
  )
}
