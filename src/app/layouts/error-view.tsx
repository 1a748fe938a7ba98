// The error page body: 404 'De pagina kan niet worden gevonden', anything else 'Er is iets fout
// gegaan.' (status defaults to 500). The button goes home, or reloads when already home. If this
// view itself fails, a plain English fallback with a link home is shown. An unknown route shows the
// same Dutch page: the spec's English reading ('This page could not be found') would put English
// on a Dutch page, so English is kept for the fallback alone. A not-found page also offers ways on
// (not-found-help.tsx): a search box, the main categories and a few popular pages.
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { shell } from '@/messages/nl/shell'
import { usePageMeta } from '@/components/page-meta'
import { importWhenOnline } from '@/lib/import-when-online'

// Only a not-found page needs them: their code stays out of the first screen's JavaScript.
const NotFoundHelp = lazy(() =>
  importWhenOnline(() => import('./not-found-help')).then((m) => ({ default: m.NotFoundHelp })),
)

interface ErrorViewProps {
  status?: number
  detail?: string
}

function ErrorViewInner({ status = 500, detail }: ErrorViewProps) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const notFound = status === 404
  const message = notFound ? shell.error.notFound : shell.error.generic
  usePageMeta({ title: message, noindex: true })
  const goHome = () => {
    if (pathname === '/' || pathname === '/home') window.location.reload()
    else navigate('/')
  }
  return (
    <section className="error-view text-center py-5" aria-labelledby="error-title">
      <p className="display-4 fw-bold text-primary mb-2" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="h2" tabIndex={-1}>
        {message}
      </h1>
      <p className="visually-hidden">{shell.error.statusLabel(status)}</p>
      {detail && <p className="text-body-secondary">{detail}</p>}
      <button type="button" className="btn btn-primary btn-lg mt-3" onClick={goHome}>
        {pathname === '/' || pathname === '/home' ? shell.error.reload : shell.error.toHome}
      </button>
      {notFound && (
        <Suspense fallback={null}>
          <NotFoundHelp />
        </Suspense>
      )}
    </section>
  )
}

class FallbackBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div lang="en" className="container py-5 text-center">
        <h1>{shell.error.fallbackTitle}</h1>
        <a href="/">{shell.error.fallbackLink}</a>
      </div>
    )
  }
}

export function ErrorView(props: ErrorViewProps) {
  return (
    <FallbackBoundary>
      <ErrorViewInner {...props} />
    </FallbackBoundary>
  )
}
