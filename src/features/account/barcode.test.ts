// The loyalty card's barcode against published vectors: a scanner reads exactly these modules.
import { describe, expect, it } from 'vitest'
import { barRuns, encodeCardNumber } from './barcode'

describe('encodeCardNumber', () => {
  it('encodes a valid EAN-13 as EAN-13 (the published example 5901234123457)', () => {
    // Binary encoding from the EAN-13 article (GS1 structure): guards 101, L/G by the first digit, 01010, R, 101.
    expect(encodeCardNumber('5901234123457')).toEqual({
      format: 'EAN13',
      modules:
        '10100010110100111011001100100110111101001110101010110011011011001000010101110010011101000100101',
    })
  })

  it('builds every EAN-13 of 95 modules with start, centre and end guards', () => {
    for (const code of ['4006381333931', '2612345678905', '8710398503114']) {
      const barcode = encodeCardNumber(code)
      expect(barcode?.format).toBe('EAN13')
      expect(barcode?.modules).toHaveLength(95)
      expect(barcode?.modules.slice(0, 3)).toBe('101')
      expect(barcode?.modules.slice(45, 50)).toBe('01010')
      expect(barcode?.modules.slice(-3)).toBe('101')
    }
  })

  it('falls back to Code 128 when the check digit does not fit EAN-13 or the length differs', () => {
    // 4006381333932: the published 4006381333931 with a wrong check digit.
    for (const code of ['4006381333932', '123456', 'KAART-42']) {
      const barcode = encodeCardNumber(code)
      expect(barcode?.format).toBe('CODE128')
      // Code 128 always ends with the stop pattern 1100011101011.
      expect(barcode?.modules.endsWith('1100011101011')).toBe(true)
    }
    // Start C (11010011100), 12, 34, 56, check value 44, stop: Code 128 set C for '123456'.
    expect(encodeCardNumber('123456')?.modules).toBe(
      '11010011100' +
        '10110011100' +
        '10001011000' +
        '11100010110' +
        '10001101110' +
        '1100011101011',
    )
    expect(encodeCardNumber('  ')).toBeNull()
  })

  it('turns modules into bar runs', () => {
    expect(barRuns('1011100')).toEqual([
      { x: 0, width: 1 },
      { x: 2, width: 3 },
    ])
  })
})
