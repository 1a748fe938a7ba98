// Application form of a job opening: name, email, phone, motivation and an optional CV (PDF or
// Word, at most 5 MB), sent as multipart. Same rules as the service; the reference on success.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import type * as z from 'zod/mini'
import { cvProblem, jobApplicationSchema } from '@/api/aspos/jobs'
import { useApplyForJob } from '@/api/aspos/jobs.mutations'
import { userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { TextAreaField, TextField } from '@/components/form-field'
import { content as messages } from '@/messages/nl/content'

type ApplicationInput = z.input<typeof jobApplicationSchema>
type ApplicationValues = z.output<typeof jobApplicationSchema>

const empty: ApplicationInput = { name: '', email: '', phone: '', motivation: '' }

export function JobApplicationForm({ jobSlug, jobTitle }: { jobSlug: string; jobTitle: string }) {
  const m = messages.application
  const [reference, setReference] = useState<string | null>(null)
  const [cv, setCv] = useState<File | null>(null)
  const [cvError, setCvError] = useState<string | null>(null)
  const form = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: zodResolver(jobApplicationSchema),
    defaultValues: empty,
  })
  const mutation = useApplyForJob(jobSlug)
  const submit = (values: ApplicationValues) =>
    mutation.mutate({ application: values, cv }, { onSuccess: (ref) => setReference(ref) })
  const errors = form.formState.errors

  if (reference) {
    return (
      <section
        className="alert alert-success"
        aria-labelledby="application-sent"
        tabIndex={-1}
        ref={(el) => el?.focus()}
      >
        <h3 id="application-sent" className="h5">
          {m.thanksTitle}
        </h3>
        <p className="mb-0">{m.thanks(jobTitle, reference)}</p>
      </section>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A wrong CV stops the submit like any other field; the other fields keep their values.
        if (cvError) {
          event.preventDefault()
          document.getElementById('application-cv')?.focus()
          return
        }
        void form.handleSubmit(submit)(event)
      }}
      aria-labelledby="application-title"
    >
      <h2 id="application-title" className="h4">
        {m.heading}
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
      <TextField
        label={m.phone}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextAreaField
        id="application-motivation"
        label={m.motivation}
        error={errors.motivation?.message}
        {...form.register('motivation')}
      />
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
      <SubmitButton
        className="btn btn-primary"
        pending={mutation.isPending}
        label={m.submit}
        pendingLabel={m.sending}
      />
    </form>
  )
}
