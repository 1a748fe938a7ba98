// A quantity control: − button, a number input (3.5rem wide) and + button, with Dutch names.
// The input keeps the shopper's own typing and reports only whole numbers of 1 or more.
import '@/styles/features/cart-controls.scss'
import { useEffect, useId, useState } from 'react'
import { MAX_LINE_QUANTITY } from '@/lib/cart-limits'

interface QuantityInputProps {
  value: number
  onChange: (quantity: number) => void
  label: string
  decreaseLabel: string
  increaseLabel: string
  min?: number
  max?: number
  disabled?: boolean
  small?: boolean
  /** Shows the label visibly instead of only to screen readers. */
  showLabel?: boolean
}

export function QuantityInput({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = 1,
  max = MAX_LINE_QUANTITY,
  disabled,
  small,
  showLabel,
}: QuantityInputProps) {
  const id = useId()
  const [text, setText] = useState(String(value))
  // Follow the value from outside (another tab, the server) unless the shopper is mid-typing.
  useEffect(() => setText(String(value)), [value])

  const commit = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next))
    setText(String(clamped))
    if (clamped !== value) onChange(clamped)
  }

  const size = small ? ' btn-sm' : ''
  return (
    <div className="quantity-input">
      <label htmlFor={id} className={showLabel ? 'form-label small mb-1' : 'visually-hidden'}>
        {label}
      </label>
      <div className={`input-group flex-nowrap${small ? ' input-group-sm' : ''}`}>
        <button
          type="button"
          className={`btn btn-outline-secondary${size}`}
          aria-label={decreaseLabel}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className="form-control text-center quantity-input-field"
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value)
            const next = Number(event.target.value)
            if (
              event.target.value !== '' &&
              Number.isInteger(next) &&
              next >= min &&
              next <= max &&
              next !== value
            ) {
              onChange(next)
            }
          }}
          onBlur={() => {
            const next = Number(text)
            if (text === '' || !Number.isFinite(next)) setText(String(value))
            else commit(Math.round(next))
          }}
        />
        <button
          type="button"
          className={`btn btn-outline-secondary${size}`}
          aria-label={increaseLabel}
          disabled={disabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  )
}
