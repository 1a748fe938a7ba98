// The 8 core journeys, run in Firefox and WebKit by scripts/engines.mjs. Each step runs in the page
// as a function (one driver call), so both engines do the same; waits poll the page. The Dutch
// texts are the ones in src/messages/nl (this plain script cannot import the TypeScript modules).
/* global document, location */

/** The demo customer of the mock backend (src/mocks/db). */
const demo = { email: 'demo@dierenruiter.nl', password: 'Welkom123' }
/** Royal Canin Medium Adult 15 kg: the mock's plain, in-stock product. */
const plainProduct = { url: 'royal-canin-medium-adult-15-kg', name: 'Royal Canin' }

// ---- In-page helpers: each call sends one function's source, so a helper names nothing outside itself

/** Clicks the first visible element matching `selector` whose text or label contains `text`. */
function clickText(selector, text) {
  const visible = (el) => el.getClientRects().length > 0
  const name = (el) => `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`
  const target = [...document.querySelectorAll(selector)].find(
    (el) => visible(el) && name(el).includes(text),
  )
  if (!target) return false
  target.click()
  return true
}

/** Types into a field the way React hears it (the native setter, then an input event). */
function typeInto(selector, value) {
  const field = document.querySelector(selector)
  if (!field) return false
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set
  field.focus()
  setter.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.dispatchEvent(new Event('change', { bubbles: true }))
  return true
}

const appReady = () => document.documentElement.dataset.app === 'ready'
const headerCartLabel = () =>
  document.querySelector('header a[href="/winkelmandje"]')?.getAttribute('aria-label') ?? ''

// ---- Journeys --------------------------------------------------------------------------------------

export const journeys = [
  {
    name: 'home',
    async run(d) {
      await d.goto('/')
      await d.until(appReady, 'the app took the first screen over')
      await d.until(() => document.querySelector('main h1')?.textContent?.length > 0, 'a heading')
    },
  },
  {
    name: 'cookie choice',
    async run(d) {
      await d.clearCookies()
      await d.goto('/')
      await d.until(
        (text) => [...document.querySelectorAll('button')].some((b) => b.textContent === text),
        'the cookie prompt',
        'Alle cookies accepteren',
      )
      await d.until(clickText, 'accept all cookies', 'button', 'Alle cookies accepteren')
      await d.until(
        () => document.cookie.includes('cookie-consent='),
        'the consent cookie is stored',
      )
      // The newsletter modal (5 s after load) is not part of these journeys.
      await d.run(() => (document.cookie = 'newsletter-modal-seen=1; path=/'))
    },
  },
  {
    name: 'search suggestions',
    async run(d) {
      await d.goto('/')
      await d.until(appReady, 'the app')
      await d.until(typeInto, 'typing in the search box', 'header input[role="combobox"]', 'royal')
      await d.until(
        () => document.querySelectorAll('[role="option"]').length > 0,
        'suggestions under the box',
      )
    },
  },
  {
    name: 'add to cart',
    async run(d) {
      await d.goto(`/product/${plainProduct.url}`)
      await d.until(appReady, 'the app')
      await d.until(
        (name) => document.querySelector('main h1')?.textContent?.includes(name),
        'the product heading',
        plainProduct.name,
      )
      // The product's own form, not a compact one on a card of related products.
      await d.until(
        clickText,
        'the add button',
        'main form.add-to-cart:not(.add-to-cart-compact) button',
        'In winkelmandje',
      )
      await d.until(
        () =>
          /Winkelmandje, [1-9]/.test(
            document.querySelector('header a[href="/winkelmandje"]')?.getAttribute('aria-label') ??
              '',
          ),
        'the header counts the product',
      )
      await d.until(
        (text) => document.body.textContent.includes(text),
        'the service confirmed the add',
        'Product toegevoegd aan de winkelmandje.',
      )
    },
  },
  {
    name: 'cart',
    async run(d) {
      // Through the header, in the same document: WebKit may start a new document (a new web
      // process) before the last write to localStorage (the new cart's id) reached it.
      await d.until(
        clickText,
        'the header cart link',
        'header a[href="/winkelmandje"]',
        'Winkelmandje',
      )
      await d.until(
        (name) => (document.querySelector('main')?.textContent ?? '').includes(name),
        'the cart line',
        plainProduct.name,
      )
      const label = await d.run(headerCartLabel)
      if (!/Winkelmandje, [1-9]/.test(label)) throw new Error(`header says "${label}"`)
    },
  },
  {
    name: 'checkout',
    async run(d) {
      await d.goto('/checkout')
      await d.until(appReady, 'the app')
      await d.until(
        () => document.querySelector('main h1')?.textContent?.trim() === 'Afrekenen',
        'the checkout heading',
      )
      await d.until(() => {
        const radio = [...document.querySelectorAll('main input[type="radio"]')][0]
        radio?.click()
        return radio?.checked === true
      }, 'a delivery choice')
      await d.until(
        (text) => (document.querySelector('main')?.textContent ?? '').includes(text),
        'the overview with the cart line',
        plainProduct.name,
      )
    },
  },
  {
    name: 'login',
    async run(d) {
      await d.goto('/mijn-account/login')
      await d.until(appReady, 'the app')
      await d.until(typeInto, 'the e-mail field', 'main input[type="email"]', demo.email)
      await d.until(typeInto, 'the password field', 'main input[type="password"]', demo.password)
      await d.until(clickText, 'the login button', 'main form button[type="submit"]', 'Inloggen')
      await d.until(
        () => location.pathname === '/mijn-account' && localStorage.getItem('authToken') !== null,
        'the account page, logged in',
      )
    },
  },
  {
    name: 'orders',
    async run(d) {
      // From the account page the login led to, through its navigation (see 'cart' on WebKit).
      await d.until(
        clickText,
        'the orders link',
        'main a[href="/mijn-account/bestellingen"]',
        'bestellingen',
      )
      await d.until(
        () => document.querySelector('main h1')?.textContent?.trim() === 'Mijn bestellingen',
        'the orders heading',
      )
      await d.until(
        () => (document.querySelector('main')?.textContent ?? '').includes('DW-250102'),
        'the demo customer’s orders',
      )
    },
  },
]
