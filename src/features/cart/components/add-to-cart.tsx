// The add-to-cart control for product pages, cards and lists: quantity (− input +), a colour choice
// for colour products (required before adding) and the 'In winkelmandje' button; a sold-out
// product gets the plain word 'Uitverkocht' instead (no quantity, no button). The change goes
// into the batch queue and the add-to-cart layer opens; the header count follows at once, the
// service confirms after 1 s of quiet. More than can be ordered (the line limit, the stock, less
// what the cart holds: domain/cart-limits.ts, as the service counts) is said at the field, in Dutch,
// and nothing is sent: the cart stays as it was.
import '@/styles/features/cart-controls.scss'
import '@/styles/features/form-choices.scss'
import { useId, useState, type FormEvent } from 'react'
import { orderRoom } from '@/domain/cart-limits'
import type { LineCharge } from '@/domain/pricing/line-charge'
import { Amount } from '@/components/price'
import { cart as messages } from '@/messages/nl/cart'
import { quantityLimit } from '@/messages/nl/quantity'
import { catalogue } from '@/messages/nl/catalogue'
import { productAdded } from '../added-store'
import { quantitiesInCart } from '../cart-reads'
import { QuantityInput } from './quantity-input'
import { ColourSwatches, type SwatchOption } from './colour-swatches'

export interface ColourOption {
  code: string
  name: string
  /** With a colour for each option, a product page shows swatches instead of a select. */
  hex?: string
}

interface AddToCartProps {
  productId: number
  title: string
  /**
   * What a line of `quantity` pieces costs, by the one line rule (lineCharge in
   * domain/pricing/line-charge.ts); shows "n × piece = total" for more than one. Left out on cards.
   */
  charge?: (quantity: number) => Pick<LineCharge, 'pieceCents' | 'totalCents'>
  colors?: readonly ColourOption[]
  /** Sold out (isSoldOut in domain/pricing/flags.ts): says so, offers nothing to buy. */
  soldOut?: boolean
  /** Small controls for cards and lists. */
  compact?: boolean
  /** Sold per kg: the quantity field counts kilograms. */
  isWeightProduct?: boolean
  /** The product's stock (null: unknown) and whether it is virtual (no stock limit). */
  stock?: number | null
  isVirtual?: boolean
}

/**
 * The quantity limit of one product's field: what the shelf allows at all (said as soon as it is
 * typed), and on adding, what the cart leaves room for (said then; nothing is sent).
 */
export function useOrderLimit({
  productId,
  stock,
  isVirtual,
  isWeightProduct,
}: {
  productId: number
  stock?: number | null
  isVirtual?: boolean
  isWeightProduct?: boolean
}) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const unit = isWeightProduct ? 'kg' : 'stuks'
  const shelf = orderRoom({ stock, isVirtual })
  return {
    /** The field's maximum: higher typing is kept and answered with the limit. */
    max: Math.max(1, shelf.room),
    error: (quantity: number) => (quantity > shelf.room ? quantityLimit(shelf, unit) : refusal),
    /** The quantity changed: a refusal of the one before no longer applies. */
    changed: () => setRefusal(null),
    /** Whether `quantity` fits beside what the cart holds; if not, the field says why. */
    fits: (quantity: number, color: string | null) => {
      const room = orderRoom({ stock, isVirtual, ...quantitiesInCart(productId, color) })
      if (quantity <= room.room) return true
      setRefusal(quantityLimit(room, unit))
      return false
    },
  }
}

export function AddToCart({
  productId,
  title,
  charge,
  colors,
  soldOut,
  compact,
  isWeightProduct,
  stock,
  isVirtual,
}: AddToCartProps) {
  const [quantity, setQuantity] = useState(1)
  const quantityId = useId()
  const quantityErrorId = useId()
  const limit = useOrderLimit({ productId, stock, isVirtual, isWeightProduct })
  const quantityError = limit.error(quantity)
  const [colour, setColour] = useState('')
  const [colourError, setColourError] = useState(false)
  const colourId = useId()
  const errorId = useId()
  const needsColour = (colors?.length ?? 0) > 0
  const swatches =
    !compact && colors?.every((c) => c.hex) ? (colors as readonly SwatchOption[]) : null
  const line = !compact && quantity > 1 && !quantityError ? charge?.(quantity) : undefined

  if (soldOut) return <SoldOutNote title={title} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (needsColour && !colour) {
      setColourError(true)
      // The select, or the first swatch of the group.
      document.getElementById(swatches ? `${colourId}-0` : colourId)?.focus()
      return
    }
    const color = needsColour ? colour : null
    if (quantityError || !limit.fits(quantity, color)) {
      document.getElementById(quantityId)?.focus()
      return
    }
    productAdded(productId, quantity, color, title)
    setQuantity(1)
  }
  const quantityChanged = (next: number) => {
    setQuantity(next)
    limit.changed()
  }

  return (
    <form
      className={`add-to-cart${compact ? ' add-to-cart-compact' : ''}`}
      onSubmit={submit}
      noValidate
    >
      {swatches && (
        <div className="mb-2">
          <ColourSwatches
            id={colourId}
            colors={swatches}
            value={colour}
            errorId={colourError ? errorId : undefined}
            onChange={(code) => {
              setColour(code)
              setColourError(false)
            }}
          />
          {colourError && (
            <div id={errorId} className="invalid-feedback d-block" role="alert">
              {messages.addToCart.colourRequired}
            </div>
          )}
        </div>
      )}
      {needsColour && !swatches && (
        <div className="mb-2">
          <label htmlFor={colourId} className="form-label small mb-1">
            {messages.addToCart.colour}
          </label>
          <select
            id={colourId}
            className={`form-select${compact ? ' form-select-sm' : ''}${colourError ? ' is-invalid' : ''}`}
            value={colour}
            required
            aria-invalid={colourError || undefined}
            aria-describedby={colourError ? errorId : undefined}
            onChange={(event) => {
              setColour(event.target.value)
              setColourError(false)
            }}
          >
            <option value="">{messages.addToCart.chooseColour}</option>
            {colors?.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          {colourError && (
            <div id={errorId} className="invalid-feedback d-block" role="alert">
              {messages.addToCart.colourRequired}
            </div>
          )}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-end gap-2">
        <QuantityInput
          id={quantityId}
          value={quantity}
          onChange={quantityChanged}
          onOverMax={quantityChanged}
          max={limit.max}
          errorId={quantityError ? quantityErrorId : undefined}
          label={isWeightProduct ? messages.addToCart.quantityKg : messages.addToCart.quantity}
          decreaseLabel={messages.addToCart.decrease}
          increaseLabel={messages.addToCart.increase}
          small={compact}
        />
        <button type="submit" className={`btn btn-cta${compact ? ' btn-sm' : ''}`}>
          {messages.addToCart.button}
        </button>
      </div>
      {quantityError && (
        <div id={quantityErrorId} className="quantity-limit-note mt-2" role="alert">
          {quantityError}
        </div>
      )}
      {line && (
        <p className="small text-body-secondary mt-1 mb-0 add-to-cart-total">
          {quantity} × <Amount cents={line.pieceCents} /> = <Amount cents={line.totalCents} />
          <span className="visually-hidden"> ({title})</span>
        </p>
      )}
    </form>
  )
}

/** What a sold-out product shows where the add-to-cart control would be. */
export function SoldOutNote({ title }: { title: string }) {
  return (
    <p className="sold-out-note mb-0">
      {catalogue.badges.outOfStock}
      <span className="visually-hidden">: {title}</span>
    </p>
  )
}
