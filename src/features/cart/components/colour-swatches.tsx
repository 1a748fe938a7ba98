// The colour choice of a colour product's page as swatches (as the colour picker shows them): a
// group of native radio buttons, each a round swatch with the colour's name, so arrow keys move
// through the colours and a screen reader names each one. The chosen colour's name shows beside
// the legend.
import { cart as messages } from '@/messages/nl/cart'

export interface SwatchOption {
  code: string
  name: string
  hex: string
}

interface ColourSwatchesProps {
  /** Unique on the page: the radios' name and ids start with it. */
  id: string
  colors: readonly SwatchOption[]
  value: string
  onChange: (code: string) => void
  /** The id of the error message while the shopper still has to choose. */
  errorId?: string
}

export function ColourSwatches({ id, colors, value, onChange, errorId }: ColourSwatchesProps) {
  const chosen = colors.find((c) => c.code === value)
  return (
    <fieldset
      className="colour-swatches"
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
    >
      <legend className="form-label small mb-1">
        {messages.addToCart.colour}
        {chosen && <span className="fw-normal">: {chosen.name}</span>}
      </legend>
      <div className="colour-swatches-list">
        {colors.map((c, index) => {
          const optionId = `${id}-${index}`
          return (
            <div key={c.code} className="colour-swatch-choice">
              <input
                id={optionId}
                type="radio"
                name={id}
                value={c.code}
                checked={c.code === value}
                onChange={() => onChange(c.code)}
              />
              <label htmlFor={optionId} title={c.name}>
                <span
                  className="colour-swatch-dot"
                  style={{ backgroundColor: c.hex }}
                  aria-hidden="true"
                />
                <span className="colour-swatch-name">{c.name}</span>
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
