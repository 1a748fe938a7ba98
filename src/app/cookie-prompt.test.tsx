// The cookie prompt's root takes over the prompt the static first screen showed.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import Cookies from 'js-cookie'
import { shell } from '@/messages/nl/shell'
import { CONSENT_COOKIE, CookiePromptView } from './layouts/cookie-consent'
import { mountCookiePrompt } from './cookie-prompt'
import type { AppRouter } from './router'

const router = { navigate: vi.fn() } as unknown as AppRouter
type ShellWindow = Window & { __shellButtonPressed?: Element }

/** The host as the build writes it into index.html, shown as the boot script shows it. */
function staticPrompt(): HTMLElement {
  const host = document.createElement('div')
  host.className = 'cookie-prompt-host'
  host.innerHTML = renderToStaticMarkup(<CookiePromptView />)
  document.body.append(host)
  return host
}

afterEach(() => {
  Cookies.remove(CONSENT_COOKIE)
  document.body.innerHTML = ''
  delete (window as ShellWindow).__shellButtonPressed
})

describe('mountCookiePrompt', () => {
  it('renders the app prompt in the static prompt’s place, keeping the focused button', async () => {
    const host = staticPrompt()
    const staticAccept = screen.getByRole('button', { name: shell.cookies.accept })
    staticAccept.focus()
    mountCookiePrompt(router)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: shell.cookies.accept })).not.toBe(staticAccept),
    )
    expect(screen.getAllByRole('region', { name: shell.cookies.title })).toHaveLength(1)
    expect(host).toContainElement(screen.getByRole('region', { name: shell.cookies.title }))
    expect(screen.getByRole('button', { name: shell.cookies.accept })).toHaveFocus()
  })

  it('carries out a choice pressed on the static prompt before the app ran', async () => {
    staticPrompt()
    ;(window as ShellWindow).__shellButtonPressed = screen.getByRole('button', {
      name: shell.cookies.reject,
    })
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
