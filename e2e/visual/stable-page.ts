// What makes a screenshot the same on every run and every machine: fonts the repo carries (not the
// machine's), a clock standing still at one instant, no request leaving the preview server, and a
// page that has finished loading, moving and decoding before the picture is taken.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, waitForApp, waitForSettledPage } from '../fixtures'

/**
 * The instant every visual state is seen at: a Tuesday morning in March 2026, Amsterdam time. Inside
 * every seeded discount window that is open today (the percentage-only one opens 2026-02-01), after
 * every seeded order, and within a shop's opening hours; a token the mock hands out now is still
 * valid then (only its expiry is read).
 */
export const VISUAL_NOW = new Date('2026-03-10T09:30:00Z')

/** The shipped fonts (e2e/visual/fonts, SIL Open Font License), served to the page from disk. */
const fontFiles = {
  'inter-latin.woff2': 'inter-latin-wght-normal.woff2',
  'inter-latin-ext.woff2': 'inter-latin-ext-wght-normal.woff2',
  'symbols.woff2': 'noto-sans-symbols-2-symbols-400-normal.woff2',
  'math.woff2': 'noto-sans-symbols-2-math-400-normal.woff2',
} as const
const fontRoute = '/__visual-fonts/'
const fontDir = fileURLToPath(new URL('./fonts/', import.meta.url))
const fontBytes = new Map(
  Object.entries(fontFiles).map(([route, file]) => [route, readFileSync(fontDir + file)]),
)

/**
 * Inter (a variable font: every weight the shop uses from one file) for text, Noto Sans Symbols 2
 * for the few signs Inter's Latin subsets lack (✓ ▾ → ↔ ≥). Forced on every element, form controls
 * and pseudo-elements included, so no glyph comes from the machine's fonts.
 */
const fontCss = `
@font-face { font-family: 'Visual Inter'; font-weight: 100 900; font-style: normal;
  src: url(${fontRoute}inter-latin.woff2) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304,
    U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD; }
@font-face { font-family: 'Visual Inter'; font-weight: 100 900; font-style: normal;
  src: url(${fontRoute}inter-latin-ext.woff2) format('woff2');
  unicode-range: U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF,
    U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF; }
@font-face { font-family: 'Visual Symbols'; font-weight: 400; font-style: normal;
  src: url(${fontRoute}symbols.woff2) format('woff2'); }
@font-face { font-family: 'Visual Symbols Math'; font-weight: 400; font-style: normal;
  src: url(${fontRoute}math.woff2) format('woff2'); }
*, *::before, *::after {
  font-family: 'Visual Inter', 'Visual Symbols', 'Visual Symbols Math' !important;
}
`

/**
 * Call before the first navigation. The page must be in a context with `bypassCSP: true`: the
 * shop's policy rightly refuses the injected style sheet.
 */
export async function prepareStablePage(page: Page) {
  await page.clock.setFixedTime(VISUAL_NOW)
  // Nothing from outside the preview server (a map tile, a font CDN) can change a picture.
  await page.route(
    (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  )
  await page.route(`**${fontRoute}*`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(fontRoute.length)
    const body = fontBytes.get(name)
    return body
      ? route.fulfill({ body, contentType: 'font/woff2' })
      : route.fulfill({ status: 404, body: '' })
  })
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style')
      style.dataset.visualFonts = ''
      style.textContent = css
      document.head.append(style)
    }
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', add, { once: true })
    else add()
  }, fontCss)
}

/**
 * Waits until the page is ready for its picture: the app has taken over the static first screen,
 * the shipped fonts are loaded (and the machine's are not used), nothing moves or shows as busy,
 * and every image in view is loaded and decoded.
 */
export async function waitForStablePage(page: Page) {
  await waitForApp(page)
  const fonts = await page.evaluate(async () => {
    await Promise.all([
      document.fonts.load('400 16px "Visual Inter"'),
      document.fonts.load('700 16px "Visual Inter"'),
    ])
    await document.fonts.ready
    return {
      injected: document.querySelectorAll('style[data-visual-fonts]').length,
      loaded: document.fonts.check('16px "Visual Inter"'),
    }
  })
  expect(fonts, 'the shipped fonts are in the page and loaded').toEqual({
    injected: 1,
    loaded: true,
  })
  await waitForSettledPage(page)
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => {
              const box = img.getBoundingClientRect()
              return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
            })
            .filter((img) => !img.complete)
            .map((img) => img.currentSrc || img.src),
        ),
      { message: 'images in view still loading', timeout: 10_000 },
    )
    .toEqual([])
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => img.complete && img.naturalWidth > 0)
        .map((img) => img.decode().catch(() => undefined)),
    ),
  )
  // Fonts that arrived late can still start a reflow: let two quiet frames pass once more.
  await waitForSettledPage(page)
}

/**
 * The fonts the browser really drew the page's text with (family names, as the font files call
 * themselves), read through the DevTools protocol: proof that no glyph fell back to a machine font.
 */
export async function fontsDrawnWith(page: Page): Promise<string[]> {
  // Only the elements that hold text themselves (placeholders and values of fields included).
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('body *')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())
      if (ownText || el.matches('input, textarea, select')) el.setAttribute('data-glyph-probe', '')
    }
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
    nodeId: root.nodeId,
    selector: '[data-glyph-probe]',
  })
  // All asked at once: one round trip per element in turn took half a minute on a busy machine.
  const answers = await Promise.all(
    nodeIds.map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })),
  )
  await cdp.detach()
  return [...new Set(answers.flatMap((a) => a.fonts.map((font) => font.familyName)))].sort()
}
