// Loading, error and empty states for a query, in Dutch, with a retry button on failure.
import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { userMessageOf } from '@/api/http'
import { common } from '@/messages/nl/common'

export function Spinner({ label = common.loading, small }: { label?: string; small?: boolean }) {
  return (
    <div
      className={small ? 'd-inline-flex align-items-center' : 'd-flex justify-content-center py-5'}
      role="status"
    >
      <span
        className={`spinner-border ${small ? 'spinner-border-sm' : ''} text-primary`}
        aria-hidden="true"
      />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{userMessageOf(error)}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {common.actions.retry}
        </button>
      )}
    </div>
  )
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  loading?: ReactNode
  /** When given and it returns true for the data, `empty` is shown instead of children. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
}

export function QueryState<T>({ query, children, loading, isEmpty, empty }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <Spinner />}</>
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
