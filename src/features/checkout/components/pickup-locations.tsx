// Click & Collect: the stores that take pickup orders, as a radio choice.
import '@/styles/features/form-choices.scss'
import { useQuery } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { placeLine, streetLine } from '@/api/aspos/addresses'
import { checkoutQueries } from '@/api/aspos/checkout'
import { QueryState, Spinner } from '@/components/query-state'
import { checkout } from '@/messages/nl/checkout'

const t = checkout.pickup

interface PickupLocationsProps {
  registration: UseFormRegisterReturn
  error?: string
}

export function PickupLocations({ registration, error }: PickupLocationsProps) {
  const query = useQuery(checkoutQueries.pickupLocations())
  const errorId = 'pickup-location-error'
  return (
    <QueryState
      query={query}
      loading={<Spinner label={t.loading} />}
      isEmpty={(locations) => locations.length === 0}
      empty={<p>{t.none}</p>}
    >
      {(locations) => (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="fs-6 fw-semibold">{t.legend}</legend>
          <div className="row g-2">
            {locations.map((location) => {
              const id = `pickup-${location.locationCode}`
              return (
                <div className="col-md-6" key={location.locationCode}>
                  <div className="form-check choice-card h-100">
                    <input
                      className={`form-check-input${error ? ' is-invalid' : ''}`}
                      type="radio"
                      id={id}
                      value={location.locationCode}
                      {...registration}
                    />
                    <label className="form-check-label w-100" htmlFor={id}>
                      <span className="d-block fw-semibold">{location.name}</span>
                      <span className="d-block small">
                        {streetLine(location)}, {placeLine(location)}
                      </span>
                    </label>
                  </div>
                </div>
              )
            })}
          </div>
          {error && (
            <div id={errorId} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </fieldset>
      )}
    </QueryState>
  )
}
