// Route module of /winkels: the 'winkels' article, the store search, list and map (350 px, loaded
// only here).
import '@/styles/features/content.scss'
import type { QueryClient } from '@tanstack/react-query'
import { storeQueries } from '@/api/aspos/stores'
import { contentQueries } from '@/api/vm/content'
import { ContentLinksProvider } from '@/features/content/content-links'
import { hrefs } from '@/lib/paths'
import { storesParams } from '@/app/compose/article-params'
import { StoresPage } from '@/app/compose/stores-page'

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(contentQueries.article(storesParams))
    void queryClient.prefetchQuery(storeQueries.list())
    return null
  }
}

export function Component() {
  return (
    <ContentLinksProvider links={hrefs}>
      <StoresPage />
    </ContentLinksProvider>
  )
}
