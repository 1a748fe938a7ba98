// The four steps of the registration wizard (account details, loyalty card, manner, profile). Each
// step keeps its values in the registration store; the last one posts the registration and logs in.
// The first step asks whether the e-mail has an account already, so a known e-mail is refused
// where it is typed, with the ways to log in, not after four steps.
import '@/styles/features/form-choices.scss'
import { useEffect, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { registerLimits } from '@/api/aspos/auth'
import { useRegister } from '@/stores/session-mutations'
import { isApiError, userMessageOf } from '@/api/http'
import { FormAlerts, SubmitButton } from '@/components/form-feedback'
import { SelectField, TextField } from '@/components/form-field'
import {
  birthDateProblem,
  emailSchema,
  optionalText,
  passwordSchema,
  requiredText,
} from '@/lib/validation'
import { shopDate } from '@/lib/clock'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { notify } from '@/stores/notices-store'
import type { Session } from '@/stores/session'
import { isAccountExists } from '../account-exists'
import { AccountExistsAlert } from '../components/account-exists-alert'
import { draftCleared, draftUpdated, useDraft, type RegistrationDraft } from './registration-store'
import { useEmailTakenCheck } from './use-email-taken'

const t = account.register

// Each step checks its own fields with the limits the service enforces (registerLimits, the wire
// contract's own), so a too-long name is refused at its field on the step where it is typed.
const accountStepSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText(registerLimits.firstName),
  middleName: optionalText(registerLimits.middleName),
  lastName: requiredText(registerLimits.lastName),
})
type AccountField = keyof z.infer<typeof accountStepSchema>

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

const accountFields: readonly string[] = Object.keys(accountStepSchema.shape)
const profileFields: readonly string[] = Object.keys(profileStepSchema.shape)

/** How the profile step takes the shopper to the account step's field the service refused. */
interface RefusedFieldState {
  refusedField: AccountField
}

function refusedFieldOf(state: unknown): AccountField | null {
  const field = (state as Partial<RefusedFieldState> | null)?.refusedField
  return typeof field === 'string' && accountFields.includes(field) ? field : null
}

/** The account step is done when its values pass its rules (the password lives in memory only). */
function isAccountStepDone(draft: RegistrationDraft): boolean {
  return accountStepSchema.safeParse(draft).success
}

interface StepNav {
  nextHref: string
  backHref?: string
}

function StepButtons({ backHref, submit }: { backHref?: string; submit: ReactNode }) {
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-between mt-4">
      {backHref ? (
        <Link className="btn btn-outline-secondary" to={backHref}>
          {t.back}
        </Link>
      ) : (
        <span />
      )}
      {submit}
    </div>
  )
}

function NeedsAccountStep({ accountHref }: { accountHref: string }) {
  return (
    <div className="alert alert-warning" role="alert">
      {t.incomplete} <Link to={accountHref}>{t.steps.account}</Link>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------

export function AccountStep({ nextHref, loginHref }: StepNav & { loginHref: string }) {
  const draft = useDraft()
  const navigate = useNavigate()
  const isEmailTaken = useEmailTakenCheck()
  /** The e-mail the service said has an account; the alert goes when the e-mail is changed. */
  const [takenEmail, setTakenEmail] = useState<string | null>(null)
  type Values = z.infer<typeof accountStepSchema>
  const form = useForm<Values>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: {
      email: draft.email,
      password: draft.password,
      firstName: draft.firstName,
      middleName: draft.middleName,
      lastName: draft.lastName,
    },
  })
  const errors = form.formState.errors
  const email = useWatch({ control: form.control, name: 'email' })
  // Sent back here by the last step because the service refused one of these fields: the field
  // says why (its own rule, else that it was not accepted) and has the focus.
  const refusedField = refusedFieldOf(useLocation().state)
  useEffect(() => {
    if (!refusedField) return
    void form.trigger(refusedField).then((valid) => {
      if (valid) form.setError(refusedField, { message: t.fieldRefused })
      form.setFocus(refusedField)
    })
  }, [refusedField, form])
  return (
    <form
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={form.handleSubmit(async (values) => {
        draftUpdated(values)
        setTakenEmail(null)
        // When the service cannot say (offline, a fault), the shopper goes on: the registration's
        // own call still refuses a known e-mail at the end.
        if (await isEmailTaken(values.email).catch(() => false)) {
          setTakenEmail(values.email)
          // Back to the e-mail, with the alert right under it (the button may be far below).
          form.setFocus('email')
          return
        }
        void navigate(nextHref)
      })}
    >
      <h2 id="register-step-heading" className="h4 mb-3">
        {t.accountHeading}
      </h2>
      <TextField
        id="reg-email"
        label={t.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      {takenEmail !== null && takenEmail === email && <AccountExistsAlert loginHref={loginHref} />}
      <TextField
        id="reg-password"
        label={t.password}
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {/* Voornaam on a row of its own, then Tussenvoegsel and Achternaam side by side from sm on: three
          in one row of the narrow form cut Tussenvoegsel's placeholder short and ran the labels together. */}
      <div className="row gx-3">
        <TextField
          wrapperClassName="col-12 mb-3"
          id="reg-first-name"
          label={t.firstName}
          autoComplete="given-name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          wrapperClassName="col-sm-5 mb-3"
          id="reg-middle-name"
          label={t.middleName}
          autoComplete="additional-name"
          error={errors.middleName?.message}
          {...form.register('middleName')}
        />
        <TextField
          wrapperClassName="col-sm-7 mb-3"
          id="reg-last-name"
          label={t.lastName}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <StepButtons
        submit={
          <SubmitButton
            pending={form.formState.isSubmitting}
            label={t.next}
            pendingLabel={t.checking}
          />
        }
      />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------

export function LoyaltyCardStep({
  nextHref,
  backHref,
  loyaltyPageHref,
}: StepNav & { loyaltyPageHref: string }) {
  const draft = useDraft()
  const navigate = useNavigate()
  // Nothing is chosen for the customer: a card is a decision, so the step asks until one is picked.
  const form = useForm<{ loyaltyCard: 'yes' | 'no' | '' }>({
    defaultValues: {
      loyaltyCard: draft.loyaltyCard === null ? '' : draft.loyaltyCard ? 'yes' : 'no',
    },
  })
  const loyaltyError = form.formState.errors.loyaltyCard?.message
  const loyaltyField = form.register('loyaltyCard', { required: common.validation.required })
  const save = () => draftUpdated({ loyaltyCard: form.getValues('loyaltyCard') === 'yes' })
  return (
    <form
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={form.handleSubmit(() => {
        save()
        void navigate(nextHref)
      })}
    >
      <h2 id="register-step-heading" className="h4 mb-3">
        {t.loyaltyHeading}
      </h2>
      <p>{t.loyaltyIntro}</p>
      <p>
        <Link to={loyaltyPageHref}>{t.loyaltyMore}</Link>
      </p>
      <fieldset
        className="mb-3"
        // A radio cannot carry aria-invalid; the group of the two choices can.
        role="radiogroup"
        aria-invalid={loyaltyError ? true : undefined}
        aria-describedby={loyaltyError ? 'reg-loyalty-error' : undefined}
      >
        <legend className="form-label fs-6">{t.loyaltyLegend}</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id="reg-loyalty-yes"
            value="yes"
            {...loyaltyField}
          />
          <label className="form-check-label" htmlFor="reg-loyalty-yes">
            {t.loyaltyYes}
          </label>
        </div>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            id="reg-loyalty-no"
            value="no"
            {...loyaltyField}
          />
          <label className="form-check-label" htmlFor="reg-loyalty-no">
            {t.loyaltyNo}
          </label>
        </div>
        {loyaltyError && (
          <div id="reg-loyalty-error" className="invalid-feedback d-block">
            {loyaltyError}
          </div>
        )}
      </fieldset>
      <StepButtons backHref={backHref} submit={<SubmitButton label={t.next} />} />
    </form>
  )
}

// ---------------------------------------------------------------------------------------------

export function MannerStep({ nextHref, backHref }: StepNav) {
  const draft = useDraft()
  const navigate = useNavigate()
  const form = useForm<{ source: string; pets: string[] }>({
    defaultValues: { source: draft.source, pets: draft.pets },
  })
  return (
    <form
      noValidate
      aria-labelledby="register-step-heading"
      onSubmit={form.handleSubmit((values) => {
        draftUpdated({ source: values.source, pets: Array.isArray(values.pets) ? values.pets : [] })
        void navigate(nextHref)
      })}
    >
      <h2 id="register-step-heading" className="h4 mb-3">
        {t.mannerHeading}
      </h2>
      <SelectField
        id="reg-source"
        label={t.mannerSource}
        options={t.mannerSourceOptions.map((o) => ({ value: o.value, label: o.label }))}
        {...form.register('source')}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t.mannerPetsLegend}</legend>
        <div className="register-pets">
          {t.mannerPets.map((pet) => (
            <div className="form-check" key={pet}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`reg-pet-${pet}`}
                value={pet}
                {...form.register('pets')}
              />
              <label className="form-check-label" htmlFor={`reg-pet-${pet}`}>
                {pet}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <StepButtons backHref={backHref} submit={<SubmitButton label={t.next} />} />
    </form>
  )
}

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
