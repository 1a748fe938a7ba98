import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { shell } from '@/messages/nl/shell'
import { CONSENT_COOKIE, CookieConsent } from './cookie-consent'

describe('CookieConsent', () => {
  it('asks until a choice is made, then remembers it in the consent cookie', async () => {
    Cookies.remove(CONSENT_COOKIE)
    render(<CookieConsent navigate={vi.fn()} />)
    const prompt = screen.getByRole('region', { name: shell.cookies.title })
    await userEvent.click(screen.getByRole('button', { name: shell.cookies.reject }))
    expect(prompt).not.toBeInTheDocument()
    expect(Cookies.get(CONSENT_COOKIE)).toBe('rejected')
    Cookies.remove(CONSENT_COOKIE)
  })

  it('carries out a choice pressed on the static prompt while it was being adopted', () => {
    Cookies.remove(CONSENT_COOKIE)
    render(<CookieConsent navigate={vi.fn()} pressedChoice={() => 'accepted'} />)
    expect(screen.queryByRole('region', { name: shell.cookies.title })).not.toBeInTheDocument()
    expect(Cookies.get(CONSENT_COOKIE)).toBe('accepted')
    Cookies.remove(CONSENT_COOKIE)
  })

  it('is not shown once a choice was made', () => {
    Cookies.set(CONSENT_COOKIE, 'accepted')
    render(<CookieConsent navigate={vi.fn()} />)
    expect(screen.queryByRole('region', { name: shell.cookies.title })).not.toBeInTheDocument()
    Cookies.remove(CONSENT_COOKIE)
  })

  it('opens the cookie page inside the app, without a page reload', async () => {
    Cookies.remove(CONSENT_COOKIE)
    const navigate = vi.fn()
    render(<CookieConsent navigate={navigate} />)
    const link = screen.getByRole('link', { name: shell.cookies.more })
    expect(link).toHaveAttribute('href', '/cookies')
    await userEvent.click(link)
    expect(navigate).toHaveBeenCalledWith('/cookies')
  })
})
