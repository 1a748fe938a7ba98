// Layout 'alt': header and footer around a narrow column, for login, registration and passwords.
import { Outlet } from 'react-router-dom'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'

export function AltLayout() {
  return (
    <>
      <Header />
      <main id="main" className="container page-main page-main-narrow py-4" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
