// Reset-password tokens: any URL-encoded token up to 1,024 characters passes unchanged.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readResetToken, resetTokenQuery } from './reset-token'

describe('readResetToken', () => {
  it('keeps base64 characters, encoded or not', () => {
    expect(readResetToken('?token=ab%2Bcd%2Fef%3D%3D')).toBe('ab+cd/ef==')
    expect(readResetToken('?token=ab+cd/ef==')).toBe('ab+cd/ef==')
    expect(readResetToken('?x=1&token=abc_-.~')).toBe('abc_-.~')
  })

  it('accepts 1,024 characters and refuses more, empty, broken encoding and control characters', () => {
    expect(readResetToken(`?token=${'a'.repeat(1024)}`)).toHaveLength(1024)
    expect(readResetToken(`?token=${'a'.repeat(1025)}`)).toBeNull()
    expect(readResetToken('?token=')).toBeNull()
    expect(readResetToken('?other=1')).toBeNull()
    expect(readResetToken('?token=%E0%A4%A')).toBeNull()
    expect(readResetToken('?token=ab%0Acd')).toBeNull()
  })

  it('property: any printable token survives the trip through a link unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({
          minLength: 1,
          maxLength: 1024,
          unit: fc.constantFrom(...'AZaz09+/=_-.~%&#? é'.split('')),
        }),
        (token) => {
          expect(readResetToken(resetTokenQuery(token))).toBe(token)
        },
      ),
    )
  })
})
