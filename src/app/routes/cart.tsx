// Route module of /winkelmandje: the cart page, composed from the cart feature with the app's hrefs.
import '@/styles/features/cart.scss'
import { lazy, Suspense } from 'react'
import { usePageMeta } from '@/components/page-meta'
import { CartView } from '@/features/cart/components/cart-view'
import { cart as messages } from '@/messages/nl/cart'
import { useBreadcrumb } from '@/stores/breadcrumb-store'
import { hrefs } from '@/lib/paths'
import { RecentlyViewed } from '@/app/compose/recently-viewed'
import { useIsLoggedIn } from '@/stores/session-store'

// "Vergeet je dit niet?": a customer's due products, in a chunk of its own.
const ForgetNot = lazy(() =>
  import('@/app/compose/running-out-cart').then((m) => ({ default: m.ForgetNot })),
)

const cartHrefs = {
  product: hrefs.product,
  checkout: hrefs.checkout(),
  offers: hrefs.offers(),
  home: hrefs.home(),
}

export function Component() {
  usePageMeta({ title: messages.page.title, description: messages.page.metaDescription })
  useBreadcrumb([{ label: messages.page.title }])
  const loggedIn = useIsLoggedIn()
  return (
    <div className="cart-page">
      <h1 className="mb-4">{messages.page.title}</h1>
      <CartView
        hrefs={cartHrefs}
        emptyExtra={<RecentlyViewed />}
        underLines={
          loggedIn && (
            <Suspense fallback={null}>
              <ForgetNot />
            </Suspense>
          )
        }
      />
    </div>
  )
}
