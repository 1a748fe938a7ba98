// The cookie answer that the newsletter promotion waits for.
import { beforeEach, describe, expect, it, vi } from 'vitest'

// Test files share one document and module registry here: each case starts with no answer given
// and fresh modules (whatever another file chose).
beforeEach(() => {
  document.cookie = 'cookie-consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  vi.resetModules()
})

describe('whenConsentAnswered', () => {
  it('runs at once, from the page load, when an earlier visit answered', async () => {
    document.cookie = 'cookie-consent=rejected; path=/'
    const { whenConsentAnswered } = await import('./consent-answer')
    const then = vi.fn()
    whenConsentAnswered(then)
    expect(then).toHaveBeenCalledWith(0)
  })

  it('waits for the answer and hands over when it came', async () => {
    const { whenConsentAnswered } = await import('./consent-answer')
    const { chooseConsent } = await import('./consent')
    const then = vi.fn()
    whenConsentAnswered(then)
    expect(then).not.toHaveBeenCalled()
    const before = performance.now()
    chooseConsent('accepted')
    expect(then).toHaveBeenCalledTimes(1)
    expect(then.mock.calls[0]![0]).toBeGreaterThanOrEqual(before)
  })

  it('stops waiting when asked to', async () => {
    const { whenConsentAnswered, consentAnswered } = await import('./consent-answer')
    const then = vi.fn()
    const stop = whenConsentAnswered(then)
    stop()
    consentAnswered()
    expect(then).not.toHaveBeenCalled()
  })
})
