// Screen test of the registration wizard through the real route table: rules and messages,
// progress kept between steps, and the final registration logging the shopper in.
import { configure, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '@/mocks/mock-db'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { renderRoute } from '@/testing/render-route'
import { loggedOut, useSessionStore } from '@/stores/session-store'
import { draftCleared, draftUpdated } from '@/features/auth/registration/registration-store'
import { http, HttpResponse } from 'msw'
import { registerLimits } from '@/api/aspos/auth'
import { server } from '@/mocks/server'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })

const t = account.register
const slow = { timeout: 20_000 }

describe('registration wizard', { timeout: 150_000 }, () => {
  it('checks the account step, keeps progress and registers', async () => {
    loggedOut()
    draftCleared()
    const { user, router } = renderRoute('/register/new-user')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.accountHeading }, slow)

    // Rules and messages.
    await user.type(main.getByLabelText(t.email), 'geen-adres')
    await user.type(main.getByLabelText(t.password), 'zwak')
    await user.click(main.getByRole('button', { name: t.next }))
    expect(await main.findByText(common.validation.email)).toBeInTheDocument()
    expect(main.getByText(common.validation.password)).toBeInTheDocument()
    expect(main.getAllByText(common.validation.required)).toHaveLength(2)
    expect(main.getByLabelText(t.firstName)).toHaveAttribute('placeholder', 'Uw voornaam')

    await user.clear(main.getByLabelText(t.email))
    await user.type(main.getByLabelText(t.email), 'wizard@example.nl')
    await user.clear(main.getByLabelText(t.password))
    await user.type(main.getByLabelText(t.password), 'Sterk123')
    await user.type(main.getByLabelText(t.firstName), 'Mila')
    await user.type(main.getByLabelText(t.lastName), 'Smit')
    await user.click(main.getByRole('button', { name: t.next }))

    // Loyalty card step, with the link to the loyalty page.
    await main.findByRole('heading', { level: 2, name: t.loyaltyHeading }, slow)
    expect(main.getByRole('link', { name: t.loyaltyMore })).toHaveAttribute('href', '/klantenkaart')
    await user.click(main.getByLabelText(t.loyaltyYes))
    await user.click(main.getByRole('button', { name: t.next }))

    // Manner step; going back keeps what was filled in.
    await main.findByRole('heading', { level: 2, name: t.mannerHeading }, slow)
    await user.selectOptions(main.getByLabelText(t.mannerSource), 'winkel')
    await user.click(main.getByLabelText('Kat'))
    await user.click(main.getByRole('button', { name: t.next }))
    await main.findByRole('heading', { level: 2, name: t.profileHeading }, slow)
    await user.click(main.getByRole('link', { name: t.back }))
    await main.findByRole('heading', { level: 2, name: t.mannerHeading }, slow)
    expect(main.getByLabelText('Kat')).toBeChecked()
    expect(main.getByLabelText(t.mannerSource)).toHaveValue('winkel')
    await user.click(main.getByRole('button', { name: t.next }))

    // Profile step and registration.
    await main.findByRole('heading', { level: 2, name: t.profileHeading }, slow)
    await user.click(main.getByLabelText(t.newsletter))
    await user.click(main.getByRole('button', { name: t.submit }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mijn-account'), slow)
    expect(useSessionStore.getState().session?.firstName).toBe('Mila')
    expect(getDb().customerByEmail('wizard@example.nl')).toMatchObject({
      NewsletterSubscribed: true,
      CustomerGroup: { Code: 'LOYAL' },
      Fields: expect.arrayContaining([{ Code: 'Huisdieren', Value: 'Kat' }]),
    })
  })

  it('refuses a known email at the first step, with the ways to log in', async () => {
    loggedOut()
    draftCleared()
    const { user, router } = renderRoute('/register/new-user')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.accountHeading }, slow)
    await user.type(main.getByLabelText(t.email), 'demo@dierenruiter.nl')
    await user.type(main.getByLabelText(t.password), 'Sterk123')
    await user.type(main.getByLabelText(t.firstName), 'Sanne')
    await user.type(main.getByLabelText(t.lastName), 'Dubbel')
    await user.click(main.getByRole('button', { name: t.next }))
    const alert = await main.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent(t.emailTaken)
    expect(within(alert).getByRole('link', { name: t.emailTakenLogin })).toHaveAttribute(
      'href',
      '/mijn-account/login',
    )
    expect(
      within(alert).getByRole('button', { name: account.login.forgotPassword }),
    ).toBeInTheDocument()
    // Still the first step; another e-mail takes the alert away and goes on.
    expect(router.state.location.pathname).toBe('/register/new-user')
    await user.clear(main.getByLabelText(t.email))
    await user.type(main.getByLabelText(t.email), 'nog-vrij@example.nl')
    expect(main.queryByRole('alert')).toBeNull()
    await user.click(main.getByRole('button', { name: t.next }))
    await main.findByRole('heading', { level: 2, name: t.loyaltyHeading }, slow)
  })

  it('shows the same ways on when the email got an account before the last step', async () => {
    loggedOut()
    draftCleared()
    draftUpdated({
      email: 'demo@dierenruiter.nl',
      password: 'Sterk123',
      firstName: 'Sanne',
      lastName: 'Dubbel',
      loyaltyCard: false,
    })
    const { user } = renderRoute('/register/new-user/profile')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.profileHeading }, slow)
    await user.click(main.getByRole('button', { name: t.submit }))
    const alert = await main.findByRole('alert', {}, slow)
    expect(alert).toHaveTextContent(t.emailTaken)
    expect(within(alert).getByRole('link', { name: t.emailTakenLogin })).toBeInTheDocument()
    expect(useSessionStore.getState().session).toBeNull()
  })

  it('refuses a date of birth in the future', async () => {
    loggedOut()
    draftCleared()
    draftUpdated({
      email: 'toekomst@example.nl',
      password: 'Sterk123',
      firstName: 'Tom',
      lastName: 'Toekomst',
      loyaltyCard: false,
    })
    const { user, router } = renderRoute('/register/new-user/profile')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.profileHeading }, slow)
    const nextYear = new Date().getFullYear() + 1
    await user.type(main.getByLabelText(new RegExp(t.birthDate)), `${nextYear}-03-01`)
    await user.click(main.getByRole('button', { name: t.submit }))
    expect(await main.findByText(t.birthDateFuture, {}, slow)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/register/new-user/profile')
    expect(getDb().customerByEmail('toekomst@example.nl')).toBeUndefined()
  })

  it('asks for the account details first when the last step is opened directly', async () => {
    loggedOut()
    draftCleared()
    renderRoute('/register/new-user/profile')
    expect(await screen.findByText(t.incomplete, { exact: false }, slow)).toBeInTheDocument()
  })

  it('refuses a too-long first name at the first step, in Dutch at the field', async () => {
    loggedOut()
    draftCleared()
    const { user, router } = renderRoute('/register/new-user')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.accountHeading }, slow)
    await user.type(main.getByLabelText(t.email), 'lang@example.nl')
    await user.type(main.getByLabelText(t.password), 'Sterk123')
    await user.click(main.getByLabelText(t.firstName))
    await user.paste('A'.repeat(262))
    await user.type(main.getByLabelText(t.lastName), 'Lang')
    await user.click(main.getByRole('button', { name: t.next }))

    const firstName = main.getByLabelText(t.firstName)
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'))
    expect(firstName).toHaveAccessibleDescription('Maximaal 100 tekens')
    expect(common.validation.tooLong(registerLimits.firstName)).toBe('Maximaal 100 tekens')
    expect(main.queryByText(/invalid|expected|required|too (big|small)/i)).toBeNull()
    expect(router.state.location.pathname).toBe('/register/new-user')
    expect(main.getByRole('heading', { level: 2, name: t.accountHeading })).toBeInTheDocument()
  })

  it('takes the shopper to the field the service refused, on its own step', async () => {
    loggedOut()
    draftCleared()
    draftUpdated({
      email: 'geweigerd@example.nl',
      password: 'Sterk123',
      firstName: 'Roos',
      lastName: 'Weigering',
      loyaltyCard: false,
    })
    // A rule of the service that the form does not know: it names the field it refused.
    server.use(
      http.post('*/api/aspos/authentication/register', () =>
        HttpResponse.json(
          {
            Success: false,
            ReasonCode: 'InvalidField',
            Message: 'Het verzoek is niet volledig of niet geldig.',
            Field: 'lastName',
          },
          { status: 400 },
        ),
      ),
    )
    const { user, router } = renderRoute('/register/new-user/profile')
    const main = within(await screen.findByRole('main', {}, slow))
    await main.findByRole('heading', { level: 2, name: t.profileHeading }, slow)
    await user.click(main.getByRole('button', { name: t.submit }))

    await main.findByRole('heading', { level: 2, name: t.accountHeading }, slow)
    expect(router.state.location.pathname).toBe('/register/new-user')
    const lastName = main.getByLabelText(t.lastName)
    await waitFor(() => expect(lastName).toHaveAccessibleDescription(t.fieldRefused))
    expect(lastName).toHaveAttribute('aria-invalid', 'true')
    await waitFor(() => expect(lastName).toHaveFocus())
    expect(useSessionStore.getState().session).toBeNull()
  })
})
