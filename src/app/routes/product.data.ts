// The data of a product page, kept apart from the page's code so the router starts it together
// with that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { settle } from '../settle'

/** Starts the product and the category tree (its breadcrumb) and lets the navigation wait a little. */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const work = Promise.all([
      params.productName
        ? queryClient.prefetchQuery(productQueries.detail(params.productName))
        : null,
      queryClient.prefetchQuery(webNodeQueries.tree()),
    ])
    await settle(work)
    return null
  }
}
