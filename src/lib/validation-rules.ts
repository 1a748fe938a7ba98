// The spec's validation rules (section 5) as plain functions, without zod: modules on the home
// page's initial path (the api layer) use these, so importing a rule never pulls in classic zod.
// src/lib/validation re-exports them next to its zod pieces for the forms.

export const PASSWORD_MIN_LENGTH = 6
/** 4 digits, an optional space, 2 letters. */
export const POSTAL_CODE_PATTERN = /^[0-9]{4} ?[a-zA-Z]{2}$/

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value)
}

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim())
}

/** '1234ab' → '1234 AB' */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return /^\d{4}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 4)} ${compact.slice(4)}` : value.trim().toUpperCase()
}
