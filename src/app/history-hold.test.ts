// History moves while the app adopts the first screen reach the router once, after adoption.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdHistoryMoves } from './history-hold'

const at = (path: string) => {
  const url = new URL(path, 'http://localhost')
  return { state: { location: { pathname: url.pathname, search: url.search, hash: url.hash } } }
}

describe('holdHistoryMoves', () => {
  const listeners: Array<() => void> = []
  const listen = () => {
    const heard = vi.fn()
    window.addEventListener('popstate', heard)
    listeners.push(() => window.removeEventListener('popstate', heard))
    return heard
  }
  afterEach(() => {
    listeners.splice(0).forEach((remove) => remove())
    history.replaceState(null, '', '/')
  })

  it('keeps moves from the router until released, then tells it where the visit ended', () => {
    history.replaceState(null, '', '/')
    const hold = holdHistoryMoves()
    const router = listen()
    history.pushState(null, '', '/faq')
    window.dispatchEvent(new PopStateEvent('popstate'))
    history.pushState(null, '', '/blog')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(router).not.toHaveBeenCalled()

    hold.release(at('/'))
    expect(router).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(router).toHaveBeenCalledTimes(2)
  })

  it('says nothing when the visit ended where the router is', () => {
    history.replaceState(null, '', '/faq?p=2')
    const hold = holdHistoryMoves()
    const router = listen()
    history.pushState(null, '', '/blog')
    window.dispatchEvent(new PopStateEvent('popstate'))
    history.replaceState(null, '', '/faq?p=2')
    window.dispatchEvent(new PopStateEvent('popstate'))
    hold.release(at('/faq?p=2'))
    expect(router).not.toHaveBeenCalled()
  })

  it('says nothing when no move came', () => {
    history.replaceState(null, '', '/faq')
    const hold = holdHistoryMoves()
    const router = listen()
    hold.release(at('/'))
    expect(router).not.toHaveBeenCalled()
  })
})
