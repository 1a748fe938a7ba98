// The breadcrumb trail of the current page: pages declare it, the default layout shows it.
import { useLayoutEffect, useState } from 'react'
import { create } from 'zustand'

export interface Crumb {
  label: string
  /** Omitted for the current page (the last crumb). */
  href?: string
}

/** 'pending': the page will have a trail once its data is in; the bar keeps its place until then. */
export type Trail = Crumb[] | 'pending'

export const useBreadcrumbStore = create<{ crumbs: Trail }>(() => ({ crumbs: [] }))

/**
 * The trail, for the layout. It subscribes in a layout effect, not in a passive one as zustand's
 * hook does: when the layout and the page mount in one commit, the page's trail then lands before
 * the first paint instead of one frame later, pushing the page down (layout shift).
 */
export function useCrumbs(paused = false): Trail {
  const [crumbs, setCrumbs] = useState(() => useBreadcrumbStore.getState().crumbs)
  // `paused`: the layout shows no trail yet (the static first screen it adopts). A trail declared
  // meanwhile is read in the render that ends the pause; setting it from the subscription instead
  // would be an urgent update inside the adopting commit, which makes React run every passive
  // effect of that commit in the same task (one of the load's longest on a product page).
  const [wasPaused, setWasPaused] = useState(paused)
  if (wasPaused !== paused) {
    setWasPaused(paused)
    if (!paused) setCrumbs(useBreadcrumbStore.getState().crumbs)
  }
  useLayoutEffect(() => {
    if (paused) return
    setCrumbs(useBreadcrumbStore.getState().crumbs)
    return useBreadcrumbStore.subscribe((state) => setCrumbs(state.crumbs))
  }, [paused])
  return crumbs
}

/**
 * Declares the page's trail (without 'Home', which the layout adds). A layout effect, so the trail
 * is in place before the page first paints and never pushes the page down after (layout shift).
 */
export function useBreadcrumb(crumbs: Trail | null) {
  const key = JSON.stringify(crumbs)
  useLayoutEffect(() => {
    // null: this component declares nothing (a child page does), e.g. once its data is in.
    if (key === 'null') return
    setTrail(key)
    return () => setTrail('[]')
  }, [key])
}

/**
 * Sets the trail (as JSON) unless it is already the one shown. The same trail as a new array would
 * still re-render the layout at once, inside the commit that puts the page on screen: on every
 * load of home (its empty trail), in the commit that adopts the static page.
 */
function setTrail(key: string): void {
  if (JSON.stringify(useBreadcrumbStore.getState().crumbs) !== key)
    useBreadcrumbStore.setState({ crumbs: JSON.parse(key) as Trail })
}
