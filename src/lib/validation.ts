// The spec's validation rules (section 5) as zod pieces with the Dutch messages, shared by forms.
// zod/mini, like the api modules: classic zod would pull every schema class of zod's core into the
// zod chunk the first screen loads. The plain rules and the request contracts' checks live in
// ./validation-rules; the forms' email, password and required-string schemas are those same ones,
// re-exported here (built eagerly) so forms keep one import.
import * as z from 'zod/mini'
import { common } from '@/messages/nl/common'
import {
  emailSchema as emailSchemaOf,
  isValidPostalCode,
  isValidPostalCodeFor,
  normalizePostalCode,
  passwordSchema as passwordSchemaOf,
  requiredString,
} from './validation-rules'

export {
  birthDateProblem,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_PATTERN,
  POSTAL_CODE_PATTERNS,
  isValidPassword,
  isValidPostalCode,
  isValidPostalCodeFor,
  normalizePostalCode,
  normalizePostalCodeFor,
  optionalText,
  requiredString,
  requiredText,
  typedEmail,
  typedPassword,
} from './validation-rules'

const m = common.validation

export const emailSchema = emailSchemaOf()

export const passwordSchema = passwordSchemaOf()

export const postalCodeSchema = z.pipe(
  requiredString().check(z.refine(isValidPostalCode, m.postalCode)),
  z.transform(normalizePostalCode),
)

/**
 * The postal code check of an address form (superRefine): the rule of the chosen country, with the
 * Dutch message for a wrong format. Empty values are left to the field's own 'Verplicht'.
 */
export function checkPostalCodeForCountry(
  value: { countryCode: string; postalCode: string },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (value.postalCode.trim() === '' || isValidPostalCodeFor(value.countryCode, value.postalCode))
    return
  ctx.addIssue({
    code: 'custom',
    path: ['postalCode'],
    message: m.postalCodeFor(value.countryCode),
  })
}
