// The contact form: name, email, subject, optional order number and message, validated with the
// same schema the service uses ('Verplicht', 'Geen geldig emailadres'). After sending it confirms
// exactly what was sent, with the service's reference.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import type * as z from 'zod/mini'
import { contactMessageSchema } from '@/api/aspos/contact'
import { useSendContactMessage } from '@/api/aspos/contact.mutations'
import { userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { TextAreaField, TextField } from '@/components/form-field'
import { content as messages } from '@/messages/nl/content'

type ContactInput = z.input<typeof contactMessageSchema>
type ContactValues = z.output<typeof contactMessageSchema>

const empty: ContactInput = { name: '', email: '', subject: '', orderNumber: '', message: '' }

export function ContactForm() {
  const m = messages.contact
  const [sent, setSent] = useState<{ reference: string; values: ContactValues } | null>(null)
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: empty,
    shouldFocusError: true,
  })
  const mutation = useSendContactMessage()
  const submit = (values: ContactValues) =>
    mutation.mutate(values, {
      onSuccess: (reference) => {
        setSent({ reference, values })
        form.reset(empty)
      },
    })
  const errors = form.formState.errors

  if (sent) {
    return (
      <section
        className="alert alert-success"
        aria-labelledby="contact-sent-title"
        tabIndex={-1}
        ref={(el) => el?.focus()}
      >
        <h3 id="contact-sent-title" className="h5">
          {m.thanksTitle}
        </h3>
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
      </section>
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="h4">
        {m.formHeading}
      </h2>
      <FormAlerts live="assertive" error={mutation.isError && userMessageOf(mutation.error)} />
      <TextField
        label={m.name}
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField label={m.subject} error={errors.subject?.message} {...form.register('subject')} />
      <TextField
        label={m.orderNumber}
        error={errors.orderNumber?.message}
        {...form.register('orderNumber')}
      />
      <TextAreaField
        id="contact-message"
        label={m.message}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <SubmitButton
        className="btn btn-primary"
        pending={mutation.isPending}
        label={m.submit}
        pendingLabel={m.sending}
      />
    </form>
  )
}
