// Route module of /mijn-account/verlanglijstje: the wish list with the cart's add-to-cart control
// per product, remove and clear all, beside the account nav.
import '@/styles/features/catalogue.scss'
import '@/styles/features/account.scss'
import type { QueryClient } from '@tanstack/react-query'
import { selectionsQueries } from '@/api/aspos/selections'
import { usePageMeta } from '@/components/page-meta'
import { AccountNav } from '@/features/account/components/account-nav'
import { WishList } from '@/features/account/components/wish-list'
import { useLogout } from '@/app/compose/logout'
import { AddToCart } from '@/features/cart/components/add-to-cart'
import { account } from '@/messages/nl/account'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'

const t = account.wishList

export function makeLoader(queryClient: QueryClient) {
  return () => {
    void queryClient.prefetchQuery(selectionsQueries.list())
    return null
  }
}

export function Component() {
  usePageMeta({ title: t.pageTitle, description: t.metaDescription })
  useBreadcrumb([{ label: account.area.pageTitle, href: hrefs.account() }, { label: t.pageTitle }])
  const logout = useLogout()
  return (
    <div className="account-page row g-4 py-4">
      <div className="col-lg-3 order-last order-lg-first">
        <AccountNav hrefs={hrefs} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      </div>
      <div className="col-lg-9">
        <h1 className="mb-3">{t.heading}</h1>
        <WishList
          productHref={hrefs.product}
          renderAddToCart={(item) => (
            <AddToCart productId={item.productId} title={item.title} priceCents={item.priceCents} disabled={!item.inStock} compact />
          )}
        />
      </div>
    </div>
  )
}
