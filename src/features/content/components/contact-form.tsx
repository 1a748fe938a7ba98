// The contact form: name, email, subject, optional order number and message, validated with the
// same schema the service uses ('Verplicht', 'Geen geldig emailadres'). After sending it confirms
// exactly what was sent, with the service's reference.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type * as z from 'zod'
import { contactRequestSchema } from '@/api/aspos/contact'
import { useSendContactMessage } from '@/api/aspos/contact.mutations'
import { userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { TextField } from '@/components/form-field'
import { common } from '@/messages/nl/common'
import { content as messages } from '@/messages/nl/content'

type ContactInput = z.input<typeof contactRequestSchema>
type ContactValues = z.output<typeof contactRequestSchema>

const empty: ContactInput = { Name: '', Email: '', Subject: '', OrderNumber: '', Message: '' }

export function ContactForm() {
  const m = messages.contact
  const [sent, setSent] = useState<{ reference: string; values: ContactValues } | null>(null)
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactRequestSchema),
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
          <dd>{sent.values.Name}</dd>
          <dt>{m.email}</dt>
          <dd>{sent.values.Email}</dd>
          <dt>{m.subject}</dt>
          <dd>{sent.values.Subject}</dd>
          {sent.values.OrderNumber && (
            <>
              <dt>{m.orderNumber}</dt>
              <dd>{sent.values.OrderNumber}</dd>
            </>
          )}
          <dt>{m.message}</dt>
          <dd className="text-pre-line">{sent.values.Message}</dd>
        </dl>
        <button type="button" className="btn btn-success" onClick={() => setSent(null)}>
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
        error={errors.Name?.message}
        {...form.register('Name')}
      />
      <TextField
        label={m.email}
        type="email"
        autoComplete="email"
        error={errors.Email?.message}
        {...form.register('Email')}
      />
      <TextField label={m.subject} error={errors.Subject?.message} {...form.register('Subject')} />
      <TextField
        label={m.orderNumber}
        error={errors.OrderNumber?.message}
        {...form.register('OrderNumber')}
      />
      <div className="mb-3">
        <label htmlFor="contact-message" className="form-label">
          {m.message}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          className={`form-control${errors.Message ? ' is-invalid' : ''}`}
          placeholder={common.placeholder(m.message)}
          aria-invalid={errors.Message ? true : undefined}
          aria-describedby={errors.Message ? 'contact-message-error' : undefined}
          {...form.register('Message')}
        />
        {errors.Message && (
          <div id="contact-message-error" className="invalid-feedback d-block">
            {errors.Message.message}
          </div>
        )}
      </div>
      <SubmitButton
        className="btn btn-cta"
        pending={mutation.isPending}
        label={m.submit}
        pendingLabel={m.sending}
      />
    </form>
  )
}
