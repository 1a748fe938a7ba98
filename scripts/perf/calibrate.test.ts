// The calibration formula of `npm run perf`, checked at the calculator's band edges.
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { cpuMultiplierFor } from './calibrate.mjs'

describe('cpuMultiplierFor', () => {
  it.each([
    [1300, 3],
    [1533, 4],
    [2465, 8],
    [3400, 8],
    [800, 2],
    [1050, 2.5],
    [799, 2],
    [475, 1.5],
    [100, 1],
  ])('benchmarkIndex %d gives %d×', (index, factor) => {
    expect(cpuMultiplierFor(index)).toBeCloseTo(factor, 2)
  })

  it('falls back to Lighthouse’s 4× when the index is unknown', () => {
    expect(cpuMultiplierFor(null)).toBe(4)
  })
})
