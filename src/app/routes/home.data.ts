// The data of / and /home, kept apart from the page's code so the router starts it together with
// that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, type ArticleParams } from '@/api/vm/content'
import { settle } from './settle'

export const homeParams: ArticleParams = { url: 'home', bannerCategories: ['home-extra'] }

/** Starts the home article and lets the navigation wait a little, so the page arrives whole. */
export function makeLoader(queryClient: QueryClient) {
  return async () => {
    await settle(queryClient.prefetchQuery(contentQueries.article(homeParams)))
    return null
  }
}
