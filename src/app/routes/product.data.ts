// The data of a product page, kept apart from the page's code so the router starts it together
// with that code instead of after it (see page() in router.tsx).
import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { productQueries } from '@/api/aspos/product-queries'
import { webNodeQueries } from '@/api/aspos/webnodes'
import { contentQueries } from '@/api/vm/content'
import { VARIANT_PARAM } from '@/features/catalogue/variant-choice'
import { settle } from '../settle'

/**
 * Starts the product and the category tree (its breadcrumb) and lets the navigation wait a little.
 * Once the product is known, its gallery and its page text start too: here, in the answer's own
 * task, not in the page's first render (on a slow phone their requests made that task a long one).
 */
export function makeLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const name = params.productName
    const product = name
      ? queryClient.ensureQueryData(productQueries.detail(name)).then(
          ({ product }) => {
            // A size chosen in the URL shows its own gallery: the page asks for that one.
            if (!new URL(request.url).searchParams.has(VARIANT_PARAM))
              void queryClient.prefetchQuery(productQueries.images(product.code))
            void queryClient.prefetchQuery({
              ...contentQueries.article({ atomType: 'Commerce.Product', url: product.url }),
              retry: false,
            })
          },
          () => undefined,
        )
      : null
    await settle(Promise.all([product, queryClient.prefetchQuery(webNodeQueries.tree())]))
    return null
  }
}
