// The spec's validation rules (section 5) as zod pieces with the Dutch messages, shared by forms.
// The plain rules live in ./validation-rules (zod-free, for the initial path) and are re-exported
// here so forms keep one import.
import * as z from 'zod'
import { common } from '@/messages/nl/common'
import { isValidPassword, isValidPostalCode, normalizePostalCode } from './validation-rules'

export {
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_PATTERN,
  isValidPassword,
  isValidPostalCode,
  normalizePostalCode,
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
