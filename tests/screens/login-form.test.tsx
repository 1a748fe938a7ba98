// Screen tests of the login page through the real route table: required fields, the refused
// login alert, success with the welcome notice and the redirect target, and guard → login → back.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { useNoticesStore } from '@/stores/notices-store'
import { renderRoute } from '@/testing/render-route'
import { loggedOut, useSessionStore } from '@/stores/session-store'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })

const t = account.login

const slow = { timeout: 20_000 }

/** The login form of the page (the footer has its own email field). */
async function loginForm() {
  return within(await screen.findByRole('form', { name: t.heading }, slow))
}

async function fillIn(
  user: ReturnType<typeof renderRoute>['user'],
  email: string,
  password: string,
) {
  const form = await loginForm()
  await user.type(form.getByLabelText(t.email), email)
  await user.type(form.getByLabelText(t.password), password)
  await user.click(form.getByRole('button', { name: t.submit }))
}

describe('login page', { timeout: 90_000 }, () => {
  it('requires both fields and uses an email input', async () => {
    loggedOut()
    const { user } = renderRoute('/mijn-account/login')
    const form = await loginForm()
    const email = form.getByLabelText(t.email)
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('placeholder', 'Uw e-mailadres')
    await user.click(form.getByRole('button', { name: t.submit }))
    expect(await form.findAllByText(common.validation.required)).toHaveLength(2)
  })

  it('shows the spec alert when the login is refused', async () => {
    loggedOut()
    const { user } = renderRoute('/mijn-account/login')
    await fillIn(user, demoAccounts.demo.email, 'Verkeerd1')
    expect(await (await loginForm()).findByRole('alert')).toHaveTextContent(t.failed)
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('logs in, welcomes the shopper and goes to the account overview', async () => {
    loggedOut()
    const { user, router } = renderRoute('/mijn-account/login')
    await fillIn(user, demoAccounts.demo.email, demoAccounts.demo.password)
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-account'), slow)
    expect(useSessionStore.getState().session?.firstName).toBe('Sanne')
    expect(localStorage.getItem('authToken')).toBeTruthy()
    expect(useNoticesStore.getState().notices.map((n) => n.message)).toContain(t.welcome('Sanne'))
  })

  it('sends a guest from a guarded page to login and back after logging in', async () => {
    loggedOut()
    const { user, router } = renderRoute('/mijn-account/vouchers')
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-account/login'), slow)
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/mijn-account/vouchers')}`,
    )
    await fillIn(user, demoAccounts.demo.email, demoAccounts.demo.password)
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-account/vouchers'), slow)
    expect(
      await screen.findByRole('heading', { level: 1, name: account.vouchers.heading }, slow),
    ).toBeInTheDocument()
  })

  it('refuses a hostile redirect and lands on the account overview', async () => {
    loggedOut()
    const { user, router } = renderRoute('/mijn-account/login?redirect=%2F%2Fevil.com')
    await fillIn(user, demoAccounts.demo.email, demoAccounts.demo.password)
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-account'), slow)
  })

  it('opens the forgot-password modal and links to registration', async () => {
    loggedOut()
    const { user } = renderRoute('/mijn-account/login')
    const form = await loginForm()
    // One click: the modals load lazily, and the first click must open the dialog even when it
    // comes before their host has mounted.
    await user.click(form.getByRole('button', { name: t.forgotPassword }))
    expect(
      await screen.findByRole('form', { name: account.forgotPassword.heading }, slow),
    ).toBeInTheDocument()
    expect(form.getByRole('link', { name: t.createAccount })).toHaveAttribute(
      'href',
      '/register/new-user',
    )
  })
})
