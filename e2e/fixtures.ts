// Shared Playwright fixtures: an axe check (WCAG 2.x A/AA) and helpers every flow uses.
import { mkdirSync } from 'node:fs'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import axe from 'axe-core'

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface Violation {
  id: string
  impact: string | null | undefined
  help: string
  targets: string[]
}

/**
 * What the page shows while it still works: the request progress bar (also in its closing
 * 300 ms), a spinner, or a region marked busy. axe scans none of these half-states.
 */
const busySelector = '.request-progress, .spinner-border, [aria-busy="true"]'

/** The app has adopted the static first screen and rendered this visitor's page (src/app/adopt.ts). */
export const appReady = 'html[data-app="ready"]'

/**
 * Waits until the app has adopted the static first screen. Before that the page already shows
 * a header, a search box and (on home) a heading from HTML and the boot script, but none of it
 * works yet: a flow that types, or goes offline, must wait for the app. With a paused clock
 * (`page.clock`), pass `advanceClock`: the boot script starts the app on a timer after the first
 * paint, so the clock is moved on 20 ms at a time until it has.
 */
export async function waitForApp(page: Page, { advanceClock = false } = {}) {
  const ready = page.locator(appReady)
  if (!advanceClock) return expect(ready).toHaveCount(1, { timeout: 15_000 })
  await expect
    .poll(
      async () => {
        await page.clock.runFor(20)
        return ready.count()
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(1)
}

/**
 * Gives the loaded page another width, as a shopper turning a tablet or widening a window does, and
 * waits two frames so what follows the resize (media queries, a listener that renders again) has
 * drawn. For a page whose layout follows a resize: one load and a resize per width costs less than
 * a load per width. Where the first render depends on the width (the header's menu chosen at load),
 * load at each width instead.
 */
export async function resizeTo(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * With a paused clock: moves page time on 100 ms at a time until the locator shows. For what comes
 * after real network time and then React's own timers (a lazily loaded modal that Suspense reveals),
 * which one big step taken before the code arrived would never reach.
 */
export async function runClockUntilVisible(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100)
        return locator.isVisible()
      },
      // Each poll moves page time 100 ms: at expect.poll's growing intervals (up to 1 s) 5 s of page
      // time took 20 s of real time, the whole timeout, and a loaded machine failed the flow.
      { timeout: 20_000, intervals: [50] },
    )
    .toBe(true)
}

/**
 * Waits until the page has settled: no CSS transition or finite animation running (a scan in the
 * middle of a colour change reports contrast that no user sees at rest) and nothing shown as
 * loading. Two frames in a row must be quiet, so a transition that starts on the next frame counts.
 */
export async function waitForSettledPage(page: Page, timeout = 10_000) {
  await page
    .waitForFunction(
      (selector) => {
        const w = window as unknown as { __quietFrames?: number }
        const moving = document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
          )
        const busy = [...document.querySelectorAll<HTMLElement>(selector)].some(
          (el) => el.getClientRects().length > 0,
        )
        w.__quietFrames = moving || busy ? 0 : (w.__quietFrames ?? 0) + 1
        return w.__quietFrames >= 2
      },
      busySelector,
      { polling: 'raf', timeout },
    )
    .catch((error: unknown) => {
      throw new Error(`the page did not settle within ${timeout} ms before the axe scan`, {
        cause: error,
      })
    })
}

/**
 * axe's WCAG 2.x A/AA violations on the settled page, one readable line each (none: []). The sweep
 * (e2e/layout.spec.ts) scans every route and open state whole, once; a flow scans only the part it
 * changed: `include` (the form, the dialog, the step), so the same page is not scanned again.
 * axe-core is put into the page once per document and run there directly: @axe-core/playwright
 * injects its half-megabyte source again on every scan, which took most of the sweep's time (about
 * 3 s of a 4.5 s scan on the CI machine). The page has no iframes, which is what the builder adds.
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
): Promise<string[]> {
  await waitForSettledPage(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async ({ tags, exclude, include }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run
      const context: axe.ElementContext =
        include.length > 0
          ? {
              include: include.map((selector) => [selector]),
              exclude: exclude.map((selector) => [selector]),
            }
          : exclude.length > 0
            ? { exclude: exclude.map((selector) => [selector]) }
            : document
      // Node details only for what is reported: passes are counted, not described (about 40 %
      // less work per scan on a listing).
      const results = await run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations', 'incomplete'],
      })
      // A target under an open dialog, menu or toast cannot be tapped at all while it is open: its
      // size is not what target-size is about (the layer's own targets are still measured).
      const uncovered = (selector: string) => {
        const el = document.querySelector(selector)
        if (!el) return true
        const box = el.getBoundingClientRect()
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        if (hit && !el.contains(hit) && !hit.contains(el)) return false
        // Partly under a sticky or fixed bar (the header, a sticky buy bar) at this scroll
        // position: scrolled into view, the target is whole again.
        const layerOf = (node: Element | null) => {
          for (let n = node; n; n = n.parentElement) {
            const position = getComputedStyle(n).position
            if (position === 'fixed' || position === 'sticky') return n
          }
          return null
        }
        const corners: [number, number][] = [
          [box.left + 1, box.top + 1],
          [box.right - 1, box.top + 1],
          [box.left + 1, box.bottom - 1],
          [box.right - 1, box.bottom - 1],
        ]
        return !corners.some(([x, y]) => {
          const over = document.elementFromPoint(x, y)
          if (!over || el.contains(over) || over.contains(el)) return false
          const layer = layerOf(over)
          return !!layer && !layer.contains(el)
        })
      }
      const found = results.violations
        .map((v) => ({
          ...v,
          nodes:
            v.id === 'target-size'
              ? v.nodes.filter((n) => uncovered(String(n.target[0])))
              : v.nodes,
        }))
        .filter((v) => v.nodes.length > 0)
      // Text drawn in the colour of its own background (1:1) is left by axe for a person to judge
      // ('incomplete'): on a shop page that is text nobody can read, such as a blank menu.
      const invisible = results.incomplete
        .filter((v) => v.id === 'color-contrast')
        .map((v) => ({
          ...v,
          help: 'Text has the colour of its background (contrast 1:1)',
          nodes: v.nodes.filter((n) =>
            n.any.some(
              (check) =>
                (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio',
            ),
          ),
        }))
        .filter((v) => v.nodes.length > 0)
      return [...found, ...invisible].map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }))
    },
    { tags: wcagTags, exclude: options.exclude ?? [], include: options.include ?? [] },
  )
  return violations.map(
    (v: Violation) => `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.targets.join(', ')})`,
  )
}

/** Fails with the readable list when axe finds any violation (`axeViolations`). */
export async function expectNoA11yViolations(
  page: Page,
  options: { exclude?: string[]; include?: string[] } = {},
) {
  expect(await axeViolations(page, options), 'axe violations').toEqual([])
}

/**
 * The one contrast check written by hand: the WCAG ratio of the element's text colour (or
 * `property`, such as a control's edge) against the first opaque background behind it. Text on a
 * page is axe's to judge (`axeViolations`, which also counts text drawn in its own background's
 * colour); this is for what axe does not measure: a control's outline (3:1, WCAG 1.4.11) and a
 * glyph hidden from assistive technology, such as a stepper's + sign.
 */
export async function contrastOf(
  locator: Locator,
  property: 'color' | 'border-top-color' = 'color',
) {
  return locator.evaluate((el, prop) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((c) => {
        const s = c / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    let node: Element | null = el
    let background = 'rgba(0, 0, 0, 0)'
    while (node) {
      const bg = getComputedStyle(node).backgroundColor
      if ((rgb(bg)[3] ?? 1) > 0 && bg !== 'transparent') {
        background = bg
        break
      }
      node = node.parentElement
    }
    const a = luminance(rgb(getComputedStyle(el).getPropertyValue(prop)))
    const b = luminance(rgb(background))
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
  }, property)
}

/**
 * From the next navigation on, records every Content-Security-Policy violation the page reports
 * (Trusted Types included: a plain string in an HTML, script or script-URL sink) and every
 * uncaught error that names Trusted Types. Read them with `cspViolations(page)`.
 */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective}: ${event.blockedURI || '-'} ${event.sample || ''} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
    window.addEventListener('error', (event) => {
      if (/trusted ?type/i.test(String(event.message))) seen.push(`error: ${event.message}`)
    })
  })
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __csp?: string[] }).__csp ?? ['(no watcher in this document)'],
  )
}

/** How the entry reports a hydration mismatch on the console (src/app/adopt.ts). */
export const HYDRATION_MISMATCH = 'Hydration mismatch:'

export const test = base.extend<{ consent: void }>({
  // Every flow starts with consent given and the newsletter modal already seen today, so neither
  // covers the page; flows about those two clear the cookies themselves.
  consent: [
    async ({ context, baseURL }, use) => {
      const url = baseURL ?? 'http://127.0.0.1:4173'
      await context.addCookies([
        { name: 'cookie-consent', value: 'accepted', url },
        { name: 'newsletter-modal-seen', value: '1', url },
      ])
      await use()
    },
    { auto: true },
  ],
  // THROTTLE=<n> slows each page's CPU n times (Chromium's own throttling): the way to see on a quiet
  // machine a flow that fails only on a busy one (decision 011).
  // Every flow also proves the app adopted the static first screen as it was: a hydration mismatch
  // (reported by the entry, src/app/adopt.ts) fails the test that met it.
  page: async ({ page }, provide) => {
    if (process.env.THROTTLE) {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.THROTTLE) })
    }
    const mismatches: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_MISMATCH))
        mismatches.push(`${page.url()}: ${message.text()}`)
    })
    await provide(page)
    expect(mismatches, 'hydration mismatches').toEqual([])
  },
})

export { expect }

/** Where pictures for looking go: SHOTS=<folder> (SHOTS=1: .tmp/shots); unset, none are taken. */
export const shotsDir = !process.env.SHOTS
  ? null
  : process.env.SHOTS === '1'
    ? '.tmp/shots'
    : process.env.SHOTS

/**
 * A picture for a person to look at, not compared (the baselines in e2e/visual.spec.ts are): written
 * as <shotsDir>/<name>.png only when SHOTS asks for them. Encoding pictures nobody opens was minutes
 * of every `npm test`.
 */
export async function shotForLooking(target: Page | Locator, name: string, fullPage = false) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  const path = `${shotsDir}/${name}.png`
  if ('goto' in target) await target.screenshot({ path, fullPage })
  else await target.screenshot({ path })
}
