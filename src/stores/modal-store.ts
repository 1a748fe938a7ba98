// The single active modal or sidebar: opening one closes whatever was open (spec section 2).
// A modal open when a navigation starts closes when it lands (a link inside it led elsewhere); one
// opened while the next page still loads stays open (the shopper asked for it after the move
// began: "Inloggen" right after "Uitloggen", while the logout's move home still waits for data).
// A control that needs a login for what the shopper asked (the wish-list heart) opens the login
// dialog through `loginAsked`: that request is finished after a login in the dialog, and forgotten
// the moment the dialog closes or gives way to another.
import { create } from 'zustand'
import { noticeDetailAdded, noticeDismissed, notify } from './notices-store'

export type ModalName =
  | 'login'
  | 'forgotPassword'
  | 'newsletter'
  | 'mobileMenu'
  | 'miniCart'
  | 'filterSheet'
  /** The add-to-cart layer (features/cart/added-store.ts). */
  | 'addedToCart'

interface ModalState {
  active: ModalName | null
  /** Counts openings, so a navigation knows which modal it found open when it started. */
  opening: number
}

export const useModalStore = create<ModalState>(() => ({ active: null, opening: 0 }))

export function modalOpened(name: ModalName): void {
  useModalStore.setState((state) => ({ active: name, opening: state.opening + 1 }))
}

export function modalClosed(name?: ModalName): void {
  useModalStore.setState((state) => (name && state.active !== name ? state : { active: null }))
}

/** Calls `listener` each time the named modal closes (a panel kept built resets then). */
export function onModalClosed(name: ModalName, listener: () => void): () => void {
  return useModalStore.subscribe((state, previous) => {
    if (previous.active === name && state.active !== name) listener()
  })
}

/** How a request finished after a login tells the shopper so (`loginDialogDone`). */
export type AfterLoginSay = (message: string) => void

/** What the shopper asked for when the login dialog opened, and the notice that says why. */
interface LoginAsk {
  then: (say: AfterLoginSay) => void
  notice: number
}

let loginAsk: LoginAsk | null = null

// The dialog closed, or another modal took its place: what was asked is not kept for later. Its
// notice stays its 5 s: it still says why the heart stayed off.
useModalStore.subscribe((state) => {
  if (state.active !== 'login') loginAsk = null
})

/**
 * Opens the login dialog for something that needs a login, with `reason` as an info notice ("Log
 * in om producten op je verlanglijstje te zetten."). A login in the dialog runs `then` once
 * (`loginDialogDone`); closing the dialog forgets it. A second request replaces the first.
 */
export function loginAsked(reason: string, then: (say: AfterLoginSay) => void): void {
  modalOpened('login')
  loginAsk = { then, notice: notify(reason, 'info') }
}

/**
 * A login in the login dialog succeeded: the dialog closes and what was asked for is done. The
 * notice that asked for the login has done its job and goes; what the request says when done is a
 * second line of the `welcome` notice while that shows, so one notice stands over the page, not
 * three.
 */
export function loginDialogDone(welcome?: number): void {
  const ask = loginAsk
  loginAsk = null
  modalClosed('login')
  if (!ask) return
  noticeDismissed(ask.notice)
  ask.then((message) => {
    if (welcome === undefined || !noticeDetailAdded(welcome, message)) notify(message)
  })
}

/** The opening count when the navigation under way started; null when none is under way. */
let openingAtNavigationStart: number | null = null

/** What the router reports: whether a navigation is under way, and the current page. */
export interface RouterStateLike {
  navigation: { state: 'idle' | 'loading' | 'submitting' }
  location: { pathname: string }
}

export interface RouterLike {
  state: RouterStateLike
  subscribe: (listener: (state: RouterStateLike) => void) => () => void
}

/**
 * Closes the modal when the router lands on another page, unless it was opened after that
 * navigation started. The router tells its subscribers synchronously, so the start is known the
 * moment the navigation is asked for, before anything can open meanwhile.
 */
export function closeModalsOnNavigation(router: RouterLike): () => void {
  let pathname = router.state.location.pathname
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      openingAtNavigationStart ??= useModalStore.getState().opening
      return
    }
    const startedAt = openingAtNavigationStart ?? useModalStore.getState().opening
    openingAtNavigationStart = null
    if (state.location.pathname === pathname) return
    pathname = state.location.pathname
    if (useModalStore.getState().opening <= startedAt) modalClosed()
  })
}

export const useActiveModal = () => useModalStore((state) => state.active)
export const useIsModalOpen = (name: ModalName) => useModalStore((state) => state.active === name)
