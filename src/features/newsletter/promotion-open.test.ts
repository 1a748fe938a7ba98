// When the promotion may open: only at a quiet moment, never while the shopper is in a field, has a
// menu or dropdown open, or another modal.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { modalClosed, modalOpened } from '@/stores/modal-store'
import { shopperIsBusy } from './promotion-open'

// Test files share one document and store here: start from a page where nothing has the focus.
beforeEach(() => {
  modalClosed()
  ;(document.activeElement as HTMLElement | null)?.blur()
  document.body.innerHTML = ''
})

afterEach(() => {
  document.body.innerHTML = ''
  modalClosed()
})

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

  it('does not wait for a closed panel that stays built, unseen (the phone menu)', () => {
    document.body.innerHTML =
      '<div role="dialog" aria-modal="true" style="visibility: hidden"><h2>Menu</h2></div>'
    expect(shopperIsBusy()).toBe(false)
    document.querySelector<HTMLElement>('[role="dialog"]')!.style.visibility = 'visible'
    expect(shopperIsBusy()).toBe(true)
  })
})
