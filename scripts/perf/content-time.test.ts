// The pure parts of the time to content (npm run perf): median, ratios, rows and table.
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { contentRows, contentTable, median, ratio } from './content-time.mjs'

describe('median', () => {
  it('takes the middle run and leaves failed runs out', () => {
    expect(median([900, 300, 600])).toBe(600)
    expect(median([900, null, 300])).toBe(600)
    expect(median([null])).toBeNull()
  })
})

describe('ratio', () => {
  it('is unknown without both figures', () => {
    expect(ratio(1500, 600)).toBe(2.5)
    expect(ratio(null, 600)).toBeNull()
    expect(ratio(1500, 0)).toBeNull()
  })
})

describe('contentRows and contentTable', () => {
  const runs = {
    now: { floor: [500, 600, 550], '/': [1200, 1300, 1250], '/faq': [1600, null, 1400] },
    against: { floor: [520, 560, 540], '/': [1600, 1650, 1700], '/faq': [2800, 2900, 2700] },
  }
  const rows = contentRows(runs, ['/', '/faq'], 'floor')

  it('gives each route its median, its ratio to the floor of the same build and to the other build', () => {
    expect(rows.map((r: { route: string }) => r.route)).toEqual(['floor', '/', '/faq'])
    const home = rows[1]
    expect(home.medianMs).toBe(1250)
    expect(home.timesFloor).toBeCloseTo(1250 / 550)
    expect(home.againstTimesFloor).toBeCloseTo(1650 / 540)
    expect(home.timesAgainst).toBeCloseTo(1250 / 1650)
    expect(home.met).toBe(true)
    expect(rows[2].medianMs).toBe(1500)
    expect(rows[2].met).toBe(false)
    expect(rows[0].met).toBeNull()
  })

  it('prints one line per route with the goal and the other build', () => {
    const lines = contentTable(rows, { rate: 4, againstLabel: 'against 13ad8b1' })
    expect(lines[0]).toContain('CPU 4×')
    expect(lines[1]).toMatch(/route\s+runs\s+median\s+\/floor\s+goal\s+against 13ad8b1/)
    expect(lines[4]).toMatch(
      /^\/\s+1200 1300 1250\s+1250 ms\s+2\.27×\s+✓ ≤ 2\.5×\s+1650 ms\s+3\.06×\s+0\.76×$/,
    )
    expect(lines[5]).toContain('1600 ✗ 1400')
    expect(lines[5]).toContain('✗ > 2.5×')
  })

  it('has no comparison columns without another build', () => {
    const alone = contentRows({ now: runs.now }, ['/'], 'floor')
    expect(alone[1].timesAgainst).toBeNull()
    expect(contentTable(alone, { rate: 4 })[1]).not.toContain('this/against')
  })
})
