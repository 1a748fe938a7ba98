// The one home of the spec's validation rules (section 5): the patterns as plain functions, and
// the request contracts' checks built from them in zod/mini, so the api modules on the home page's
// initial path never pull in classic zod. The forms use these same schemas and rules, through
// src/lib/validation; no pattern is written twice.
import * as z from 'zod/mini'
import { shopDate } from './clock'
import { lazy } from './lazy'
import { common } from '@/messages/nl/common'

export const PASSWORD_MIN_LENGTH = 6
/** The longest password the services take (login, register, reset, change). */
export const PASSWORD_MAX_LENGTH = 200
/** The longest e-mail address there is (RFC 5321's 254), and the services' limit. */
export const EMAIL_MAX_LENGTH = 254
/** 4 digits, an optional space, 2 letters. */
export const POSTAL_CODE_PATTERN = /^[0-9]{4} ?[a-zA-Z]{2}$/

export function isValidPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value)
  )
}

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim())
}

/**
 * Postal code patterns of the countries whose format the shop checks: the Dutch one (the spec's
 * rule) for NL only, 4 digits for BE and LU, 5 for DE. Other countries are checked by the carrier.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  NL: POSTAL_CODE_PATTERN,
  BE: /^[0-9]{4}$/,
  LU: /^[0-9]{4}$/,
  DE: /^[0-9]{5}$/,
}

/** The postal code rule of an address: the pattern of its country, or any non-empty value elsewhere. */
export function isValidPostalCodeFor(countryCode: string, value: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[countryCode]
  const trimmed = value.trim()
  return pattern ? pattern.test(trimmed) : trimmed !== ''
}

/** Stores a postal code the way its country writes it ('1234ab' → '1234 AB' for NL). */
export function normalizePostalCodeFor(countryCode: string, value: string): string {
  return countryCode === 'NL' ? normalizePostalCode(value) : value.trim().toUpperCase()
}

/** '1234ab' → '1234 AB' */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  return /^\d{4}[A-Z]{2}$/.test(compact)
    ? `${compact.slice(0, 4)} ${compact.slice(4)}`
    : value.trim().toUpperCase()
}

/** The earliest date of birth the shop takes for a real one. */
const EARLIEST_BIRTH_DATE = '1900-01-01'

/** A calendar date written 'YYYY-MM-DD' that exists (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * What is wrong with a date of birth ('YYYY-MM-DD', '' when not given): not a date (or before
 * 1900), or a day after today in the shop's calendar (Europe/Amsterdam); null when it can be one.
 */
export function birthDateProblem(value: string, now = new Date()): 'invalid' | 'future' | null {
  if (value === '') return null
  if (!isCalendarDate(value) || value < EARLIEST_BIRTH_DATE) return 'invalid'
  return value > shopDate(now) ? 'future' : null
}

// ---------------------------------------------------------------------------------------------
// Request contract checks (zod/mini) for the api modules
// ---------------------------------------------------------------------------------------------

const m = common.validation

export const requiredString = () =>
  z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required))

/** A required string of at most max characters (after trimming). */
export const requiredText = (max: number) =>
  z.pipe(requiredString(), z.string().check(z.maxLength(max, m.tooLong(max))))

/** An optional string of at most max characters (after trimming). */
export const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, m.tooLong(max)))

export const emailSchema = lazy(() =>
  z.pipe(
    requiredString(),
    z.email({ error: m.email }).check(z.maxLength(EMAIL_MAX_LENGTH, m.tooLong(EMAIL_MAX_LENGTH))),
  ),
)

export const passwordSchema = lazy(() =>
  z
    .string({ error: m.required })
    .check(
      z.minLength(1, m.required),
      z.maxLength(PASSWORD_MAX_LENGTH, m.tooLong(PASSWORD_MAX_LENGTH)),
      z.refine(isValidPassword, m.password),
    ),
)

/**
 * A password as typed to prove who one is (login, the current password): required and within the
 * services' limit, not trimmed, no rule on its make-up (an old password may predate the rule).
 */
export const typedPassword = () =>
  z
    .string({ error: m.required })
    .check(
      z.minLength(1, m.required),
      z.maxLength(PASSWORD_MAX_LENGTH, m.tooLong(PASSWORD_MAX_LENGTH)),
    )

/** A login name as typed: required and no longer than an e-mail address can be. */
export const typedEmail = () =>
  requiredString().check(z.maxLength(EMAIL_MAX_LENGTH, m.tooLong(EMAIL_MAX_LENGTH)))
