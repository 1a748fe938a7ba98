// The static first screen that the build writes into index.html is exactly what the app renders
// first, so React adopts it (decision 017). Here the real route table hydrates the real static shell
// in React's development build, which reports every difference, attributes included, as a console
// error; production only reports what it cannot adopt (e2e/fixtures.ts fails a flow on that).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { queryClient } from '@/api/query-client'
import { contentQueries } from '@/api/vm/content'
import { App } from '@/app/app'
import { createTestRouter, routerReady } from '@/app/router'
import { renderStaticShell } from '@/app/static-shell'
import { logInCustomer } from '@/testing/session'
import { getDb } from '@/mocks/mock-db'
import { shell as messages } from '@/messages/nl/shell'

const { shell: staticHtml } = renderStaticShell()

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  document.body.innerHTML = ''
})

async function hydrate(path: string) {
  const host = document.createElement('div')
  host.id = 'root'
  host.innerHTML = staticHtml
  document.body.append(host)
  const header = host.querySelector('header')
  // As in the browser: the menus and banners are in (or cached) before the app hydrates.
  await queryClient.prefetchQuery(contentQueries.shared())
  const router = createTestRouter(queryClient, path)
  await routerReady(router)
  const errors = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  let adopted = false
  await act(async () => {
    root = hydrateRoot(
      host,
      <App
        queryClient={queryClient}
        router={router}
        firstScreen="slot"
        onAdopted={() => (adopted = true)}
      />,
      { onRecoverableError: (error) => recoverable.push(error) },
    )
  })
  await waitFor(() => expect(adopted).toBe(true))
  const hydrationErrors = errors.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))
  errors.mockRestore()
  return { host, header, hydrationErrors, recoverable }
}

describe('hydrating the static first screen', { timeout: 60_000 }, () => {
  // A returning customer: logged in, so the header this visitor gets differs from the static one.
  beforeEach(() => logInCustomer())

  // The default layout's pages keep the static header; the cart's and the checkout's layouts
  // render their own right after hydration.
  const pages = [
    { path: '/producten/aanbiedingen', layout: 'default' },
    { path: '/zoeken/hooi', layout: 'default' },
    { path: '/winkelmandje', layout: 'cart' },
    { path: '/afrekenen', layout: 'checkout' },
  ]
  for (const { path, layout } of pages) {
    it(`adopts ${path} without a difference, then renders this visitor's page`, async () => {
      const { host, header, hydrationErrors, recoverable } = await hydrate(path)
      expect(hydrationErrors).toEqual([])
      expect(recoverable).toEqual([])
      if (layout === 'checkout') return
      // This visitor's own header follows: the account menu instead of "Inloggen".
      const firstName = getDb().customerById(1)!.FirstName
      expect(
        await screen.findByRole('button', { name: messages.header.accountMenu(firstName) }),
      ).toBeInTheDocument()
      // Adopted, not rebuilt: the header element of the HTML is still the page's.
      if (layout === 'default') expect(host.querySelector('header')).toBe(header)
      else expect(host.querySelector('header')).not.toBe(header)
    })
  }
})
