// The sweep over every route of the catalogue (e2e/routes.ts): one visit per route, which axe scans
// at 390 and 1280 px (WCAG 2.x A and AA: zero violations of any impact; no Trusted Types violation
// either), and which the layout checks measure at 390, 768 and 1280 px: the page
// never scrolls sideways, no two visible labels, buttons or headings overlap, and no visible text
// field is too narrow to read what is typed in it. One page per route, widened in steps; every
// offender of a route is listed in one failure message. The same visit scans the copy at 1280 px:
// the shop speaks Dutch, so its visible text holds none of the English words a Dutch shopper should
// not meet. A native file input counts as the text it shows ("Choose File", "No file chosen"): the
// browser draws that itself, in English.
import {
  cspViolations,
  expect,
  expectNoA11yViolations,
  waitForSettledPage,
  watchCspViolations,
} from './fixtures'
import type { Page } from '@playwright/test'
import {
  openRoute,
  routeCatalogue,
  routeTest as test,
  routeTitle,
  type RouteSample,
} from './routes'
import { paths } from '../src/lib/paths'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'

const layoutWidths = [390, 768, 1280] as const

/** The narrowest a text field may be: about 12 characters of body text. */
const MIN_FIELD_WIDTH = 100
/** Two boxes that share more than this many pixels each way overlap. */
const OVERLAP_TOLERANCE = 2

interface LayoutReport {
  overflow: string | null
  overlaps: string[]
  narrowFields: string[]
}

/**
 * Runs in the page: the three checks on what is rendered now. Elements count as visible when they
 * have a box, are not hidden by visibility or opacity, are not the visually-hidden pattern (a clip
 * of 1 px) and keep some area inside every ancestor that clips its overflow (a carousel's slides off
 * to the side are not on screen).
 */
function measureLayout({
  minFieldWidth,
  tolerance,
}: {
  minFieldWidth: number
  tolerance: number
}): LayoutReport {
  const viewport = window.innerWidth
  type Box = { left: number; top: number; right: number; bottom: number }

  const describe = (el: Element) => {
    const text = (el as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 40)
    const label =
      text ||
      (el as HTMLInputElement).labels?.[0]?.innerText.trim() ||
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).placeholder ||
      el.getAttribute('name') ||
      ''
    const id = el.id ? `#${el.id}` : ''
    return `<${el.tagName.toLowerCase()}${id}> "${label}"`
  }

  const visibleBox = (el: Element): Box | null => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null
    const rect = el.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) return null
    let box: Box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom }
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
      const clip = node.getBoundingClientRect()
      box = {
        left: Math.max(box.left, clip.left),
        top: Math.max(box.top, clip.top),
        right: Math.min(box.right, clip.right),
        bottom: Math.min(box.bottom, clip.bottom),
      }
      if (box.right - box.left <= 1 || box.bottom - box.top <= 1) return null
    }
    return box
  }

  // 1. Sideways scrolling, with the elements that stick out past the right edge.
  let overflow: string | null = null
  const scrollWidth = document.documentElement.scrollWidth
  if (scrollWidth > viewport) {
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const rect = el.getBoundingClientRect()
        return rect.width > 0 && rect.right > viewport + 0.5
      })
      // The outermost ones: a child of a sticking-out element says nothing new.
      .filter((el, _, all) => !all.some((other) => other !== el && other.contains(el)))
      .slice(0, 5)
      .map(
        (el) =>
          `${describe(el)} .${[...el.classList].join('.')} right=${Math.round(el.getBoundingClientRect().right)}`,
      )
    // Text that runs out of its box (a long word or address) sticks out without any element doing so.
    if (sticking.length === 0) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node && sticking.length < 5; node = walker.nextNode()) {
        // Text of the visually-hidden pattern is clipped to its 1 px box.
        if (node.parentElement!.getBoundingClientRect().width <= 1) continue
        range.selectNodeContents(node)
        const right = range.getBoundingClientRect().right
        if (right > viewport + 0.5)
          sticking.push(
            `text "${node.textContent?.trim().slice(0, 40)}" in ${describe(node.parentElement!)} right=${Math.round(right)}`,
          )
      }
    }
    overflow = `page is ${scrollWidth} px wide: ${sticking.join('; ')}`
  }

  // 2. Labels, buttons and headings that overlap each other.
  const boxed = [
    ...document.body.querySelectorAll(
      'label, button, a.btn, [role="button"], input[type="submit"], input[type="button"], h1, h2, h3, h4, h5, h6, [role="heading"], legend',
    ),
  ]
    .map((el) => ({ el, box: visibleBox(el) }))
    .filter((item): item is { el: Element; box: Box } => item.box !== null)
  const overlaps: string[] = []
  for (let i = 0; i < boxed.length; i++) {
    for (let j = i + 1; j < boxed.length; j++) {
      const a = boxed[i]!
      const b = boxed[j]!
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
      if (x > tolerance && y > tolerance)
        overlaps.push(
          `${describe(a.el)} overlaps ${describe(b.el)} by ${Math.round(x)}×${Math.round(y)} px`,
        )
    }
  }

  // 3. Text fields too narrow for what is typed in them.
  // Number fields are left out: a quantity stepper's few digits fit a narrow field by design.
  const textTypes = new Set(['', 'text', 'email', 'password', 'search', 'tel', 'url', 'date'])
  const narrowFields = [...document.body.querySelectorAll('input, textarea, select')]
    .filter(
      (el) => !(el instanceof HTMLInputElement) || textTypes.has(el.getAttribute('type') ?? ''),
    )
    .filter((el) => visibleBox(el) !== null)
    .map((el) => ({ el, width: el.getBoundingClientRect().width }))
    .filter(({ width }) => width < minFieldWidth)
    .map(({ el, width }) => `${describe(el)} is ${Math.round(width)} px wide`)

  return { overflow, overlaps, narrowFields }
}

/** Two animation frames: media queries apply and the new layout is painted. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** Whole words, case-sensitive: 'Error' and 'Loading' as a label, not inside a Dutch word. */
const englishWords = ['Services', 'Choose File', 'No file chosen', 'Loading', 'Submit', 'Error']

/** What a shopper reads on the page: its visible text and what native file inputs show. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const fileInputs = [
      ...document.querySelectorAll<HTMLInputElement>('input[type="file"]'),
    ].filter((input) => {
      const rect = input.getBoundingClientRect()
      return (
        rect.width > 1 &&
        rect.height > 1 &&
        input.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      )
    })
    return [document.body.innerText, ...fileInputs.map(() => 'Choose File No file chosen')].join(
      '\n',
    )
  })
}

/** The English words in a text, each with the line it stands in. */
function englishIn(text: string): string[] {
  const found: string[] = []
  for (const word of englishWords) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u')
    const line = text.split('\n').find((l) => pattern.test(l))
    if (line !== undefined) found.push(`"${word}" in "${line.trim().slice(0, 80)}"`)
  }
  return found
}

/** Opens a sample and waits for a settled page: no transition, nothing loading, the fonts in. */
async function openSettled(page: Page, route: RouteSample, customerToken = '') {
  await openRoute(page, route, customerToken)
  await page.evaluate(() => document.fonts.ready)
  await waitForSettledPage(page)
}

/** The offenders of one page at every width, from the narrowest up, as lines of text. */
async function layoutOffenders(page: Page): Promise<string[]> {
  const lines: string[] = []
  for (const width of layoutWidths) {
    await page.setViewportSize({ width, height: 900 })
    await nextFrames(page)
    await waitForSettledPage(page)
    const report = await page.evaluate(measureLayout, {
      minFieldWidth: MIN_FIELD_WIDTH,
      tolerance: OVERLAP_TOLERANCE,
    })
    if (report.overflow) lines.push(`${width} px: ${report.overflow}`)
    for (const overlap of report.overlaps) lines.push(`${width} px: ${overlap}`)
    for (const field of report.narrowFields) lines.push(`${width} px: ${field}`)
  }
  return lines
}

test.describe('axe, layout and copy on every route', () => {
  test.describe.configure({ timeout: 90_000 })
  for (const route of routeCatalogue) {
    test(`axe, layout and copy ${routeTitle(route)}`, async ({ page, customerToken }) => {
      await watchCspViolations(page)
      await page.setViewportSize({ width: layoutWidths[0], height: 900 })
      await openSettled(page, route, customerToken)
      await expectNoA11yViolations(page)
      const offenders = await layoutOffenders(page)
      // At 1280 px now: the desktop header, menus and columns.
      await expectNoA11yViolations(page)
      // Trusted Types: nothing on the page (React, Leaflet, our own code) put a plain string in a sink.
      expect(await cspViolations(page), 'CSP violations').toEqual([])
      // At 1280 px now, the last width: the desktop header and menus show their words too.
      const english = englishIn(await visibleText(page))
      expect
        .soft(offenders, `layout offenders on ${route.url}:\n${offenders.join('\n')}`)
        .toEqual([])
      expect(english, `English on ${route.url}:\n${english.join('\n')}`).toEqual([])
    })
  }
})

test('the route catalogue covers every route of the table', () => {
  const covered = new Set(routeCatalogue.map((route) => route.pattern))
  const missing = Object.values(paths).filter((pattern) => !covered.has(pattern))
  expect(missing, 'routes without a sample in e2e/routes.ts').toEqual([])
})

test('the layout check reports an overflow, an overlap and a narrow field', async ({ page }) => {
  await page.setViewportSize({ width: layoutWidths[0], height: 900 })
  await openSettled(page, { pattern: paths.contact, url: '/contact', audience: 'any' })
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    const wide = document.createElement('div')
    wide.style.width = '600px'
    wide.style.height = '10px'
    const pair = document.createElement('div')
    pair.style.position = 'relative'
    pair.style.height = '40px'
    for (const [name, left] of [
      ['Eerste', 0],
      ['Tweede', 20],
    ] as const) {
      const button = document.createElement('button')
      button.textContent = name
      button.style.position = 'absolute'
      button.style.left = `${left}px`
      pair.append(button)
    }
    const field = document.createElement('input')
    field.setAttribute('aria-label', 'Smal')
    field.style.width = '60px'
    main.prepend(wide, pair, field)
  })
  const offenders = (await layoutOffenders(page)).join('\n')
  expect(offenders).toMatch(/390 px: page is \d+ px wide/)
  expect(offenders).toMatch(/<button> "Eerste" overlaps <button> "Tweede"/)
  expect(offenders).toMatch(/<input> "Smal" is 60 px wide/)
})

/**
 * Runs in the page: whether the element shows whole, neither past the window's edges nor cut off by
 * an ancestor that clips or scrolls its overflow (a table scrolled sideways hides its last column).
 */
function showsWhole(el: Element): boolean {
  const rect = el.getBoundingClientRect()
  if (rect.width === 0 || rect.left < 0 || rect.right > window.innerWidth) return false
  for (let node = el.parentElement; node; node = node.parentElement) {
    const style = getComputedStyle(node)
    if (style.overflowX === 'visible') continue
    const clip = node.getBoundingClientRect()
    if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5) return false
  }
  return el.scrollWidth <= el.clientWidth + 1
}

test.describe('layout defects', () => {
  test('every order total shows whole on "Mijn bestellingen" at 390 px', async ({
    page,
    customerToken,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSettled(
      page,
      { pattern: paths.accountOrders, url: paths.accountOrders, audience: 'customer' },
      customerToken,
    )
    const main = page.getByRole('main')
    // The demo customer's orders (three seeded, more when a flow has ordered), each with its total.
    const totals = main.getByText(/^€\s?\d+,\d{2}$/)
    await expect(totals.nth(2)).toBeVisible()
    const count = await totals.count()
    for (const total of await totals.all()) {
      expect(await total.evaluate(showsWhole), `${await total.textContent()} shows whole`).toBe(
        true,
      )
    }
    // One "Opnieuw bestellen" per order.
    await expect(main.getByRole('button', { name: checkout.orders.reorder })).toHaveCount(count)
  })

  test('the registration name labels stand apart at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openSettled(page, { pattern: paths.register, url: paths.register, audience: 'guest' })
    const t = account.register
    const main = page.getByRole('main')
    const boxes = await Promise.all(
      [t.firstName, t.middleName, t.lastName].map(async (name) => ({
        name,
        label: (await main.locator('label', { hasText: name }).boundingBox())!,
        field: (await main.getByRole('textbox', { name }).boundingBox())!,
      })),
    )
    for (const [i, a] of boxes.entries()) {
      expect(a.field.width, `${a.name} field width`).toBeGreaterThanOrEqual(120)
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.label.x + a.label.width <= b.label.x ||
          b.label.x + b.label.width <= a.label.x ||
          a.label.y + a.label.height <= b.label.y ||
          b.label.y + b.label.height <= a.label.y
        expect(apart, `labels ${a.name} and ${b.name} apart`).toBe(true)
      }
    }
  })
})

test('the scan finds an English word, and not a Dutch word that holds one', () => {
  expect(englishIn('Onze Services\nTerroriserror')).toEqual(['"Services" in "Onze Services"'])
  expect(englishIn('Choose File No file chosen')).toHaveLength(2)
  expect(englishIn('Servicespunt, Erroriaans, Loadingdock')).toEqual([])
})
