// Layout 'cart': header, the order's one step bar (the checkout's, features/checkout) with
// 'Winkelmandje' current, the page, footer.
import '@/styles/features/layouts.scss'
import { Outlet } from 'react-router-dom'
import { StepList } from '@/features/checkout/components/step-list'
import { hrefs } from '@/lib/paths'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'

export function CartLayout() {
  return (
    <>
      <Header />
      <div className="container pt-3">
        <StepList at="cart" cartHref={hrefs.cart()} />
      </div>
      <main id="main" className="container page-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
