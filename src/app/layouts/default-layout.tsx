// Layout 'default': header, breadcrumb, the page, footer (cookie prompt comes from the root shell).
import { Outlet } from 'react-router-dom'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'
import { Breadcrumb } from './breadcrumb'

export function DefaultLayout() {
  return (
    <>
      <Header />
      <div className="container">
        <Breadcrumb />
      </div>
      <main id="main" className="container page-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
