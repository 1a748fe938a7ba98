// The registration wizard's last step: the profile (phone, birth date, newsletter). It posts the
// registration and logs in; a field the service refuses on the account step takes the shopper back there.
import '@/styles/features/form-choices.scss'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { registerLimits } from '@/api/aspos/auth'
import { useRegister } from '@/stores/session-mutations'
import { isApiError, userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { TextField } from '@/components/form-field'
import { birthDateProblem, optionalText } from '@/lib/validation'
import { shopDate } from '@/lib/clock'
import { account } from '@/messages/nl/account'
import { notify } from '@/stores/notices-store'
import type { Session } from '@/stores/session'
import { isAccountExists } from '../account-exists'
import { AccountExistsAlert } from '../components/account-exists-alert'
import { draftCleared, draftUpdated, useDraft, type RegistrationDraft } from './registration-store'
import {
  accountFields,
  isAccountStepDone,
  NeedsAccountStep,
  StepButtons,
  type AccountField,
  type RefusedFieldState,
} from './step-parts'

const t = account.register

const profileStepSchema = z.object({
  phone: z.pipe(
    optionalText(registerLimits.phone),
    z
      .string()
      .check(z.refine((v) => v === '' || /^\+?[0-9][0-9 -]{7,16}$/.test(v), t.phoneInvalid)),
  ),
  birthDate: z.string().check(
    z.refine((v) => birthDateProblem(v) !== 'invalid', t.birthDateInvalid),
    z.refine((v) => birthDateProblem(v) !== 'future', t.birthDateFuture),
  ),
  newsletter: z.boolean(),
})

const profileFields: readonly string[] = Object.keys(profileStepSchema.shape)

// ---------------------------------------------------------------------------------------------

export function ProfileStep({
  backHref,
  accountHref,
  loginHref,
  onRegistered,
}: {
  backHref: string
  accountHref: string
  loginHref: string
  onRegistered: (session: Session) => void
}) {
  const draft = useDraft()
  type Values = z.infer<typeof profileStepSchema>
  const form = useForm<Values>({
    resolver: zodResolver(profileStepSchema),
    defaultValues: { phone: draft.phone, birthDate: draft.birthDate, newsletter: draft.newsletter },
  })
  const mutation = useRegister()
  const navigate = useNavigate()
  /** The service named the field it refused: to that field, on the step where it is typed. */
  const toRefusedField = (error: unknown) => {
    const field = isApiError(error) ? error.field : null
    if (!field) return
    if (accountFields.includes(field)) {
      const state: RefusedFieldState = { refusedField: field as AccountField }
      void navigate(accountHref, { state })
    } else if (profileFields.includes(field)) {
      const name = field as keyof Values
      void form.trigger(name).then((valid) => {
        if (valid) form.setError(name, { message: t.fieldRefused })
        form.setFocus(name)
      })
    }
  }
  const submit = (full: RegistrationDraft) =>
    mutation.mutate(
      {
        email: full.email.trim(),
        password: full.password,
        firstName: full.firstName.trim(),
        middleName: full.middleName.trim(),
        lastName: full.lastName.trim(),
        phone: full.phone.trim(),
        birthDate: full.birthDate,
        newsletter: full.newsletter,
        loyaltyCard: full.loyaltyCard ?? false,
        manner: { source: full.source, pets: full.pets },
      },
      {
        onSuccess: (session) => {
          if (!session) return
          draftCleared()
          notify(t.welcome(session.firstName))
          onRegistered(session)
        },
        onError: toRefusedField,
      },
    )
  const errors = form.formState.errors
  if (!isAccountStepDone(draft)) return <NeedsAccountStep accountHref={accountHref} />

  return (
    <form
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={form.handleSubmit((values) => {
        draftUpdated(values)
        submit({ ...draft, ...values })
      })}
    >
      <h2 id="register-step-heading" className="h4 mb-3">
        {t.profileHeading}
      </h2>
      {/* An account made with this e-mail since the first step: the same ways on as there. */}
      {isAccountExists(mutation.error) ? (
        <AccountExistsAlert loginHref={loginHref} />
      ) : (
        <FormAlerts
          live="assertive"
          error={mutation.isError ? userMessageOf(mutation.error) : null}
        />
      )}
      <TextField
        id="reg-phone"
        label={`${t.phone} ${t.optional}`}
        placeholder={`Uw ${t.phone.toLowerCase()}`}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextField
        id="reg-birth-date"
        label={`${t.birthDate} ${t.optional}`}
        type="date"
        // The date picker offers no day after today.
        max={shopDate(new Date())}
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...form.register('birthDate')}
      />
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="reg-newsletter"
          {...form.register('newsletter')}
        />
        <label className="form-check-label" htmlFor="reg-newsletter">
          {t.newsletter}
        </label>
      </div>
      <StepButtons
        backHref={backHref}
        submit={
          <SubmitButton pending={mutation.isPending} label={t.submit} pendingLabel={t.submitting} />
        }
      />
    </form>
  )
}
