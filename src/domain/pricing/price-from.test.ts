import { describe, expect, it } from 'vitest'
import { isPriceFrom } from './price-from'

describe('isPriceFrom', () => {
  it("says 'vanaf' only where the highest price is above the lowest", () => {
    expect(isPriceFrom(1495, 3995)).toBe(true)
    expect(isPriceFrom(5495, 5495)).toBe(false)
    expect(isPriceFrom(5495, null)).toBe(false)
  })
})
