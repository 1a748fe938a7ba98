// Layout 'dark' (the colour picker): a dark page that shows colours at their best, with a loading
// bar after load that ends after 3 s: it fills to the end and then goes (spec, layouts). The bar lies
// over the top of the dark area, so nothing moves when it goes.
import '@/styles/features/layouts.scss'
import '@/styles/features/dark-theme.scss'
import { useEffect, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { Header } from './header'
import { LazyFooter as Footer } from './lazy-parts'
import { Breadcrumb } from './breadcrumb'

const DARK_LOADING_BAR_MS = 3000

export function DarkLayout() {
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    // Full at 3 s, then it goes (a moment later, so the full bar is seen). With reduced motion it
    // stands full, without moving, until then.
    const timer = setTimeout(() => setLoading(false), DARK_LOADING_BAR_MS + 300)
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <Header />
      <div className="dark-layout" data-bs-theme="dark">
        {loading && (
          <div
            className="dark-loading-bar"
            role="progressbar"
            aria-label={shell.loadingBar}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className="dark-loading-bar-fill"
              style={{ animationDuration: `${DARK_LOADING_BAR_MS}ms` }}
            />
          </div>
        )}
        <div className="container">
          <Breadcrumb />
        </div>
        <main id="main" className="container page-main pb-5" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
    </>
  )
}
