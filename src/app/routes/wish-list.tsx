// Route module of /mijn-account/verlanglijstje: the wish list with the cart's add-to-cart control
// per product, remove and clear all, beside the account nav.
import '@/styles/features/catalogue.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { selectionsQueries } from '@/api/aspos/selections'
import { WishList } from '@/features/account/components/wish-list'
import { AddToCart } from '@/features/cart/components/add-to-cart'
import { account } from '@/messages/nl/account'
import { catalogue } from '@/messages/nl/catalogue'
import { hrefs } from '@/lib/paths'
import { AccountSubpage } from '@/app/compose/account-subpage'
import { WishListToCart } from '@/app/compose/repeat-buyers'

const t = account.wishList

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(selectionsQueries.list())
    return null
  }
}

export function Component() {
  return (
    <AccountSubpage title={t.pageTitle} heading={t.heading} description={t.metaDescription}>
      <WishList
        productHref={hrefs.product}
        renderBulkAction={(items) => <WishListToCart items={items} />}
        renderAddToCart={(item) =>
          // No purchase without a choice: a variant parent is chosen on its page; a colour product
          // asks for its colour here before it can be added.
          item.isVariantParent ? (
            <Link to={hrefs.product(item.url)} className="btn btn-sm btn-outline-secondary">
              {catalogue.product.chooseVariantShort}
              <span className="visually-hidden">: {item.title}</span>
            </Link>
          ) : (
            <AddToCart
              productId={item.productId}
              title={item.title}
              colors={
                item.isColorProduct
                  ? item.colors.map((c) => ({ code: c.code, name: c.name }))
                  : undefined
              }
              soldOut={!item.inStock}
              compact
            />
          )
        }
      />
    </AccountSubpage>
  )
}
