import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify, useNoticesStore } from './notices-store'
import {
  closeModalsOnNavigation,
  loginAsked,
  loginDialogDone,
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

describe('loginAsked', () => {
  const reason = 'Log in om producten op je verlanglijstje te zetten.'
  const messages = () => useNoticesStore.getState().notices.map((n) => n.message)
  // The notices store is shared with the test files that run after this one in the same worker.
  afterEach(() => useNoticesStore.setState({ notices: [] }))

  it('opens the login dialog with its reason, and a login there does what was asked once', () => {
    useNoticesStore.setState({ notices: [] })
    const then = vi.fn()
    loginAsked(reason, then)
    expect(useModalStore.getState().active).toBe('login')
    expect(messages()).toEqual([reason])
    loginDialogDone()
    expect(then).toHaveBeenCalledOnce()
    expect(useModalStore.getState().active).toBeNull()
    // The reason has done its job: it does not stay above the welcome.
    expect(messages()).toEqual([])
    loginDialogDone()
    expect(then).toHaveBeenCalledOnce()
  })

  it("says what it did under the dialog's welcome, or on its own once the welcome has gone", () => {
    useNoticesStore.setState({ notices: [] })
    loginAsked(reason, (say) => say('Bewaard.'))
    const welcome = notify('Welkom terug!')
    loginDialogDone(welcome)
    expect(useNoticesStore.getState().notices).toMatchObject([
      { id: welcome, message: 'Welkom terug!', detail: 'Bewaard.' },
    ])

    useNoticesStore.setState({ notices: [] })
    loginAsked(reason, (say) => say('Bewaard.'))
    loginDialogDone(welcome)
    expect(messages()).toEqual(['Bewaard.'])
  })

  it('forgets what was asked when the dialog closes, or another modal takes its place', () => {
    useNoticesStore.setState({ notices: [] })
    const closed = vi.fn()
    loginAsked(reason, closed)
    modalClosed()
    // The reason still says why nothing happened.
    expect(messages()).toEqual([reason])
    modalOpened('login')
    loginDialogDone()
    expect(closed).not.toHaveBeenCalled()

    const replaced = vi.fn()
    loginAsked(reason, replaced)
    modalOpened('forgotPassword')
    modalOpened('login')
    loginDialogDone()
    expect(replaced).not.toHaveBeenCalled()
  })

  it('a second request replaces the first', () => {
    const first = vi.fn()
    const second = vi.fn()
    loginAsked(reason, first)
    loginAsked(reason, second)
    loginDialogDone()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })
})
