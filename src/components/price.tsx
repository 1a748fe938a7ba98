// A price in nl-NL euros; a struck original price when the current one is lower.
import { formatPrice, formatPriceOrFree } from '@/lib/format'

interface PriceProps {
  /** Current price in cents. */
  cents: number
  /** Original price in cents, shown struck through when higher than the current one. */
  originalCents?: number | null
  /** Show 'Gratis' for zero. */
  freeWhenZero?: boolean
  className?: string
}

export function Price({ cents, originalCents, freeWhenZero, className }: PriceProps) {
  const discounted = originalCents != null && originalCents > cents
  return (
    <span className={['price', className].filter(Boolean).join(' ')}>
      {discounted && (
        <del className="price-original text-body-secondary me-2">
          <span className="visually-hidden">Van </span>
          {formatPrice(originalCents)}
        </del>
      )}
      <span
        className={discounted ? 'price-current text-discount fw-bold' : 'price-current fw-bold'}
      >
        {discounted && <span className="visually-hidden">voor </span>}
        {freeWhenZero ? formatPriceOrFree(cents) : formatPrice(cents)}
      </span>
    </span>
  )
}
