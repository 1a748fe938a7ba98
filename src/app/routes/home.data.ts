// The data of / and /home, kept apart from the page's code so the router starts it together with
// that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import { contentQueries, type ArticleParams } from '@/api/vm/content'

export const homeParams: ArticleParams = { url: 'home', bannerCategories: ['home-extra'] }

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(homeParams))
    return null
  }
}
