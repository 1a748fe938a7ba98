// The product page's buy box around its actions (add to cart and the heart): the delivery promise
// above them, and on a phone, once the box is scrolled past, a sticky bar with the price and
// "In winkelmandje" (it presses the box's own button, so quantity and colour count), or the choice
// still to make: the colour (a colour product without one) or the variant (a variant parent).
import { useRef, useState, type ReactNode } from 'react'
import type { ProductView } from '@/api/aspos/product-view'
import { DeliveryPromise } from '@/components/delivery-promise'
import { Price } from '@/components/price'
import { StickyActionBar } from '@/components/sticky-action-bar'
import { cart } from '@/messages/nl/cart'
import { catalogue } from '@/messages/nl/catalogue'

export function BuyBox({
  product,
  children,
  chooseLabel = catalogue.product.chooseVariantShort,
}: {
  product: ProductView
  children: ReactNode
  /** What a variant parent's sticky button asks for ('Kies je maat'). */
  chooseLabel?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  // The box's colour select or swatches, followed through the change events that bubble up to it.
  const [colourChosen, setColourChosen] = useState(false)
  const parent = product.isVariantParent
  const needsColour = product.isColorProduct && !colourChosen

  const act = () => {
    const element = box.current
    if (parent) {
      // The choice is above the box: its first option that can be chosen (or link) takes the focus.
      document
        .querySelector<HTMLElement>('.product-variants input:not(:disabled), .product-variants a')
        ?.focus()
    } else if (needsColour) {
      // The select, or the swatches' chosen or first radio.
      element
        ?.querySelector<HTMLElement>(
          'select, .colour-swatches input:checked, .colour-swatches input',
        )
        ?.focus()
    } else {
      element?.querySelector('form')?.requestSubmit()
    }
  }

  return (
    <>
      {!parent && (
        <DeliveryPromise
          items={[
            {
              deliveryTime: product.deliveryTime,
              isVirtual: product.isVirtual,
              soldOut: !product.inStock,
            },
          ]}
        />
      )}
      <div
        ref={box}
        onChange={(event) => {
          const target = event.target
          if (target instanceof HTMLSelectElement) setColourChosen(target.value !== '')
          // A paint's swatches: a radio of the colour group.
          else if (target instanceof HTMLInputElement && target.closest('.colour-swatches'))
            setColourChosen(target.checked)
        }}
      >
        {children}
      </div>
      {product.inStock && (
        <StickyActionBar watch={box} when="past">
          <div className="sticky-action-bar-info">
            <span className="sticky-action-bar-title">{product.title}</span>
            <span className="sticky-action-bar-amount">
              <Price cents={product.currentPriceCents} originalCents={product.originalPriceCents} />
            </span>
          </div>
          <button type="button" className="btn btn-cta" onClick={act}>
            {parent
              ? chooseLabel
              : needsColour
                ? catalogue.product.chooseColourShort
                : cart.addToCart.button}
            <span className="visually-hidden">: {product.title}</span>
          </button>
        </StickyActionBar>
      )}
    </>
  )
}
