// The phone's filter sheet, loaded when the shopper first asks for it: the whole screen, with the
// chosen filters as chips and 'Wis alles', the filter groups, and one button 'Toon 23 producten'.
// The sheet works on its own copy of the filters, so the listing behind it stays put while the
// shopper ticks; the number on the button is the listing's own query for that copy (the same query
// options, so once applied the listing shows exactly those products, from the cache). Leaving the
// sheet in any way (the button, the close button, Escape) applies what it shows.
import '@/styles/features/full-screen-modal.scss'
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { productQueries, type ProductPage } from '@/api/aspos/product-queries'
import type { ProductListParams } from '@/api/aspos/product-list-params'
import { Modal } from '@/components/modal'
import { catalogue } from '@/messages/nl/catalogue'
import { listingQuery, withFilters, type ListingFilters } from '../listing-params'
import { ChosenFilters } from './chosen-filters'
import { FilterGroups } from './listing-filters'

const t = catalogue.filters

export interface FilterSheetProps {
  open: boolean
  /** The filters the listing shows now: the sheet starts from them each time it opens. */
  applied: ListingFilters
  base: ProductListParams
  facets: ProductPage['facets'] | null
  hideBrands?: boolean
  brandName: (slug: string) => string
  /** The sheet closes with these filters. */
  onDone: (filters: ListingFilters) => void
}

export function FilterSheet(props: FilterSheetProps) {
  // A fresh copy of the listing's filters on every opening.
  const [openings, setOpenings] = useState(0)
  const [wasOpen, setWasOpen] = useState(props.open)
  if (props.open !== wasOpen) {
    setWasOpen(props.open)
    if (props.open) setOpenings(openings + 1)
  }
  return <SheetBody key={openings} {...props} />
}

function SheetBody({
  open,
  applied,
  base,
  facets,
  hideBrands,
  brandName,
  onDone,
}: FilterSheetProps) {
  const [draft, setDraft] = useState(applied)
  // Page 1 of the listing these filters give: the very query the listing will make.
  const chosen = withFilters(draft, {})
  const count = useQuery({ ...productQueries.list(listingQuery(base, chosen)), enabled: open })
  const settled = count.data !== undefined && !count.isPlaceholderData
  const change = (update: (current: ListingFilters) => ListingFilters) =>
    setDraft((current) => update(current))
  const done = () => onDone(chosen)
  return (
    <Modal open={open} onClose={done} title={t.title} size="full">
      <div className="filter-sheet-scroll">
        <ChosenFilters filters={draft} brandName={brandName} onChange={change} className="mb-3" />
        <div className="listing-filters">
          <FilterGroups filters={draft} facets={facets} onChange={change} hideBrands={hideBrands} />
        </div>
      </div>
      <div className="filter-sheet-footer">
        <p className="visually-hidden" role="status" aria-live="polite">
          {settled ? t.sheetCount(count.data.totalCount) : ''}
        </p>
        <button
          type="button"
          className="btn btn-cta w-100 filter-sheet-show"
          aria-busy={!settled || undefined}
          onClick={done}
        >
          {settled ? t.showProducts(count.data.totalCount) : t.counting}
        </button>
      </div>
    </Modal>
  )
}
