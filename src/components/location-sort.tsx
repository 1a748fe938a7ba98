// "Gebruik mijn locatie": asks the browser for the shopper's location only when tapped, and says
// what came of it (sorted by distance, refused, or no answer) in a polite live region. The list
// beside it sorts itself from the shared location store (stores/location-store.ts).
import '@/styles/features/stores.scss'
import { useId } from 'react'
import { locationAsked, useLocationStatus, type LocationStatus } from '@/stores/location-store'
import { stores as t } from '@/messages/nl/stores'

const messages: Record<LocationStatus, string> = {
  idle: '',
  locating: t.location.locating,
  found: t.location.sorted,
  denied: t.location.denied,
  unavailable: t.location.unavailable,
}

export function LocationSort({ className }: { className?: string }) {
  const status = useLocationStatus()
  const messageId = useId()
  return (
    <div className={className ? `location-sort ${className}` : 'location-sort'}>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={locationAsked}
        disabled={status === 'locating'}
        aria-describedby={messageId}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          focusable="false"
          className="me-2"
        >
          <path
            fill="currentColor"
            d="M8 0a.75.75 0 0 1 .75.75v1.29a6 6 0 0 1 5.21 5.21h1.29a.75.75 0 0 1 0 1.5h-1.29a6 6 0 0 1-5.21 5.21v1.29a.75.75 0 0 1-1.5 0v-1.29a6 6 0 0 1-5.21-5.21H.75a.75.75 0 0 1 0-1.5h1.29A6 6 0 0 1 7.25 2.04V.75A.75.75 0 0 1 8 0zm0 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zM8 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z"
          />
        </svg>
        {t.location.use}
      </button>
      <p id={messageId} className="location-sort-message small" role="status" data-state={status}>
        {messages[status]}
      </p>
    </div>
  )
}
