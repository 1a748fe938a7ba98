// The spec's validation rules (section 5) as zod pieces with the Dutch messages, shared by forms.
// The plain rules live in ./validation-rules (zod-free, for the initial path) and are re-exported
// here so forms keep one import.
import * as z from 'zod'
import { common } from '@/messages/nl/common'
import {
  isValidPassword,
  isValidPostalCode,
  isValidPostalCodeFor,
  normalizePostalCode,
} from './validation-rules'

export {
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_PATTERN,
  POSTAL_CODE_PATTERNS,
  isValidPassword,
  isValidPostalCode,
  isValidPostalCodeFor,
  normalizePostalCode,
  normalizePostalCodeFor,
} from './validation-rules'

const m = common.validation

export const requiredString = () => z.string({ error: m.required }).trim().min(1, m.required)

export const emailSchema = requiredString().pipe(z.email({ error: m.email }))

export const passwordSchema = z
  .string({ error: m.required })
  .min(1, m.required)
  .refine(isValidPassword, m.password)

export const postalCodeSchema = requiredString()
  .refine(isValidPostalCode, m.postalCode)
  .transform(normalizePostalCode)

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
