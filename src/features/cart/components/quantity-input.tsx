// A quantity control: − button, a number input (3.5rem wide) and + button, with Dutch names.
// The input keeps the shopper's own typing and reports only whole numbers of 1 or more. Where the
// caller wants to say why a number cannot be (`onOverMax`), a number above the limit is reported
// and kept in the field (the caller's message beside it, `errorId`), never silently put back; in
// the cart a 0 takes the line out (`onZero`).
import '@/styles/features/cart-controls.scss'
import { useEffect, useId, useState } from 'react'
import { MAX_LINE_QUANTITY } from '@/domain/cart-limits'

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
  /** The input's id (a form moves the focus to it). */
  id?: string
  /** A whole number above `max` was typed: reported instead of put back to `max` without a word. */
  onOverMax?: (quantity: number) => void
  /** The shopper typed 0: the caller takes the line out (the cart). */
  onZero?: () => void
  /** The id of the caller's message of what is wrong with the quantity: the field is invalid. */
  errorId?: string
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
  id: givenId,
  onOverMax,
  onZero,
  errorId,
}: QuantityInputProps) {
  const ownId = useId()
  const id = givenId ?? ownId
  const [text, setText] = useState(String(value))
  // Follow the value from outside (another tab, the server) unless the shopper is mid-typing.
  useEffect(() => setText(String(value)), [value])

  const commit = (next: number) => {
    if (next === 0 && onZero) {
      onZero()
      return
    }
    if (next > max && onOverMax) {
      setText(String(next))
      if (next !== value) onOverMax(next)
      return
    }
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
          onClick={() => commit(Math.min(value, max + 1) - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          className={`form-control text-center quantity-input-field${errorId ? ' is-invalid' : ''}`}
          min={min}
          max={max}
          step={1}
          value={text}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => {
            setText(event.target.value)
            const next = Number(event.target.value)
            if (event.target.value === '' || !Number.isInteger(next) || next === value) return
            if (next === 0 && onZero) onZero()
            else if (next > max && onOverMax) onOverMax(next)
            else if (next >= min && next <= max) onChange(next)
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
