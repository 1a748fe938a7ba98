// Click & Collect: the stores that take pickup orders, as a radio choice. Five at first (nearest
// once the shopper shared a location, else alphabetical) and all on request; each says whether it
// is open now, how far it is when known, and from when an order placed now is ready there. A
// missing choice is said once for the whole group, not by every card.
import '@/styles/features/form-choices.scss'
import { useId, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { placeLine, streetLine } from '@/api/aspos/addresses'
import { checkoutQueries } from '@/api/aspos/checkout'
import { pickupReadyAt } from '@/domain/store-hours'
import { LocationSort } from '@/components/location-sort'
import { QueryState, Spinner } from '@/components/query-state'
import { readyFromText, StoreDistance, StoreOpenState } from '@/components/store-open-state'
import { useMinuteClock } from '@/lib/use-minute-clock'
import { checkout } from '@/messages/nl/checkout'
import { stores as storeTexts } from '@/messages/nl/stores'
import { useShopperPosition } from '@/stores/location-store'
import {
  orderPickupLocations,
  PICKUP_SHOWN_FIRST,
  shownPickupEntries,
  type PickupEntry,
} from '../pickup-choice'

const t = checkout.pickup

interface PickupLocationsProps {
  registration: UseFormRegisterReturn
  /** The chosen location code (the form's value), kept in view when the list is short. */
  chosen: string
  error?: string
}

export function PickupLocations({ registration, chosen, error }: PickupLocationsProps) {
  const query = useQuery(checkoutQueries.pickupLocations())
  return (
    <QueryState
      query={query}
      loading={<Spinner label={t.loading} />}
      isEmpty={(locations) => locations.length === 0}
      empty={<p>{t.none}</p>}
    >
      {(locations) => (
        <PickupChoice
          locations={locations}
          registration={registration}
          chosen={chosen}
          error={error}
        />
      )}
    </QueryState>
  )
}

function PickupChoice({
  locations,
  registration,
  chosen,
  error,
}: PickupLocationsProps & { locations: Parameters<typeof orderPickupLocations>[0] }) {
  const position = useShopperPosition()
  const now = useMinuteClock()
  const [showAll, setShowAll] = useState(false)
  const ordered = useMemo(() => orderPickupLocations(locations, position), [locations, position])
  const shown = shownPickupEntries(ordered, { showAll, chosen })
  const id = useId()
  const errorId = `${id}-error`
  const listId = `${id}-list`
  return (
    <>
      {locations.some((l) => l.latitude !== null) && <LocationSort className="mb-3" />}
      <fieldset
        className="pickup-choice"
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? true : undefined}
      >
        <legend className="fs-6 fw-semibold">{t.legend}</legend>
        {error && (
          <p id={errorId} className="pickup-choice-error invalid-feedback d-block mb-2">
            {error}
          </p>
        )}
        <div className="row g-2" id={listId}>
          {shown.map((entry) => (
            <PickupCard
              key={entry.location.locationCode}
              entry={entry}
              now={now}
              registration={registration}
            />
          ))}
        </div>
        {ordered.length > PICKUP_SHOWN_FIRST && (
          <button
            type="button"
            className="btn btn-link px-0 mt-2"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? storeTexts.pickup.showFewer : storeTexts.pickup.showAll(ordered.length)}
          </button>
        )}
      </fieldset>
    </>
  )
}

function PickupCard({
  entry: { location, km },
  now,
  registration,
}: {
  entry: PickupEntry
  now: Date
  registration: UseFormRegisterReturn
}) {
  const id = `pickup-${location.locationCode}`
  const hasHours = location.openingHours.length > 0
  const readyAt = hasHours ? pickupReadyAt(location.openingHours, now) : null
  return (
    <div className="col-md-6">
      <div className="form-check choice-card h-100">
        <input
          className="form-check-input"
          type="radio"
          id={id}
          value={location.locationCode}
          aria-labelledby={`${id}-name`}
          aria-describedby={km !== null ? `${id}-details ${id}-distance` : `${id}-details`}
          {...registration}
        />
        <label className="form-check-label w-100" htmlFor={id}>
          <span className="d-flex justify-content-between align-items-baseline gap-2">
            <span id={`${id}-name`} className="fw-semibold">
              {location.name}
            </span>
            {km !== null && (
              <StoreDistance id={`${id}-distance`} km={km} className="small text-body-secondary" />
            )}
          </span>
          <span id={`${id}-details`} className="d-block small">
            <span className="d-block">
              {streetLine(location)}, {placeLine(location)}
            </span>
            {hasHours && (
              <span className="d-block">
                <StoreOpenState hours={location.openingHours} now={now} />
              </span>
            )}
            {readyAt && <span className="d-block">{readyFromText(readyAt, now)}</span>}
          </span>
        </label>
      </div>
    </div>
  )
}
