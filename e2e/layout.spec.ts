// The sweep over the whole shop: every route of the catalogue and every open state (e2e/routes.ts),
// one page load each, checked at 390, 768 and 1280 px (a state only at the widths it exists at):
// - axe at 390 and 1280 px: WCAG 2.x A and AA, zero violations of any impact, and no Trusted Types
//   or other CSP violation during the whole visit;
// - the layout checks at each width: the page never scrolls sideways; no two visible labels,
//   buttons or headings of one layer overlap; no visible text field is too narrow to read what is
//   typed in it; every fixed or floating element (position fixed or sticky, an open dialog, popover,
//   dropdown or toast) lies wholly inside the viewport; no euro amount breaks over two lines;
// - the copy at the widest width: the shop speaks Dutch, so its visible text holds none of the
//   English words a Dutch shopper should not meet (a native file input counts as the text it shows,
//   "Choose File", "No file chosen": the browser draws that itself, in English).
// Every finding of a page is listed in one failure message, width by width. Below the sweep, each
// kind of check is shown failing on a defect planted in a page.
import type { Page } from '@playwright/test'
import {
  axeViolations,
  cspViolations,
  expect,
  waitForSettledPage,
  watchCspViolations,
} from './fixtures'
import {
  axeAt,
  openRoute,
  openStates,
  routeCatalogue,
  routeTest as test,
  routeTitle,
  sweepWidths,
  type OpenState,
  type RouteSample,
  type SweepWidth,
} from './routes'
import { brokenAmounts, shownAmounts } from './pages/money'
import { paths } from '../src/lib/paths'
import { account } from '../src/messages/nl/account'
import { checkout } from '../src/messages/nl/checkout'

/** The narrowest a text field may be: about 12 characters of body text. */
const MIN_FIELD_WIDTH = 100
/** Two boxes that share more than this many pixels each way overlap. */
const OVERLAP_TOLERANCE = 2
/** The viewport's height at every width. */
const HEIGHT = 900

interface PageReport {
  overflow: string | null
  overlaps: string[]
  narrowFields: string[]
  /** Fixed and floating elements that run past an edge of the viewport. */
  floating: string[]
}

/**
 * Runs in the page: the layout checks on what is rendered now. Elements count as visible when they
 * have a box, are not hidden by visibility or opacity, are not the visually-hidden pattern (a clip
 * of 1 px) and keep some area inside every ancestor that clips its overflow (a carousel's slides off
 * to the side are not on screen).
 */
function measurePage({
  minFieldWidth,
  tolerance,
}: {
  minFieldWidth: number
  tolerance: number
}): PageReport {
  const viewport = window.innerWidth
  const viewWidth = document.documentElement.clientWidth
  const viewHeight = document.documentElement.clientHeight
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

  const shows = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true })

  const visibleBox = (el: Element): Box | null => {
    if (!shows(el)) return null
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

  // The layers above the page: fixed and sticky elements, the top layer (a modal dialog, a
  // popover) and the open popups that float over the page (a dropdown, a listbox, a toast).
  type Kind = 'fixed' | 'sticky' | 'popup'
  const popup =
    'dialog[open], [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"], [role="tooltip"], .dropdown-menu.show, .toast'
  const layers = new Map<Element, Kind>()
  for (const el of document.body.querySelectorAll('*')) {
    const position = getComputedStyle(el).position
    if (position === 'fixed') layers.set(el, 'fixed')
    else if (position === 'sticky') layers.set(el, 'sticky')
    else if (position === 'absolute' && el.matches(popup)) layers.set(el, 'popup')
  }
  for (const el of document.querySelectorAll(':modal, :popover-open')) layers.set(el, 'fixed')
  const layerOf = (el: Element): Element | null => {
    for (let node: Element | null = el; node; node = node.parentElement)
      if (layers.has(node)) return node
    return null
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

  // 2. Labels, buttons and headings that overlap each other within one layer (a dialog or a menu
  // covering the page beneath it is what it is for).
  const boxed = [
    ...document.body.querySelectorAll(
      'label, button, a.btn, [role="button"], input[type="submit"], input[type="button"], h1, h2, h3, h4, h5, h6, [role="heading"], legend',
    ),
  ]
    .map((el) => ({ el, box: visibleBox(el), layer: layerOf(el) }))
    .filter((item): item is { el: Element; box: Box; layer: Element | null } => item.box !== null)
  const overlaps: string[] = []
  for (let i = 0; i < boxed.length; i++) {
    for (let j = i + 1; j < boxed.length; j++) {
      const a = boxed[i]!
      const b = boxed[j]!
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue
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

  // 4. Fixed and floating elements wholly inside the viewport. A fixed one (and what it holds: a
  // toast, its close button) may not run past any edge; a sticky one or a popup moves with the
  // page, so only its sides count. One wholly outside is parked off screen on purpose (a closed
  // panel), not cut off.
  const floating: string[] = []
  const cutOff: Element[] = []
  const checkEdges = (el: Element, box: Box, kind: Kind) => {
    const both = kind === 'fixed'
    const outside =
      box.right <= 0 ||
      box.left >= viewWidth ||
      (both && (box.bottom <= 0 || box.top >= viewHeight))
    if (outside || cutOff.some((other) => other.contains(el))) return
    const edges = [
      box.left < -0.5 ? `left edge ${Math.round(-box.left)} px` : '',
      box.right > viewWidth + 0.5 ? `right edge ${Math.round(box.right - viewWidth)} px` : '',
      both && box.top < -0.5 ? `top edge ${Math.round(-box.top)} px` : '',
      both && box.bottom > viewHeight + 0.5
        ? `bottom edge ${Math.round(box.bottom - viewHeight)} px`
        : '',
    ].filter(Boolean)
    if (edges.length === 0) return
    cutOff.push(el)
    floating.push(`${describe(el)} (${kind}) is cut off: ${edges.join(', ')} past the viewport`)
  }
  const parts =
    '.toast, [role="status"], [role="alert"], button, a[href], input, select, textarea, [role="button"]'
  for (const [el, kind] of layers) {
    if (!shows(el)) continue
    const rect = el.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) continue
    checkEdges(el, rect, kind)
    if (kind !== 'fixed') continue
    for (const part of el.querySelectorAll(parts)) {
      const box = visibleBox(part)
      if (box) checkEdges(part, box, kind)
    }
  }

  return { overflow, overlaps, narrowFields, floating }
}

/** Two animation frames: media queries apply and the new layout is painted. */
async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/** What the layout checks find on the page as it is now, one line each, prefixed with the width. */
async function layoutFindings(page: Page, width: number): Promise<string[]> {
  const report = await page.evaluate(measurePage, {
    minFieldWidth: MIN_FIELD_WIDTH,
    tolerance: OVERLAP_TOLERANCE,
  })
  // Euro amounts on one line, and drawn by the price component where the shop draws them: the one
  // rule of e2e/pages/money.ts, which the money flows read too.
  const amounts = await shownAmounts(page)
  return [
    ...(report.overflow ? [report.overflow] : []),
    ...report.overlaps,
    ...report.narrowFields,
    ...report.floating,
    ...brokenAmounts(amounts),
    ...amounts
      .filter((a) => a.ours && !a.marked)
      .map((a) => `"${a.text}" in ${a.where} is not drawn by the price component`),
  ].map((line) => `${width} px: ${line}`)
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

/** Opens the state unless it shows, and requires it to show. */
async function ensureShown(page: Page, state: OpenState, timeout = 10_000) {
  // A state that closes by itself (a toast's 5 s) can close again while it is being opened on a
  // loaded machine: it is opened up to three times before the sweep says it does not open.
  // The way there is bounded too: a button the state opens from that is gone (renamed, not
  // rendered) fails here, by the state's name, not as the test's timeout inside a click.
  page.setDefaultTimeout(timeout)
  for (let attempt = 1; ; attempt++) {
    let failedStep = ''
    if (!(await state.shown(page).isVisible()))
      await state.open(page).catch((error: unknown) => {
        failedStep = String(error instanceof Error ? error.message : error).split('\n')[0]!
      })
    if (failedStep) attempt = 3
    const shown = expect(
      state.shown(page),
      `${state.name} is open${failedStep ? ` (opening it failed: ${failedStep})` : ''}`,
    ).toBeVisible({ timeout: failedStep ? 1_000 : timeout })
    if (attempt === 3) return shown
    if (await shown.then(() => true).catch(() => false)) return
  }
}

interface Findings {
  axe: string[]
  layout: string[]
  english: string[]
}

/**
 * Every check at one width, on the page as it is (with the state open, if any). A state that closed
 * while it was checked (a toast timing out under a slow scan) is opened and checked again.
 */
async function checkAt(
  page: Page,
  width: SweepWidth,
  {
    route,
    state,
    last,
    shotName,
  }: { route: RouteSample; state?: OpenState; last: boolean; shotName: string },
): Promise<Findings> {
  await page.setViewportSize({ width, height: HEIGHT })
  await nextFrames(page)
  for (let attempt = 1; ; attempt++) {
    if (state) await ensureShown(page, state)
    await waitForSettledPage(page)
    const axe = axeAt(width, route, state)
      ? (await axeViolations(page)).map((line) => `${width} px: ${line}`)
      : []
    const layout = await layoutFindings(page, width)
    const english = last ? englishIn(await visibleText(page)) : []
    if (state && !(await state.shown(page).isVisible()) && attempt < 3) continue
    // SWEEP_SHOTS=<folder>: a picture of what was checked, to see that a state was truly open.
    if (process.env.SWEEP_SHOTS)
      await page.screenshot({ path: `${process.env.SWEEP_SHOTS}/${shotName}-${width}.png` })
    return { axe, layout, english }
  }
}

interface SweepItem {
  title: string
  route: RouteSample
  state?: OpenState
}

const sweep: SweepItem[] = [
  ...routeCatalogue.map((route) => ({ title: routeTitle(route), route })),
  ...openStates.map((state) => ({
    title: `${state.name} on ${routeTitle(state.route)}`,
    route: state.route,
    state,
  })),
]

test.describe('the sweep: axe, layout and copy', () => {
  test.describe.configure({ timeout: 90_000 })
  for (const { title, route, state } of sweep) {
    test(title, async ({ page, context, baseURL, customerToken }) => {
      const widths = state?.widths ?? sweepWidths
      await watchCspViolations(page)
      if (state?.firstVisit) {
        await context.clearCookies()
        await context.addCookies([{ name: 'newsletter-modal-seen', value: '1', url: baseURL! }])
      }
      await state?.arrange?.(page)
      await page.setViewportSize({ width: widths[0]!, height: HEIGHT })
      await openSettled(page, route, customerToken)
      const found: Findings = { axe: [], layout: [], english: [] }
      for (const [i, width] of widths.entries()) {
        const at = await checkAt(page, width, {
          route,
          state,
          last: i === widths.length - 1,
          shotName: title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, ''),
        })
        found.axe.push(...at.axe)
        found.layout.push(...at.layout)
        found.english.push(...at.english)
      }
      // Trusted Types: nothing on the page (React, Leaflet, our own code) put a plain string in a sink.
      expect.soft(await cspViolations(page), 'CSP violations').toEqual([])
      expect.soft(found.axe, `axe on ${title}:\n${found.axe.join('\n')}`).toEqual([])
      expect
        .soft(found.layout, `layout offenders on ${title}:\n${found.layout.join('\n')}`)
        .toEqual([])
      expect(found.english, `English on ${title}:\n${found.english.join('\n')}`).toEqual([])
    })
  }
})

test('the route catalogue covers every route of the table', () => {
  const covered = new Set(routeCatalogue.map((route) => route.pattern))
  const missing = Object.values(paths).filter((pattern) => !covered.has(pattern))
  expect(missing, 'routes without a sample in e2e/routes.ts').toEqual([])
})

test.describe('each check fails on a planted defect', () => {
  const contact: RouteSample = { pattern: paths.contact, url: '/contact', audience: 'any' }

  test('the layout checks report each kind of offender', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await openSettled(page, contact)
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
      // A toast 16 px past the right edge, its close button half cut; a bar below the bottom edge;
      // a panel parked wholly off screen (not cut off: out of sight on purpose); a fixed box inside.
      const toast = document.createElement('div')
      toast.className = 'planted-toast'
      toast.setAttribute('role', 'status')
      Object.assign(toast.style, {
        position: 'fixed',
        right: '-16px',
        top: '100px',
        width: '300px',
      })
      const message = document.createElement('span')
      message.textContent = 'Toegevoegd'
      const close = document.createElement('button')
      close.type = 'button'
      close.textContent = 'Sluiten'
      toast.append(message, close)
      const bar = document.createElement('div')
      Object.assign(bar.style, {
        position: 'fixed',
        left: '0',
        bottom: '-30px',
        width: '100%',
        height: '60px',
      })
      bar.textContent = 'Balk onderaan'
      const parked = document.createElement('div')
      Object.assign(parked.style, { position: 'fixed', left: '100%', top: '0', width: '200px' })
      parked.textContent = 'Geparkeerd'
      const fine = document.createElement('div')
      Object.assign(fine.style, { position: 'fixed', left: '8px', top: '8px', width: '100px' })
      fine.textContent = 'Past'
      // An amount in a box too narrow for it, allowed to break anywhere; one that may not break;
      // one the price component did not draw (no data-amount).
      const price = document.createElement('p')
      Object.assign(price.style, { width: '40px', overflowWrap: 'anywhere' })
      price.textContent = 'Nu € 123,99'
      price.dataset.amount = ''
      const whole = document.createElement('p')
      Object.assign(whole.style, { width: '40px', whiteSpace: 'nowrap', overflow: 'hidden' })
      whole.textContent = '€ 45,00'
      whole.dataset.amount = ''
      const bare = document.createElement('p')
      bare.textContent = 'Nog − € 7,50 te gaan'
      main.prepend(wide, pair, field, price, whole, bare)
      document.body.append(toast, bar, parked, fine)
    })
    const offenders = (await layoutFindings(page, 390)).join('\n')
    expect(offenders).toMatch(/390 px: page is \d+ px wide/)
    expect(offenders).toMatch(/<button> "Eerste" overlaps <button> "Tweede"/)
    expect(offenders).toMatch(/<input> "Smal" is 60 px wide/)
    expect(offenders).toMatch(/<div> "Toegevoegd ?Sluiten" \(fixed\) is cut off: right edge 16 px/)
    expect(offenders).toMatch(/<div> "Balk onderaan" \(fixed\) is cut off: bottom edge \d+ px/)
    // The toast's close button is not named again: the toast holding it is.
    expect(offenders).not.toMatch(/"Geparkeerd" \(fixed\)|"Past" \(fixed\)|<button> "Sluiten"/)
    expect(offenders).toMatch(/"€ 123,99" in <p> "Nu € 123,99" breaks over [2-9] lines/)
    expect(offenders).not.toMatch(/€ 45,00/)
    expect(offenders).toMatch(/"− € 7,50" in <p> "Nog − € 7,50 te gaan" is not drawn by the price/)
  })

  test('the axe check reports a violation, and text in its background colour', async ({ page }) => {
    await page.goto('/toegankelijkheid')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    await page.evaluate(() => {
      const img = document.createElement('img')
      img.src = '/favicon.svg'
      // White on white, as the account menu once was: axe itself leaves a 1:1 ratio undecided.
      const blank = document.createElement('a')
      blank.href = '/mijn-account'
      blank.textContent = 'Mijn account'
      Object.assign(blank.style, { color: '#fff', background: '#fff', display: 'block' })
      document.querySelector('main')!.append(img, blank) // no alt text: 'image-alt', critical
    })
    const found = (await axeViolations(page)).join('\n')
    expect(found).toMatch(/critical image-alt/)
    expect(found).toMatch(/serious color-contrast: Text has the colour of its background/)
  })

  test('a state that does not open fails the sweep', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: HEIGHT })
    await openSettled(page, contact)
    const closed: OpenState = {
      name: 'a menu that never opens',
      route: contact,
      shown: (p) => p.getByRole('menu', { name: 'Nergens' }),
      open: async () => undefined,
    }
    await expect(ensureShown(page, closed, 1000)).rejects.toThrow(/a menu that never opens/)
  })

  test('the copy scan finds an English word, and not a Dutch word that holds one', () => {
    expect(englishIn('Onze Services\nTerroriserror')).toEqual(['"Services" in "Onze Services"'])
    expect(englishIn('Choose File No file chosen')).toHaveLength(2)
    expect(englishIn('Servicespunt, Erroriaans, Loadingdock')).toEqual([])
  })
})

test('the accessibility statement is reachable from the footer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click()
  await expect(page).toHaveURL(/\/toegankelijkheid$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/toegankelijk/i)
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
