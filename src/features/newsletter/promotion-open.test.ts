// When the promotion may open: only at a quiet moment, never while the shopper is in a field, has a
// menu or dropdown open, or another modal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { modalClosed, modalOpened } from '@/stores/modal-store'
import { shopperIsBusy } from './promotion-open'
import { resetShopperTaps, TAP_SETTLE_MS, watchShopperTaps } from './shopper-taps'

// Test files share one document and store here: start from a page where nothing has the focus.
beforeEach(() => {
  modalClosed()
  ;(document.activeElement as HTMLElement | null)?.blur()
  document.body.innerHTML = ''
})

afterEach(() => {
  document.body.innerHTML = ''
  modalClosed()
  resetShopperTaps()
})

/** Puts an element at `top` px of the viewport, 200 px high (jsdom lays nothing out). */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, height: 200, left: 0, right: 100, width: 100 }) as DOMRect
}

describe('shopperIsBusy', () => {
  it('is quiet on a page where nothing is going on', () => {
    document.body.innerHTML =
      '<main><a href="/">Home</a><button aria-expanded="true" aria-controls="faq-1">Vraag</button></main>'
    expect(shopperIsBusy()).toBe(false)
  })

  it('waits while the shopper is in a field', () => {
    document.body.innerHTML = '<input type="search" aria-label="Zoeken"><textarea></textarea>'
    document.querySelector('input')!.focus()
    expect(shopperIsBusy()).toBe(true)
    document.querySelector('textarea')!.focus()
    expect(shopperIsBusy()).toBe(true)
    ;(document.activeElement as HTMLElement).blur()
    expect(shopperIsBusy()).toBe(false)
  })

  it('waits while suggestions, a menu or a dropdown are open', () => {
    document.body.innerHTML = '<div role="combobox" aria-expanded="true"></div>'
    expect(shopperIsBusy()).toBe(true)
    document.body.innerHTML = '<nav><button aria-expanded="true">Hond</button></nav>'
    expect(shopperIsBusy()).toBe(true)
    document.body.innerHTML = '<ul class="dropdown-menu show"></ul>'
    expect(shopperIsBusy()).toBe(true)
  })

  it('waits while another modal is open', () => {
    modalOpened('login')
    expect(shopperIsBusy()).toBe(true)
    modalClosed()
    document.body.innerHTML = '<dialog open></dialog>'
    expect(shopperIsBusy()).toBe(true)
  })

  it("does not wait for a closed panel kept in the page (the phone menu's)", () => {
    // The phone menu's panel is built ahead and kept, hidden, below the lg width (decision 020).
    document.body.innerHTML =
      '<div class="slide-in-layer" style="visibility: hidden"><div role="dialog" aria-modal="true">Menu</div></div>'
    expect(shopperIsBusy()).toBe(false)
    document.querySelector<HTMLElement>('.slide-in-layer')!.style.visibility = 'visible'
    expect(shopperIsBusy()).toBe(true)
  })

  it('waits while a finger is down and a moment after it lifts: the tap reaches its button', () => {
    watchShopperTaps()
    const start = performance.now()
    window.dispatchEvent(new Event('pointerdown'))
    expect(shopperIsBusy()).toBe(true)
    window.dispatchEvent(new Event('pointerup'))
    expect(shopperIsBusy()).toBe(true)
    vi.spyOn(performance, 'now').mockReturnValue(start + TAP_SETTLE_MS + 50)
    expect(shopperIsBusy()).toBe(false)
    vi.restoreAllMocks()
  })

  it("waits while the page's own newsletter form is in view: one prompt at a time", () => {
    document.body.innerHTML =
      '<main></main><footer><div class="footer-newsletter"><form class="newsletter-form"></form></div></footer>'
    const footer = document.querySelector('.footer-newsletter')!
    const form = document.querySelector('.newsletter-form')!
    placeAt(footer, window.innerHeight + 400)
    placeAt(form, window.innerHeight + 450)
    expect(shopperIsBusy()).toBe(false)
    placeAt(footer, window.innerHeight - 100)
    expect(shopperIsBusy()).toBe(true)
  })

  it("does not count the modal's own form as another prompt", () => {
    document.body.innerHTML = '<dialog><form class="newsletter-form"></form></dialog>'
    placeAt(document.querySelector('.newsletter-form')!, 10)
    expect(shopperIsBusy()).toBe(false)
  })
})
