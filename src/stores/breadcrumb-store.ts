// The breadcrumb trail of the current page: pages declare it, the default layout shows it.
import { useLayoutEffect } from 'react'
import { create } from 'zustand'

export interface Crumb {
  label: string
  /** Omitted for the current page (the last crumb). */
  href?: string
}

/** 'pending': the page will have a trail once its data is in; the bar keeps its place until then. */
export type Trail = Crumb[] | 'pending'

export const useBreadcrumbStore = create<{ crumbs: Trail }>(() => ({ crumbs: [] }))

export const useCrumbs = () => useBreadcrumbStore((state) => state.crumbs)

/**
 * Declares the page's trail (without 'Home', which the layout adds). A layout effect, so the trail
 * is in place before the page first paints and never pushes the page down after (layout shift).
 */
export function useBreadcrumb(crumbs: Trail | null) {
  const key = JSON.stringify(crumbs)
  useLayoutEffect(() => {
    // null: this component declares nothing (a child page does), e.g. once its data is in.
    if (key === 'null') return
    useBreadcrumbStore.setState({ crumbs: JSON.parse(key) as Trail })
    return () => useBreadcrumbStore.setState({ crumbs: [] })
  }, [key])
}
