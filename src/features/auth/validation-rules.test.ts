// The spec's password and email rules as the forms use them (src/lib/validation), by property.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emailSchema, isValidPassword, passwordSchema } from '@/lib/validation'
import { common } from '@/messages/nl/common'

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''))
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''))
const digit = fc.constantFrom(...'0123456789'.split(''))

describe('password rule', () => {
  it('property: ≥ 6 characters with an uppercase, a lowercase letter and a digit is valid', () => {
    fc.assert(
      fc.property(
        upper,
        lower,
        digit,
        fc.string({ minLength: 3, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (u, l, d, rest, seed) => {
          const chars = [u, l, d, ...rest]
          // Shuffle deterministically so the required characters can be anywhere.
          const shuffled = chars
            .map((c, i) => ({ c, k: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.c)
            .join('')
          expect(isValidPassword(shuffled)).toBe(true)
          expect(passwordSchema.safeParse(shuffled).success).toBe(true)
        },
      ),
    )
  })

  it('property: anything shorter than 6 characters is refused with "Geen geldig password"', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 5 }), (value) => {
        expect(isValidPassword(value)).toBe(false)
        const result = passwordSchema.safeParse(value)
        expect(result.success).toBe(false)
        expect(result.error?.issues[0]?.message).toBe(common.validation.password)
      }),
    )
  })

  it('property: missing a digit, an uppercase or a lowercase letter is refused', () => {
    const noDigit = fc.stringMatching(/^[A-Za-z!?. ]{6,20}$/)
    const noUpper = fc.stringMatching(/^[a-z0-9!?. ]{6,20}$/)
    const noLower = fc.stringMatching(/^[A-Z0-9!?. ]{6,20}$/)
    fc.assert(
      fc.property(fc.oneof(noDigit, noUpper, noLower), (value) => {
        expect(isValidPassword(value)).toBe(false)
      }),
    )
  })

  it('an empty password is "Verplicht"', () => {
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe(common.validation.required)
  })
})

describe('email rule', () => {
  const local = fc
    .stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}[a-z0-9]$/)
    .filter((s) => !s.includes('..'))
  const domain = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)
  const tld = fc.stringMatching(/^[a-z]{2,6}$/)

  it('property: ordinary addresses are valid', () => {
    fc.assert(
      fc.property(local, domain, tld, (l, d, t) => {
        expect(emailSchema.safeParse(`${l}@${d}.${t}`).success).toBe(true)
      }),
    )
  })

  it('property: text without an @ is "Geen geldig emailadres"', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((s) => !s.includes('@') && s.trim() !== ''),
        (value) => {
          const result = emailSchema.safeParse(value)
          expect(result.success).toBe(false)
          expect(result.error?.issues[0]?.message).toBe(common.validation.email)
        },
      ),
    )
  })

  it('refuses broken addresses and requires a value', () => {
    for (const bad of ['a@', '@b.nl', 'a@b', 'a b@c.nl', 'a@@b.nl']) {
      expect(emailSchema.safeParse(bad).error?.issues[0]?.message).toBe(common.validation.email)
    }
    expect(emailSchema.safeParse('   ').error?.issues[0]?.message).toBe(common.validation.required)
  })
})
