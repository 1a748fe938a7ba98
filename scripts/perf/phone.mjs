// The phone both in-browser measures load pages on (the taps of inp.mjs, the time to content of
// content-time.mjs): 390 × 844 CSS px at 3× pixels, touch, Dutch.
export const phoneViewport = { width: 390, height: 844 }

/** A new browser context that is that phone. */
export function phoneContext(browser) {
  return browser.newContext({
    viewport: phoneViewport,
    screen: phoneViewport,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  })
}
