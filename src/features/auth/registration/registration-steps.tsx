// The first three steps of the registration wizard (account details, loyalty card, manner; the
// profile step is profile-step.tsx). Each
// step keeps its values in the registration store; the last one posts the registration and logs in.
// The first step asks whether the e-mail has an account already, so a known e-mail is refused
// where it is typed, with the ways to log in, not after four steps.
import '@/styles/features/form-choices.scss'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import * as z from 'zod/mini'
import { SubmitButton } from '@/components/form-feedback'
import { SelectField, TextField } from '@/components/form-field'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { AccountExistsAlert } from '../components/account-exists-alert'
import { draftUpdated, useDraft } from './registration-store'
import { useEmailTakenCheck } from './use-email-taken'
import { accountStepSchema, refusedAccountFieldOf, StepButtons, type StepNav } from './step-parts'

const t = account.register

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
  const refusedField = refusedAccountFieldOf(useLocation().state)
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
