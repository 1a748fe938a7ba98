// What the registration wizard's steps share: the account step's rules (which the later steps check
// to send the shopper back when it is not done), the way back to a refused account field, the
// step navigation and its buttons.
import { type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import * as z from 'zod/mini'
import { registerLimits } from '@/api/aspos/auth'
import { emailSchema, optionalText, passwordSchema, requiredText } from '@/lib/validation'
import { account } from '@/messages/nl/account'
import { type RegistrationDraft } from './registration-store'

const t = account.register

// Each step checks its own fields with the limits the service enforces (registerLimits, the wire
// contract's own), so a too-long name is refused at its field on the step where it is typed.
export const accountStepSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: requiredText(registerLimits.firstName),
  middleName: optionalText(registerLimits.middleName),
  lastName: requiredText(registerLimits.lastName),
})
export type AccountField = keyof z.infer<typeof accountStepSchema>

export const accountFields: readonly string[] = Object.keys(accountStepSchema.shape)

/** How the profile step takes the shopper to the account step's field the service refused. */
export interface RefusedFieldState {
  refusedField: AccountField
}

export function refusedAccountFieldOf(state: unknown): AccountField | null {
  const field = (state as Partial<RefusedFieldState> | null)?.refusedField
  return typeof field === 'string' && accountFields.includes(field) ? field : null
}

/** The account step is done when its values pass its rules (the password lives in memory only). */
export function isAccountStepDone(draft: RegistrationDraft): boolean {
  return accountStepSchema.safeParse(draft).success
}

export interface StepNav {
  nextHref: string
  backHref?: string
}

export function StepButtons({ backHref, submit }: { backHref?: string; submit: ReactNode }) {
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

export function NeedsAccountStep({ accountHref }: { accountHref: string }) {
  return (
    <div className="alert alert-warning" role="alert">
      {t.incomplete} <Link to={accountHref}>{t.steps.account}</Link>
    </div>
  )
}
