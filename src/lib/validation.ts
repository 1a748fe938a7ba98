// The spec's validation rules (section 5) as zod pieces with the Dutch messages, shared by forms.
import * as z from 'zod'
import { common } from '@/messages/nl/common'

const m = common.validation

export const PASSWORD_MIN_LENGTH = 6
/** 4 digits, an optional space, 2 letters. */
export const POSTAL_CODE_PATTERN = /^[0-9]{4} ?[a-zA-Z]{2}$/

export const requiredString = () => z.string({ error: m.required }).trim().min(1, m.required)

export const emailSchema = requiredString().pipe(z.email({ error: m.email }))

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value)
}

export const passwordSchema = z
  .string({ error: m.required })
  .min(1, m.required)
  .refine(isValidPassword, m.password)

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim())
}

/** '1234ab' → '1234 AB' */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : value.trim().toUpperCase()
}

export const postalCodeSchema = requiredString()
  .refine(isValidPostalCode, m.postalCode)
  .transform(normalizePostalCode)
