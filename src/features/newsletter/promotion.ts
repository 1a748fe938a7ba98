// When the newsletter promotion may open (spec: 5 s after load, once per day). A promotion never
// interrupts a task: it opens only on browsing pages (home, listings, content), never on a product
// page (a tap on 'In winkelmandje' was lost under it), never for a
// customer known to be subscribed, and never again on this device after subscribing. On a first
// visit it never stands beside the unanswered cookie prompt: it waits for the answer, and its 5 s
// count from then. The 5 s count from page load (performance.now()), or from that answer, or from
// the moment a page opened within the app was shown, not from when the lazily loaded modals mount. This module
// holds only the timer and the page rules (it runs in the entry chunk); the checks when the time
// comes, with the customer's own choice, load then (promotion-open.ts): no customer queries on the
// first screen.
import { useEffect } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { hrefs, paths } from '@/lib/paths'
import { whenConsentAnswered } from '@/lib/consent-answer'
import { importWhenOnline } from '@/lib/import-when-online'
import { isSubscribedOnThisDevice } from './subscribed-here'
import { watchShopperTaps } from './shopper-taps'

const NEWSLETTER_DELAY_MS = 5000

/**
 * Pages where shoppers browse: home, listings, search results, brands, blog, stores, jobs, content.
 * Not a product page: a shopper there is about to buy.
 */
const browsingPatterns = [
  paths.home,
  paths.homeAlias,
  paths.offers,
  paths.singleListing,
  paths.category,
  paths.search,
  paths.brands,
  paths.brand,
  paths.brandCollection,
  paths.blog,
  paths.blogPost,
  paths.faq,
  paths.jobs,
  paths.job,
  paths.stores,
  paths.store,
  paths.recipe,
  paths.diyGuide,
  paths.colourPicker,
  paths.sitemap,
  paths.contentPage,
]

/** One-segment pages that are tasks, not content (the catch-all content route would match them). */
const taskPages = new Set<string>([
  paths.cart,
  paths.checkout,
  paths.loginAlias,
  paths.account,
  paths.accountAlias,
  paths.orderComplete,
  paths.trackOrder,
  paths.apiTest,
  paths.contact,
  // The newsletter's own page has its form: one prompt per page.
  hrefs.newsletter(),
])

export function isBrowsingPath(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1')
  if (taskPages.has(path.toLowerCase())) return false
  return browsingPatterns.some((pattern) => matchPath(pattern, path) !== null)
}

/**
 * Opens the promotion 5 s after page load (on a first visit: 5 s after the cookie question is
 * answered) when the shopper is on a browsing page; landing on a task page postpones it until the
 * shopper browses. A logged-in customer's own newsletter choice is read
 * first: a subscribed customer never sees it.
 */
export function useNewsletterPromotion({ loggedIn }: { loggedIn: boolean }): void {
  const { pathname } = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (isSubscribedOnThisDevice() || !isBrowsingPath(pathname)) return
    watchShopperTaps()
    let cancelled = false
    const open = async () => {
      if (!navigator.onLine) return
      const { openPromotionIfDue } = await importWhenOnline(() => import('./promotion-open'))
      await openPromotionIfDue({ queryClient, loggedIn, cancelled: () => cancelled })
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    // A page the shopper opens within the app counts its own 5 s: a search sent after the first
    // page's 5 s is not covered by the promotion the moment its results come.
    const shownAt = performance.now()
    const stopWaiting = whenConsentAnswered((answeredAt) => {
      // Offline at that moment, the promotion simply does not show.
      timer = setTimeout(
        () => void open().catch(() => undefined),
        Math.max(0, Math.max(answeredAt, shownAt) + NEWSLETTER_DELAY_MS - performance.now()),
      )
    })
    return () => {
      cancelled = true
      stopWaiting()
      clearTimeout(timer)
    }
  }, [pathname, loggedIn, queryClient])
}
