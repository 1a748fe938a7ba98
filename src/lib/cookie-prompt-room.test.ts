import { afterEach, describe, expect, it, vi } from 'vitest'
import { releaseCookiePromptRoom, reserveCookiePromptRoom } from './cookie-prompt-room'

const room = () => document.documentElement.style.getPropertyValue('--cookie-consent-height')

function prompt(height: number): HTMLElement {
  const element = document.createElement('section')
  element.getBoundingClientRect = () => ({ height }) as DOMRect
  document.body.append(element)
  return element
}

afterEach(() => {
  releaseCookiePromptRoom()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('reserveCookiePromptRoom', () => {
  it('keeps the prompt’s height, rounded up, free until released', () => {
    const release = reserveCookiePromptRoom(prompt(95.2), true)
    expect(room()).toBe('96px')
    release()
    expect(room()).toBe('')
  })

  it('follows the prompt’s size after layout, and stops once the prompt is out of the page', () => {
    let notify = () => {}
    const observe = vi.fn()
    const disconnect = vi.fn()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          notify = callback
        }
        observe = observe
        disconnect = disconnect
      },
    )
    const element = prompt(80)
    reserveCookiePromptRoom(element)
    // The boot script forces no layout: nothing is measured before the observer reports.
    expect(room()).toBe('')
    expect(observe).toHaveBeenCalledWith(element)
    notify()
    expect(room()).toBe('80px')
    // The app's prompt took its place and reserved its own room: the old one changes nothing.
    element.remove()
    document.documentElement.style.setProperty('--cookie-consent-height', '120px')
    notify()
    expect(room()).toBe('120px')
    expect(disconnect).toHaveBeenCalled()
  })
})
