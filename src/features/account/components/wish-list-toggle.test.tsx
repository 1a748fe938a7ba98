// The wish list heart: anonymous visitors get the login modal and a notice; customers toggle the
// product on and off the list (aria-pressed follows the server's list).
import { QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { delay, http, HttpResponse } from 'msw'
import { login } from '@/api/aspos/auth'
import { createQueryClient } from '@/api/query-client'
import { demoAccounts } from '@/mocks/db/seed-stores-people'
import { getDb } from '@/mocks/mock-db'
import { server } from '@/mocks/server'
import { account } from '@/messages/nl/account'
import { loginDialogDone, modalClosed, useModalStore } from '@/stores/modal-store'
import { useNoticesStore } from '@/stores/notices-store'
import { loggedIn, loggedOut } from '@/stores/session-store'
import { WishListToggle } from './wish-list-toggle'

// The shared test box is slow under load: give async queries room.
configure({ asyncUtilTimeout: 10_000 })

const t = account.wishList
const TITLE = 'Royal Canin Medium Adult 15 kg'

function setup() {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WishListToggle productId={1001} productTitle={TITLE} />
    </QueryClientProvider>,
  )
  return { user, button: screen.getByRole('button', { name: t.add(TITLE) }) }
}

describe('WishListToggle', () => {
  it('asks an anonymous visitor to log in', async () => {
    loggedOut()
    useModalStore.setState({ active: null })
    const { user, button } = setup()
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(useModalStore.getState().active).toBe('login')
    expect(useNoticesStore.getState().notices.map((n) => n.message)).toContain(t.loginFirst)
  })

  it('a login in the dialog it opened saves the product; a closed dialog saves nothing', async () => {
    loggedOut()
    getDb().state.selections['1'] = []
    useNoticesStore.setState({ notices: [] })
    const { user, button } = setup()
    await user.click(button)
    modalClosed()
    loggedIn(await login(demoAccounts.demo))
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(getDb().state.selections['1']).toEqual([])

    loggedOut()
    useNoticesStore.setState({ notices: [] })
    await user.click(button)
    expect(useNoticesStore.getState().notices.map((n) => n.message)).toEqual([t.loginFirst])
    // What the login dialog does after a login (app/layouts/modals.tsx).
    loggedIn(await login(demoAccounts.demo))
    loginDialogDone()
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(getDb().state.selections['1']?.map((s) => s.ProductId)).toEqual([1001])
    const messages = useNoticesStore.getState().notices.map((n) => n.message)
    expect(messages).not.toContain(t.loginFirst)
    expect(messages).toContain(t.added(TITLE))
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    await waitFor(() => expect(getDb().state.selections['1']).toEqual([]))
    useNoticesStore.setState({ notices: [] })
  })

  it('puts the product on the list and takes it off again', async () => {
    loggedIn(await login(demoAccounts.demo))
    const { user, button } = setup()
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(getDb().state.selections['1']?.map((s) => s.ProductId)).toEqual([1001])
    // The add settles after its list refetch; only then is the button free again.
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
    await waitFor(() => expect(getDb().state.selections['1']).toEqual([]))
  })

  it('is busy while the change is on its way, and a refused change says so in Dutch', async () => {
    loggedIn(await login(demoAccounts.demo))
    server.use(
      http.post('*/api/aspos/products/selections', async () => {
        await delay(200)
        return HttpResponse.json({ message: 'Onderhoud' }, { status: 503 })
      }),
    )
    useNoticesStore.setState({ notices: [] })
    const { user, button } = setup()
    await user.click(button)
    expect(button).toBeDisabled()
    await waitFor(() => expect(button).toBeEnabled())
    expect(button).toHaveAttribute('aria-pressed', 'false')
    const notices = useNoticesStore.getState().notices
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ tone: 'danger' })
    expect(notices[0]!.message).not.toBe(t.added(TITLE))
  })
})
