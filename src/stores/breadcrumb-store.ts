// The breadcrumb trail of the current page: pages declare it, the default layout shows it.
import { useLayoutEffect } from 'react'
import { create } from 'zustand'

export interface Crumb {
  label: string
  /** Omitted for the current page (the last crumb). */
  href?: string
}

export const useBreadcrumbStore = create<{ crumbs: Crumb[] }>(() => ({ crumbs: [] }))

export const useCrumbs = () => useBreadcrumbStore((state) => state.crumbs)

/**
 * Declares the page's trail (without 'Home', which the layout adds). A layout effect, so the trail
 * is in place before the page first paints and never pushes the page down after (layout shift).
 */
export function useBreadcrumb(crumbs: Crumb[]) {
  const key = JSON.stringify(crumbs)
  useLayoutEffect(() => {
    useBreadcrumbStore.setState({ crumbs: JSON.parse(key) as Crumb[] })
    return () => useBreadcrumbStore.setState({ crumbs: [] })
  }, [key])
}
