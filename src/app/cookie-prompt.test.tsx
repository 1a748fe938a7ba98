// The cookie prompt's root adopts the prompt the static first screen showed (hydration).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import Cookies from 'js-cookie'
import { shell } from '@/messages/nl/shell'
import { CONSENT_COOKIE, CookiePromptView } from './layouts/cookie-consent'
import { mountCookiePrompt } from './cookie-prompt'
import type { AppRouter } from './router'

const router = { navigate: vi.fn() } as unknown as AppRouter
type ShellWindow = Window & { __cookieChoicePressed?: string | null }

/** The host as the build writes it into index.html, shown as the boot script shows it. */
function staticPrompt(): HTMLElement {
  const host = document.createElement('div')
  host.className = 'cookie-prompt-host'
  host.innerHTML = renderToString(<CookiePromptView />)
  document.body.append(host)
  return host
}

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE)
  document.body.innerHTML = ''
  delete (window as ShellWindow).__cookieChoicePressed
})

describe('mountCookiePrompt', () => {
  it('adopts the static prompt as it is, focus included, and its buttons then work', async () => {
    const host = staticPrompt()
    const staticAccept = screen.getByRole('button', { name: shell.cookies.accept })
    staticAccept.focus()
    const errors = vi.spyOn(console, 'error')
    mountCookiePrompt(router)
    // Adopted: a click on the very same button is the app's, and answers the prompt.
    await waitFor(() => {
      expect(staticAccept).toHaveFocus()
      staticAccept.click()
      expect(Cookies.get(CONSENT_COOKIE)).toBe('accepted')
    })
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: shell.cookies.title })).not.toBeInTheDocument(),
    )
    expect(host.isConnected).toBe(true)
    // React's development build names every difference it finds while hydrating: none.
    expect(errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([])
    errors.mockRestore()
  })

  it('carries out a choice pressed on the static prompt before the app ran', async () => {
    staticPrompt()
    ;(window as ShellWindow).__cookieChoicePressed = screen
      .getByRole('button', { name: shell.cookies.reject })
      .getAttribute('data-choice')
    // The boot script kept the static prompt's height free below the page.
    document.documentElement.style.setProperty('--cookie-consent-height', '96px')
    mountCookiePrompt(router)
    await waitFor(() => expect(Cookies.get(CONSENT_COOKIE)).toBe('rejected'))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: shell.cookies.title })).not.toBeInTheDocument(),
    )
    // Answered, nothing is reserved for it any more.
    expect(document.documentElement.style.getPropertyValue('--cookie-consent-height')).toBe('')
  })
})
