// The colour picker: a colour family and a shade as accessible radio groups (swatch + name), a
// preview of the chosen colour, and the colour products that come in it with their colour surtax.
// The choice lives in the URL (?familie=&kleur=), so it can be shared.
import type { ReactNode } from 'react'
import { ApiImage } from '@/components/api-image'
import { Price, PriceText } from '@/components/price'
import { catalogue } from '@/messages/nl/catalogue'
import { Link } from 'react-router-dom'
import type { ProductColor } from '@/api/aspos/products'
import { productsInColour, resolveChoice, type ColourFamily } from '../colour-palette'
import { hrefs } from '@/lib/paths'
import { colourPrice } from '@/domain/pricing/line-charge'
import { type ProductView } from '@/api/aspos/product-view'

const t = catalogue.colourPicker

interface ColourPickerProps {
  palette: ColourFamily[]
  products: ProductView[]
  family: string | null
  shade: string | null
  onChange: (family: string, shade: string | null) => void
  /** The add-to-cart control for a product in the chosen colour. */
  actions: (product: ProductView, colour: ProductColor) => ReactNode
}

function Swatch({ hex, large }: { hex: string; large?: boolean }) {
  return (
    <span
      className={`colour-swatch${large ? ' colour-swatch-large' : ''}`}
      style={{ backgroundColor: hex }}
      aria-hidden="true"
    />
  )
}

export function ColourPicker({
  palette,
  products,
  family,
  shade,
  onChange,
  actions,
}: ColourPickerProps) {
  const choice = resolveChoice(palette, family, shade)
  const matching = choice.shade ? productsInColour(products, choice.shade.code) : []
  return (
    <div className="colour-picker">
      <fieldset className="mb-3">
        <legend className="h5">{t.family}</legend>
        <div className="d-flex flex-wrap gap-2">
          {palette.map((f) => {
            const id = `familie-${f.name.replace(/[^A-Za-z0-9-]/g, '-')}`
            return (
              <div key={f.name} className="colour-option">
                <input
                  id={id}
                  type="radio"
                  name="familie"
                  className="visually-hidden-focusable-input"
                  checked={choice.family?.name === f.name}
                  onChange={() => onChange(f.name, null)}
                />
                <label htmlFor={id} className="colour-option-label">
                  <Swatch hex={f.shades[0]?.hex ?? '#ffffff'} />
                  <span>{f.name}</span>
                </label>
              </div>
            )
          })}
        </div>
      </fieldset>

      {choice.family && (
        <fieldset className="mb-3">
          <legend className="h5">{t.shade}</legend>
          <div className="d-flex flex-wrap gap-2">
            {choice.family.shades.map((s) => {
              const id = `kleur-${s.code.replace(/[^A-Za-z0-9-]/g, '-')}`
              return (
                <div key={s.code} className="colour-option">
                  <input
                    id={id}
                    type="radio"
                    name="kleur"
                    className="visually-hidden-focusable-input"
                    checked={choice.shade?.code === s.code}
                    onChange={() => onChange(choice.family!.name, s.code)}
                  />
                  <label htmlFor={id} className="colour-option-label">
                    <Swatch hex={s.hex} />
                    <span>{s.name}</span>
                  </label>
                </div>
              )
            })}
          </div>
        </fieldset>
      )}

      <div className="colour-preview d-flex align-items-center gap-3 mb-4" aria-live="polite">
        {choice.shade ? (
          <>
            <Swatch hex={choice.shade.hex} large />
            <p className="mb-0 fs-5">{t.chosen(choice.shade.name)}</p>
          </>
        ) : (
          <p className="mb-0">{t.noneChosen}</p>
        )}
      </div>

      {choice.shade && (
        <section aria-labelledby="colour-products">
          <h2 id="colour-products" className="h4">
            {t.productsIn(choice.shade.name)}
          </h2>
          <p className="small" role="status">
            {t.count(matching.length, choice.shade.name)}
          </p>
          {matching.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 list-unstyled">
              {matching.map((p, index) => {
                const withColour = colourPrice(p) ?? {
                  pieceCents: p.currentPriceCents,
                  surtaxCents: 0,
                }
                const image = p.images[0]
                return (
                  <li key={p.id} className="col">
                    <article className="card h-100 colour-product">
                      <div className="d-flex gap-3 p-3">
                        {image && (
                          <ApiImage
                            name={image.name}
                            extension={image.extension}
                            alt=""
                            size="list"
                            priority={index < 3}
                            className="flex-shrink-0 colour-product-image"
                          />
                        )}
                        <div>
                          <h3 className="h6">
                            <Link to={hrefs.product(p.url)}>{p.title}</Link>
                          </h3>
                          <p className="mb-0 small">{t.priceWithColour}</p>
                          <Price cents={withColour.pieceCents} />
                          {withColour.surtaxCents > 0 && (
                            <p className="small text-body-secondary mb-0">
                              <PriceText
                                message={t.surtaxIncluded}
                                amounts={[withColour.surtaxCents]}
                              />
                            </p>
                          )}
                        </div>
                      </div>
                      <div className="card-footer bg-transparent">{actions(p, choice.shade!)}</div>
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}
