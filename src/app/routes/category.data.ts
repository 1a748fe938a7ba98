// The data of a category listing, kept apart from the page's code so the router starts it together
// with that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/products'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { buildCategoryTree, resolveCategory } from '@/features/catalogue/tree'

export function makeLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const wildcard = params['*'] ?? ''
    if (/^\d+$/.test(wildcard)) {
      void queryClient.prefetchQuery(
        productQueries.list(listingQueryFromUrl({ webNodeId: Number(wildcard) }, request.url)),
      )
      void queryClient.prefetchQuery(webNodeQueries.tree())
    } else {
      // A url path needs the tree first; the listing follows without holding up navigation.
      void queryClient
        .ensureQueryData(webNodeQueries.tree())
        .then((dtos) => {
          const node = resolveCategory(buildCategoryTree(dtos), wildcard)
          if (node)
            return queryClient.prefetchQuery(
              productQueries.list(listingQueryFromUrl({ webNodeId: node.id }, request.url)),
            )
        })
        .catch(() => undefined)
    }
    return null
  }
}
