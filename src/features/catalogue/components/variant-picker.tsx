// A family's choice on its product page (issue 51): native radios, one per size or bag, each with
// its price, price per kg (where it has a content), its measure and its stock ("Op voorraad",
// "Nog 2", "Uitverkocht"). A sold-out option is shown, marked and cannot be chosen. A ?variant= in
// the URL that names no option gets a word above the choice. Caps add their size guide.
import { lazy, Suspense, useId, useState } from 'react'
import type { ProductView } from '@/api/aspos/product-view'
import { Amount, PriceText } from '@/components/price'
import { catalogue } from '@/messages/nl/catalogue'
import { sizeMeasure, stockWord, type VariantKind } from '../variant-choice'

const t = catalogue.variantChoice
const SizeGuide = lazy(() => import('./size-guide'))

interface VariantPickerProps {
  variants: ProductView[]
  kind: VariantKind
  chosen: ProductView | null
  missing: boolean
  onChoose: (variant: ProductView) => void
  /** How to measure for this family (its Field 'Maatadvies'), for the size guide. */
  sizeAdvice?: string | null
}

function StockLine({ variant }: { variant: ProductView }) {
  const word = stockWord(variant)
  if (word.kind === 'soldOut') return <span className="variant-option-stock-out">{t.soldOut}</span>
  if (word.kind === 'few')
    return <span className="variant-option-stock-few">{t.few(word.count)}</span>
  return <span className="variant-option-stock-in">{t.inStock}</span>
}

export function VariantPicker({
  variants,
  kind,
  chosen,
  missing,
  onChoose,
  sizeAdvice = null,
}: VariantPickerProps) {
  const name = useId()
  const [guideOpen, setGuideOpen] = useState(false)
  // Loaded on the first opening, then kept, so closing returns the focus to the button.
  const [guideWanted, setGuideWanted] = useState(false)
  // A size guide where every size has a measure of one name (a head, a waist, a neck …).
  const measureName = sizeMeasure(variants[0] ?? { fields: [], dimensions: null })?.code ?? null
  const guided = measureName !== null && variants.every((v) => sizeMeasure(v)?.code === measureName)
  return (
    <fieldset className="product-variants variant-choice mb-3">
      <legend className="h6 mb-2">{t.legend[kind]}</legend>
      {missing && (
        <p className="alert alert-warning py-2 small mb-2" role="status">
          {t.missing[kind]}
        </p>
      )}
      <div className="variant-options">
        {variants.map((v) => {
          const id = `${name}-${v.id}`
          const measure = sizeMeasure(v)
          const unitPrice = v.unitPrice
          return (
            <div key={v.id} className="variant-option">
              <input
                type="radio"
                id={id}
                name={name}
                value={v.id}
                checked={chosen?.id === v.id}
                disabled={!v.inStock}
                onChange={() => onChoose(v)}
              />
              <label htmlFor={id}>
                <span className="variant-option-label">{v.variantLabel ?? v.title}</span>
                {measure && <span className="variant-option-measure">{measure.value}</span>}
                <span className="variant-option-price">
                  <Amount cents={v.currentPriceCents} />
                </span>
                {unitPrice && (
                  <span className="variant-option-unit">
                    <PriceText
                      message={(price) => catalogue.pricing.unitPrice(price!, unitPrice.unit)}
                      amounts={[unitPrice.cents]}
                    />
                  </span>
                )}
                <StockLine variant={v} />
              </label>
            </div>
          )
        })}
      </div>
      {guided && (
        <>
          <button
            type="button"
            className="btn btn-link btn-sm px-0 mt-1"
            aria-haspopup="dialog"
            onClick={() => {
              setGuideWanted(true)
              setGuideOpen(true)
            }}
          >
            {t.sizeGuide.open}
          </button>
          {guideWanted && (
            <Suspense fallback={null}>
              <SizeGuide
                open={guideOpen}
                sizes={variants}
                measureName={measureName}
                advice={sizeAdvice}
                onClose={() => setGuideOpen(false)}
              />
            </Suspense>
          )}
        </>
      )}
    </fieldset>
  )
}
