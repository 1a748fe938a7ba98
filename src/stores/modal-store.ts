// The single active modal or sidebar: opening one closes whatever was open (spec section 2).
// A modal open when a navigation starts closes when it lands (a link inside it led elsewhere); one
// opened while the next page still loads stays open (the shopper asked for it after the move
// began: "Inloggen" right after "Uitloggen", while the logout's move home still waits for data).
import { create } from 'zustand'

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
