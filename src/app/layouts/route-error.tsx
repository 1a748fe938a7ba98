// The route table's error element: maps any thrown error to the error page. A failed chunk load
// (new deploy) reloads the page, at most once per 60 s.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { isApiError } from '@/api/http'
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload'
import { ErrorView } from './error-view'

function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  if (isApiError(error) && error.status === 404) return 404
  return 500
}

/** `standalone` when no layout is around it (the root failed): it brings its own <main>. */
export function RouteErrorPage({ standalone }: { standalone?: boolean }) {
  const error = useRouteError()
  if (isChunkLoadError(error)) reloadAfterChunkError()
  const status = errorStatus(error)
  if (!standalone) return <ErrorView status={status} />
  return (
    <main id="main" className="container">
      <ErrorView status={status} />
    </main>
  )
}
