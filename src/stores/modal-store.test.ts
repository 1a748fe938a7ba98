import { afterEach, describe, expect, it } from 'vitest'
import {
  closeModalsOnNavigation,
  modalClosed,
  modalOpened,
  onModalClosed,
  useModalStore,
  type RouterStateLike,
} from './modal-store'

/** A router that reports what the test tells it, the way the data router tells its subscribers. */
function fakeRouter(pathname = '/mijn-account') {
  const listeners = new Set<(state: RouterStateLike) => void>()
  const router = {
    state: { navigation: { state: 'idle' }, location: { pathname } } as RouterStateLike,
    subscribe(listener: (state: RouterStateLike) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(state: RouterStateLike['navigation']['state'], path: string) {
      router.state = { navigation: { state }, location: { pathname: path } }
      listeners.forEach((listener) => listener(router.state))
    },
  }
  return router
}

let stop = () => {}
afterEach(() => {
  stop()
  modalClosed()
})

describe('closeModalsOnNavigation', () => {
  it('closes a modal that was open when the navigation started, once it lands', () => {
    const router = fakeRouter()
    stop = closeModalsOnNavigation(router)
    modalOpened('login')
    router.emit('loading', '/mijn-account')
    expect(useModalStore.getState().active).toBe('login')
    router.emit('idle', '/registreren')
    expect(useModalStore.getState().active).toBeNull()
  })

  it('keeps a modal opened while the next page still loads', () => {
    const router = fakeRouter()
    stop = closeModalsOnNavigation(router)
    router.emit('loading', '/mijn-account')
    modalOpened('login')
    router.emit('idle', '/')
    expect(useModalStore.getState().active).toBe('login')
  })

  it('closes on a landing without a loading phase, and not when the page stays the same', () => {
    const router = fakeRouter('/')
    stop = closeModalsOnNavigation(router)
    modalOpened('newsletter')
    router.emit('idle', '/')
    expect(useModalStore.getState().active).toBe('newsletter')
    router.emit('idle', '/blog')
    expect(useModalStore.getState().active).toBeNull()
  })
})

describe('onModalClosed', () => {
  it('tells when the named modal closes, also when another one takes its place', () => {
    const calls: string[] = []
    const stopListening = onModalClosed('mobileMenu', () => calls.push('closed'))
    modalOpened('mobileMenu')
    expect(calls).toEqual([])
    modalClosed('mobileMenu')
    expect(calls).toEqual(['closed'])
    modalOpened('mobileMenu')
    modalOpened('login')
    expect(calls).toEqual(['closed', 'closed'])
    modalClosed()
    expect(calls).toEqual(['closed', 'closed'])
    stopListening()
    modalOpened('mobileMenu')
    modalClosed()
    expect(calls).toEqual(['closed', 'closed'])
  })
})
