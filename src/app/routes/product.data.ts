// The data of a product page, kept apart from the page's code so the router starts it together
// with that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/products'
import { webNodeQueries } from '@/api/aspos/webnodes'

export function makeLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.productName)
      void queryClient.prefetchQuery(productQueries.detail(params.productName))
    void queryClient.prefetchQuery(webNodeQueries.tree())
    return null
  }
}
