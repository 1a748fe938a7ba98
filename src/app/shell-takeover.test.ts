// The app takes the static first screen over without losing what the shopper did in it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { takeOverStaticShell } from './shell-takeover'

function page(staticHtml: string, appHtml: string) {
  document.body.innerHTML = `<div id="root"><div class="static-shell">${staticHtml}</div><div class="app-root">${appHtml}</div></div>`
  return document.querySelector('.app-root')!
}

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as Window & { __shellButtonPressed?: Element }).__shellButtonPressed
})

describe('takeOverStaticShell', () => {
  const field = '<input class="search-box__input" type="text" placeholder="Zoeken...">'

  it('removes the static shell and carries typed text and the focus into the app’s field', () => {
    const app = page(field, field)
    const typed = document.querySelector<HTMLInputElement>('.static-shell input')!
    typed.value = 'royal'
    typed.focus()
    const seen: string[] = []
    app
      .querySelector('input')!
      .addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).value))
    takeOverStaticShell(app)
    expect(document.querySelector('.static-shell')).toBeNull()
    const input = app.querySelector('input')!
    expect(input.value).toBe('royal')
    expect(seen).toEqual(['royal'])
    expect(document.activeElement).toBe(input)
  })

  it('moves the focus of a link to the same link of the app', () => {
    const link = '<a class="skip-link" href="#main">Direct naar de inhoud</a>'
    const app = page(link, link)
    document.querySelector<HTMLAnchorElement>('.static-shell a')!.focus()
    takeOverStaticShell(app)
    expect(document.activeElement).toBe(app.querySelector('a'))
  })

  it('presses again a button the shopper pressed before the app ran', () => {
    vi.useFakeTimers()
    const button = '<button type="button" class="hamburger" aria-label="Menu openen"></button>'
    const app = page(button, button)
    ;(window as Window & { __shellButtonPressed?: Element }).__shellButtonPressed =
      document.querySelector('.static-shell button')!
    const clicked = vi.fn()
    app.querySelector('button')!.addEventListener('click', clicked)
    takeOverStaticShell(app)
    vi.runAllTimers()
    expect(clicked).toHaveBeenCalledOnce()
    vi.useRealTimers()
  })

  it('does nothing where there is no static shell (development, tests)', () => {
    document.body.innerHTML = '<div class="app-root"><input></div>'
    expect(() => takeOverStaticShell(document.querySelector('.app-root')!)).not.toThrow()
  })
})
