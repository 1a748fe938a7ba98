// Back and forward while the app adopts the static first screen (decision 017). The router reads the
// address when it is made and follows every history move from then on; React adopts the HTML as the
// router's first page renders it. A move in between (the shopper's back button a moment after the
// page appeared) made the router render another page than the HTML holds: a hydration mismatch, the
// whole page rendered again in the first screen's mode, and a crash to the error page. So the router
// hears of such moves only once the app has adopted the page: the entry holds them (a `popstate`
// listener made before the router's, which keeps the event from it) and, once adopted, tells the
// router about the address the visit ended on, as one move.

/** Where the router is: its current location, as React Router's state has it. */
export interface RouterLocationLike {
  state: { location: { pathname: string; search: string; hash: string } }
}

export interface HistoryHold {
  /**
   * The app has adopted the first screen: history moves reach the router again, and if the address
   * moved away from the router's page while held, the router follows it now.
   */
  release: (router: RouterLocationLike) => void
}

/** Holds history moves (popstate) away from every listener made after this call, until released. */
export function holdHistoryMoves(target: Window = window): HistoryHold {
  let held = false
  const hold = (event: PopStateEvent) => {
    held = true
    event.stopImmediatePropagation()
  }
  target.addEventListener('popstate', hold, { capture: true })
  return {
    release(router) {
      target.removeEventListener('popstate', hold, { capture: true })
      if (!held) return
      const { pathname, search, hash } = router.state.location
      const here = target.location
      if (here.pathname === pathname && here.search === search && here.hash === hash) return
      // The router reads the address and the entry's state itself, as on the browser's own move.
      target.dispatchEvent(
        new PopStateEvent('popstate', { state: target.history.state as unknown }),
      )
    },
  }
}
