import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as z from 'zod/mini'
import { common } from '@/messages/nl/common'
import {
  birthDateProblem,
  checkPostalCodeForCountry,
  emailSchema,
  isValidPassword,
  isValidPostalCode,
  isValidPostalCodeFor,
  normalizePostalCode,
  normalizePostalCodeFor,
  passwordSchema,
} from './validation'

describe('validation rules', () => {
  it('accepts 4 digits, an optional space and 2 letters as postal code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.boolean(),
        fc.stringMatching(/^[a-zA-Z]{2}$/),
        (digits, space, letters) => {
          const code = `${String(digits).padStart(4, '0')}${space ? ' ' : ''}${letters}`
          expect(isValidPostalCode(code)).toBe(true)
          expect(normalizePostalCode(code)).toBe(
            `${String(digits).padStart(4, '0')} ${letters.toUpperCase()}`,
          )
        },
      ),
    )
  })
  it('rejects near misses of a postal code', () => {
    // fc.string() almost never comes close to '1234 AB'; these start from a good code and break one thing.
    const digit = fc.integer({ min: 0, max: 9 }).map(String)
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
    const digits = (n: number) =>
      fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''))
    const letters = (n: number) =>
      fc.array(letter, { minLength: n, maxLength: n }).map((l) => l.join(''))
    const space = fc.constantFrom('', ' ')
    const nearMiss = fc.oneof(
      fc.tuple(digits(3), space, letters(2)).map(([d, s, l]) => `${d}${s}${l}`), // 3 digits
      fc.tuple(digits(5), space, letters(2)).map(([d, s, l]) => `${d}${s}${l}`), // 5 digits
      fc.tuple(digits(4), space, letters(1)).map(([d, s, l]) => `${d}${s}${l}`), // one letter
      fc.tuple(digits(4), space, letters(3)).map(([d, s, l]) => `${d}${s}${l}`), // three letters
      fc.tuple(letters(2), space, digits(4)).map(([l, s, d]) => `${l}${s}${d}`), // swapped
      fc.tuple(digits(3), letter, letters(2)).map(([d, x, l]) => `${d}${x} ${l}`), // letter for a digit
      fc.tuple(digits(4), digit, letter).map(([d, x, l]) => `${d} ${x}${l}`), // digit for a letter
      fc
        .tuple(digits(4), fc.constantFrom('  ', '\t', '-', '.'), letters(2))
        .map(([d, s, l]) => `${d}${s}${l}`), // wrong gap
      fc.tuple(digits(2), digits(2), letters(2)).map(([a, b, l]) => `${a} ${b}${l}`), // space inside the digits
    )
    fc.assert(
      fc.property(nearMiss, (value) => {
        expect(isValidPostalCode(value)).toBe(false)
      }),
      { numRuns: 500 },
    )
    expect(isValidPostalCode('123 AB')).toBe(false)
    expect(isValidPostalCode('1234  AB')).toBe(false)
    expect(isValidPostalCode('1234ABC')).toBe(false)
  })
  it('requires 6+ characters with an uppercase, a lowercase letter and a digit', () => {
    expect(isValidPassword('Welkom1')).toBe(true)
    expect(isValidPassword('Wel1a')).toBe(false)
    expect(isValidPassword('welkom1')).toBe(false)
    expect(isValidPassword('WELKOM1')).toBe(false)
    expect(isValidPassword('Welkomm')).toBe(false)
    expect(passwordSchema.safeParse('kort').error?.issues[0]?.message).toBe('Geen geldig password')
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe('Verplicht')
  })
  it('gives the Dutch messages for e-mail', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('Verplicht')
    expect(emailSchema.safeParse('geen-mail').error?.issues[0]?.message).toBe(
      'Geen geldig emailadres',
    )
    expect(emailSchema.safeParse('sanne@example.nl').success).toBe(true)
  })
})

describe('postal code per country', () => {
  const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`))
  // Near misses: one digit short or long, a letter in place of a digit, the Dutch shape.
  const nearMisses = (n: number) =>
    fc.oneof(
      digits(n - 1),
      digits(n + 1),
      fc.tuple(digits(n - 1), fc.stringMatching(/^[a-zA-Z]$/)).map(([d, l]) => `${d}${l}`),
      fc.tuple(digits(4), fc.stringMatching(/^ ?[a-zA-Z]{2}$/)).map(([d, l]) => `${d}${l}`),
    )

  it.each([
    ['BE', 4],
    ['LU', 4],
    ['DE', 5],
  ] as const)('%s takes exactly %i digits and refuses near misses', (country, n) => {
    fc.assert(fc.property(digits(n), (code) => isValidPostalCodeFor(country, code)))
    fc.assert(fc.property(nearMisses(n), (code) => !isValidPostalCodeFor(country, code)))
  })

  it('NL keeps the Dutch pattern and refuses bare digits', () => {
    fc.assert(
      fc.property(digits(4), fc.boolean(), fc.stringMatching(/^[a-zA-Z]{2}$/), (d, space, l) => {
        expect(isValidPostalCodeFor('NL', `${d}${space ? ' ' : ''}${l}`)).toBe(true)
        expect(isValidPostalCodeFor('NL', d)).toBe(false)
        expect(isValidPostalCodeFor('NL', `${d}${l.slice(0, 1)}`)).toBe(false)
      }),
    )
  })

  it('gives the message of the chosen country and normalises only Dutch codes to "1234 AB"', () => {
    const schema = z
      .object({ countryCode: z.string(), postalCode: z.string() })
      .check(z.superRefine(checkPostalCodeForCountry))
    const messageOf = (countryCode: string, postalCode: string) =>
      schema.safeParse({ countryCode, postalCode }).error?.issues[0]?.message
    expect(messageOf('DE', '1011')).toBe(common.validation.postalCodeFor('DE'))
    expect(messageOf('BE', '1011 AB')).toBe(common.validation.postalCodeFor('BE'))
    expect(messageOf('BE', '1000')).toBeUndefined()
    expect(messageOf('NL', '1000')).toBe(common.validation.postalCode)
    expect(normalizePostalCodeFor('NL', '1234ab')).toBe('1234 AB')
    expect(normalizePostalCodeFor('DE', ' 10115 ')).toBe('10115')
  })
})

describe('date of birth', () => {
  // 23:30 on 31 December in Amsterdam is already 1 January there, not yet in UTC.
  const now = new Date('2025-12-31T23:30:00Z')

  it('takes an empty value, a real past date and today', () => {
    expect(birthDateProblem('', now)).toBeNull()
    expect(birthDateProblem('1990-04-12', now)).toBeNull()
    expect(birthDateProblem('2026-01-01', now)).toBeNull()
  })

  it('refuses a day after today in the shop’s calendar', () => {
    expect(birthDateProblem('2026-01-02', now)).toBe('future')
    expect(birthDateProblem('2099-06-01', now)).toBe('future')
  })

  it('refuses what is no date of birth', () => {
    for (const value of ['1990-02-30', '1990-13-01', '12-04-1990', '1899-12-31', 'gisteren'])
      expect(birthDateProblem(value, now), value).toBe('invalid')
  })
})
