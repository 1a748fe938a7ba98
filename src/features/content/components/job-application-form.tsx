// Application form of a job opening: name, email, phone, motivation and an optional CV (PDF or
// Word, at most 5 MB), sent as multipart. Same rules as the service; the reference on success.
import { useState } from 'react'
import type * as z from 'zod/mini'
import { cvProblem, jobApplicationSchema } from '@/api/aspos/jobs'
import { useApplyForJob } from '@/api/aspos/jobs.mutations'
import { AnsweredForm, SentPanel } from '@/components/form-feedback'
import { TextAreaField, TextField } from '@/components/form-field'
import { fieldsOf, useSchemaForm } from '@/components/form-resolver'
import { content as messages } from '@/messages/nl/content'

type ApplicationInput = z.input<typeof jobApplicationSchema>
type ApplicationValues = z.output<typeof jobApplicationSchema>

const empty: ApplicationInput = { name: '', email: '', phone: '', motivation: '' }

export function JobApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
  const m = messages.application
  const [reference, setReference] = useState<string | null>(null)
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | null>(null)
  const form = useSchemaForm(jobApplicationSchema, empty)
  const field = fieldsOf(form)
  const mutation = useApplyForJob(jobSlug)
  const submit = (values: ApplicationValues) =>
    mutation.mutate({ application: values, cv }, { onSuccess: (ref) => setReference(ref) })

  if (reference) {
    return (
      <SentPanel titleId="application-sent" title={m.thanksTitle}>
        <p className="mb-0">{m.thanks(jobTitle, reference)}</p>
      </SentPanel>
    )
  }

  return (
    <AnsweredForm
      headingId="application-title"
      heading={m.heading}
      headingClassName="h4"
      live="assertive"
      request={mutation}
      submitLabel={m.submit}
      pendingLabel={m.sending}
      onSubmit={(event) => {
        // A wrong CV stops the submit like any other field; the other fields keep their values.
        if (cvError) {
          event.preventDefault()
          document.getElementById('application-cv')?.focus()
          return
        }
        void form.handleSubmit(submit)(event)
      }}
    >
      <TextField label={m.name} autoComplete="name" {...field('name')} />
      <TextField label={m.email} type="email" autoComplete="email" {...field('email')} />
      <TextField label={m.phone} type="tel" autoComplete="tel" {...field('phone')} />
      <TextAreaField id="application-motivation" label={m.motivation} {...field('motivation')} />
      <div className="mb-3">
        <label htmlFor="application-cv" className="form-label" id="application-cv-label">
          {m.cv}
        </label>
        {/* The browser's own file button reads 'Choose File' in an English browser: the input is
            kept (focusable, hidden from view) and a Dutch button-like label and the chosen
            file's name stand in for it. */}
        <div className="file-picker">
          <input
            id="application-cv"
            type="file"
            className={`file-picker-input${cvError ? ' is-invalid' : ''}`}
            accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            aria-labelledby="application-cv-label application-cv-button"
            aria-invalid={cvError ? true : undefined}
            aria-describedby={
              cvError
                ? 'application-cv-name application-cv-hint application-cv-error'
                : 'application-cv-name application-cv-hint'
            }
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null
              const problem = file ? cvProblem(file) : null
              setCv(problem ? null : file)
              setCvError(problem === 'type' ? m.cvType : problem === 'size' ? m.cvSize : null)
            }}
          />
          <label
            htmlFor="application-cv"
            id="application-cv-button"
            className="btn btn-outline-secondary file-picker-button"
          >
            {m.cvChoose}
          </label>
          <span id="application-cv-name" className="file-picker-name text-break">
            {cv?.name ?? m.cvNone}
          </span>
        </div>
        <div id="application-cv-hint" className="form-text">
          {m.cvHint}
        </div>
        {cvError && (
          <div id="application-cv-error" className="invalid-feedback d-block">
            {cvError}
          </div>
        )}
      </div>
    </AnsweredForm>
  )
}
