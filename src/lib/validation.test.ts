import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { emailSchema, isValidPassword, isValidPostalCode, normalizePostalCode, passwordSchema } from './validation'

describe('validation rules', () => {
  it('accepts 4 digits, an optional space and 2 letters as postal code', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.boolean(), fc.stringMatching(/^[a-zA-Z]{2}$/), (digits, space, letters) => {
        const code = `${String(digits).padStart(4, '0')}${space ? ' ' : ''}${letters}`
        expect(isValidPostalCode(code)).toBe(true)
        expect(normalizePostalCode(code)).toBe(`${String(digits).padStart(4, '0')} ${letters.toUpperCase()}`)
      }),
    )
  })
  it('rejects anything else as postal code', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        fc.pre(!/^\s*\d{4} ?[a-zA-Z]{2}\s*$/.test(value))
        expect(isValidPostalCode(value)).toBe(false)
      }),
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
    expect(emailSchema.safeParse('geen-mail').error?.issues[0]?.message).toBe('Geen geldig emailadres')
    expect(emailSchema.safeParse('sanne@example.nl').success).toBe(true)
  })
})
