// Forgot-password form: email rules, the 'Check je mail!' screen with the server Message, and the
// server Message as an error for an unknown email.
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { ForgotPasswordForm } from './forgot-password-form'
import { accountAnswers } from '@/mocks/messages'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })

const t = account.forgotPassword

function setup(onBackToLogin?: () => void) {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForgotPasswordForm onBackToLogin={onBackToLogin} />
    </QueryClientProvider>,
  )
  return {
    user,
    input: screen.getByLabelText(t.email),
    submit: screen.getByRole('button', { name: t.submit }),
  }
}

describe('ForgotPasswordForm', () => {
  it('requires a valid email', async () => {
    const { user, input, submit } = setup()
    await user.click(submit)
    expect(await screen.findByText(common.validation.required)).toBeInTheDocument()
    await user.type(input, 'x@')
    await user.click(submit)
    expect(await screen.findByText(common.validation.email)).toBeInTheDocument()
  })

  it('shows the result screen with the server Message', async () => {
    const { user, input, submit } = setup()
    await user.type(input, 'demo@dierenruiter.nl')
    await user.click(submit)
    expect(await screen.findByRole('heading', { name: t.resultHeading })).toBeInTheDocument()
    expect(screen.getByText(accountAnswers.forgotSent('demo@dierenruiter.nl'))).toBeInTheDocument()
  })

  it('shows the server Message as an error for an unknown email', async () => {
    const { user, input, submit } = setup()
    await user.type(input, 'onbekend@example.nl')
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(accountAnswers.unknownEmail)
    expect(screen.queryByRole('heading', { name: t.resultHeading })).toBeNull()
  })

  it('leads back to the login, before and after sending', async () => {
    const back = vi.fn()
    const { user, input, submit } = setup(back)
    await user.click(screen.getByRole('button', { name: t.backToLogin }))
    expect(back).toHaveBeenCalledTimes(1)
    await user.type(input, 'demo@dierenruiter.nl')
    await user.click(submit)
    await screen.findByRole('heading', { name: t.resultHeading })
    await user.click(screen.getByRole('button', { name: t.backToLogin }))
    expect(back).toHaveBeenCalledTimes(2)
  })
})
