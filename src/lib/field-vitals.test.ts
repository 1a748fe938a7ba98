import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cookieNames } from './cookie-names'
import type { VitalMetric } from './field-vitals'

// web-vitals stands in as a fake whose loading is seen (its factory runs only on import, once per
// fresh page), and the first paint comes when the test says so.
const fake = vi.hoisted(() => ({
  imports: 0,
  callbacks: new Map<string, (metric: unknown) => void>(),
  paints: [] as Array<() => void>,
}))
vi.mock('./after-first-paint', () => ({
  afterFirstPaint: (then: () => void) => {
    fake.paints.push(then)
    return () => undefined
  },
}))

/** A fresh page: the modules as just loaded, with their own consent listeners. */
async function freshPage() {
  vi.resetModules()
  vi.doMock('web-vitals', () => {
    fake.imports += 1
    const on = (name: string) => (callback: (metric: unknown) => void) => {
      fake.callbacks.set(name, callback)
    }
    return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS') }
  })
  const { startFieldVitals } = await import('./field-vitals')
  const { chooseConsent } = await import('./consent')
  return { startFieldVitals, chooseConsent }
}

/** The first paint happens; then the dynamic import and its `then` have their turn. */
async function paint() {
  for (const then of fake.paints.splice(0)) then()
  await vi.waitFor(() => expect(fake.imports).toBeGreaterThan(0), { timeout: 1000 })
  await new Promise((resolve) => setTimeout(resolve, 0))
}

const lcp: VitalMetric = {
  name: 'LCP',
  value: 2143.6,
  delta: 2143.6,
  rating: 'good',
  id: 'v5-1-1',
  navigationType: 'navigate',
}

describe('startFieldVitals', () => {
  beforeEach(() => {
    fake.imports = 0
    fake.callbacks.clear()
    fake.paints.length = 0
    delete window.dataLayer
    Cookies.remove(cookieNames.consent)
  })
  afterEach(() => {
    Cookies.remove(cookieNames.consent)
    delete window.dataLayer
  })

  it('with consent, loads web-vitals after the first paint and pushes LCP, INP and CLS', async () => {
    Cookies.set(cookieNames.consent, 'accepted')
    const { startFieldVitals } = await freshPage()
    startFieldVitals()
    expect(fake.imports).toBe(0)
    await paint()
    expect([...fake.callbacks.keys()].sort()).toEqual(['CLS', 'INP', 'LCP'])

    fake.callbacks.get('LCP')!(lcp)
    fake.callbacks.get('CLS')!({
      ...lcp,
      name: 'CLS',
      value: 0.12345,
      delta: 0.02345,
      rating: 'needs-improvement',
      id: 'v5-1-2',
    })
    expect(window.dataLayer).toEqual([
      {
        event: 'web_vitals',
        metric_name: 'LCP',
        metric_value: 2144,
        metric_delta: 2144,
        metric_rating: 'good',
        metric_id: 'v5-1-1',
        navigation_type: 'navigate',
      },
      {
        event: 'web_vitals',
        metric_name: 'CLS',
        metric_value: 0.123,
        metric_delta: 0.023,
        metric_rating: 'needs-improvement',
        metric_id: 'v5-1-2',
        navigation_type: 'navigate',
      },
    ])
  })

  it('without consent, never loads web-vitals and pushes nothing', async () => {
    const { startFieldVitals } = await freshPage()
    startFieldVitals()
    for (const then of fake.paints.splice(0)) then()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fake.imports).toBe(0)
    expect(fake.paints).toEqual([])
    expect(window.dataLayer).toBeUndefined()
  })

  it('a rejection keeps it off', async () => {
    const { startFieldVitals, chooseConsent } = await freshPage()
    startFieldVitals()
    chooseConsent('rejected')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fake.paints).toEqual([])
    expect(fake.imports).toBe(0)
  })

  it('starts when the visitor accepts later in the visit', async () => {
    const { startFieldVitals, chooseConsent } = await freshPage()
    startFieldVitals()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fake.imports).toBe(0)

    chooseConsent('accepted')
    await paint()
    expect(fake.imports).toBe(1)
    fake.callbacks.get('INP')!({
      ...lcp,
      name: 'INP',
      value: 184,
      delta: 184,
      rating: 'needs-improvement',
    })
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'web_vitals', metric_name: 'INP', metric_value: 184 }),
    ])
  })

  it('started twice, loads and reports once', async () => {
    Cookies.set(cookieNames.consent, 'accepted')
    const { startFieldVitals } = await freshPage()
    startFieldVitals()
    startFieldVitals()
    expect(fake.paints).toHaveLength(1)
  })
})
