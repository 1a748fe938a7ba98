// The data of a category listing, kept apart from the page's code so the router starts it together
// with that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { contentQueries } from '@/api/vm/content'
import { listingQueryFromUrl } from '@/features/catalogue/listing-params'
import { buildCategoryTree, resolveCategory } from '@/features/catalogue/tree'
import { settle } from '../settle'

/**
 * Starts the listing, the category tree and the category's text, and lets the navigation wait for
 * them a little (settle), so the listing and its header arrive together instead of one by one.
 */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const wildcard = params['*'] ?? ''
    const listingOf = (webNodeId: number) =>
      queryClient.prefetchQuery(
        productQueries.list(listingQueryFromUrl({ webNodeId }, request.url)),
      )
    // A numeric path needs no tree to start the listing; a url path resolves through the tree.
    const early = /^\d+$/.test(wildcard) ? listingOf(Number(wildcard)) : null
    const work = queryClient.ensureQueryData(webNodeQueries.tree()).then((dtos) => {
      const node = resolveCategory(buildCategoryTree(dtos), wildcard)
      if (!node) return
      return Promise.all([
        early ?? listingOf(node.id),
        queryClient.prefetchQuery({
          ...contentQueries.article({ atomType: 'Commerce.ProductCategory', url: node.url }),
          retry: false,
        }),
      ])
    })
    await settle(work)
    return null
  }
}
