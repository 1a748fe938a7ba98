// The update prompt as a customer meets it: nothing until a new release's worker waits, then a
// Dutch notice in a live region with a keyboard-reachable button that loads the new version.
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, type ServiceWorkerDeps, type WorkboxLike } from '@/lib/register-sw'
import { UpdatePrompt } from './update-prompt'

/** Registers through a stand-in for workbox-window's Workbox; `fire` plays its events. */
async function registerWithFakeWorkbox() {
  const listeners: Record<string, Array<() => void>> = {}
  const workbox = {
    register: vi.fn(() => Promise.resolve(undefined)),
    addEventListener: (type: string, listener: () => void) =>
      void (listeners[type] ??= []).push(listener),
    messageSkipWaiting: vi.fn(),
  }
  const reload = vi.fn()
  const deps: ServiceWorkerDeps = {
    prod: true,
    navigator: { serviceWorker: { register: vi.fn(), controller: null } },
    window: {
      document: { readyState: 'complete' },
      addEventListener: () => undefined,
      setTimeout: (callback) => void callback(),
    },
    createWorkbox: () => Promise.resolve(workbox as WorkboxLike),
    reload,
  }
  await registerServiceWorker(deps)
  const fire = (type: 'waiting' | 'controlling') =>
    act(() => (listeners[type] ?? []).forEach((listener) => listener()))
  return { workbox, reload, fire }
}

describe('UpdatePrompt', () => {
  it('stays silent until a new version waits, then offers it and loads it on request', async () => {
    const user = userEvent.setup()
    const { workbox, reload, fire } = await registerWithFakeWorkbox()
    render(<UpdatePrompt />)
    const region = screen.getByRole('status')
    expect(region).toBeEmptyDOMElement()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()

    fire('waiting')
    expect(region).toHaveTextContent('Nieuwe versie beschikbaar')
    const button = screen.getByRole('button', { name: 'Nieuwe versie laden' })
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled()

    // Keyboard: the button is in the tab order and Enter activates it.
    await user.tab()
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
    expect(region).toBeEmptyDOMElement()

    fire('controlling')
    expect(reload).toHaveBeenCalledOnce()
  })
})
