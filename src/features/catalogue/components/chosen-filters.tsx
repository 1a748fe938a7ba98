// The chosen filters as chips, each a button that removes it, and 'Wis alles': above the products
// (phone and desktop) and at the top of the phone's filter sheet.
import { catalogue } from '@/messages/nl/catalogue'
import { chosenFilters, withoutFilters, type ListingFilters } from '../listing-params'

const t = catalogue.filters

interface ChosenFiltersProps {
  filters: ListingFilters
  brandName?: (slug: string) => string
  /** A change to the filters as they stand when it happens. */
  onChange: (update: (current: ListingFilters) => ListingFilters) => void
  className?: string
}

export function ChosenFilters({ filters, brandName, onChange, className }: ChosenFiltersProps) {
  const chips = chosenFilters(filters, brandName)
  if (chips.length === 0) return null
  return (
    <div
      role="group"
      aria-label={t.chosen}
      className={['chosen-filters', className].filter(Boolean).join(' ')}
    >
      <ul className="list-unstyled d-flex flex-wrap align-items-center gap-2 mb-0">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="btn btn-sm chosen-filter"
              aria-label={t.removeChosen(chip.label)}
              onClick={() => onChange(chip.without)}
            >
              {chip.label}
              <span className="chosen-filter-remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="btn btn-link btn-sm px-1"
            onClick={() => onChange(withoutFilters)}
          >
            {t.clearAll}
          </button>
        </li>
      </ul>
    </div>
  )
}
