// Newsletter form: required and valid email, both answers announced in the live region.
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/api/query-client'
import { isSubscribedOnThisDevice } from './subscribed-here'
import { account } from '@/messages/nl/account'
import { common } from '@/messages/nl/common'
import { NewsletterForm } from './newsletter-form'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })

const t = account.newsletter

function setup() {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  )
  return {
    user,
    input: screen.getByLabelText(t.email),
    submit: screen.getByRole('button', { name: t.submit }),
  }
}

describe('NewsletterForm', () => {
  it('requires a valid email', async () => {
    const { user, input, submit } = setup()
    await user.click(submit)
    expect(await screen.findByText(common.validation.required)).toBeInTheDocument()
    await user.type(input, 'geen-email')
    await user.click(submit)
    expect(await screen.findByText(common.validation.email)).toBeInTheDocument()
  })

  it('marks the field, describes it by its message and moves focus to it on a failed submit', async () => {
    const { user, input, submit } = setup()
    expect(input).not.toHaveAttribute('aria-invalid')
    await user.click(submit)
    expect(input).toHaveFocus()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(common.validation.required)
    // Once tried, the field is checked as it is typed in: the message follows the value.
    await user.type(input, 'lezer@')
    expect(input).toHaveAccessibleDescription(common.validation.email)
    await user.type(input, 'example.nl')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(common.validation.email)).not.toBeInTheDocument()
  })

  it('confirms a new subscription', async () => {
    const { user, input, submit } = setup()
    await user.type(input, 'lezer@example.nl')
    await user.click(submit)
    expect(await screen.findByText(t.success)).toBeInTheDocument()
    expect(screen.getByText(t.success).closest('[aria-live]')).not.toBeNull()
    // The promised 10% korting comes as a code, and the promotion will not open again.
    expect(screen.getByText(t.voucher).closest('[aria-live]')).toHaveTextContent(/NIEUWS\d+/)
    expect(isSubscribedOnThisDevice()).toBe(true)
  })

  it('tells a customer to use the account (AccountExist)', async () => {
    const { user, input, submit } = setup()
    await user.type(input, 'nieuw@dierenruiter.nl')
    await user.click(submit)
    expect(await screen.findByText(t.accountExists)).toBeInTheDocument()
  })
})
