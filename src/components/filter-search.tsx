// The search box that filters a list on the page as the shopper types (stores, FAQ): a labelled
// search field and a polite live status under it (the result count). Submitting does nothing: the
// list is already filtered.
import { useId, type ReactNode } from 'react'

export function FilterSearch({
  label,
  placeholder,
  value,
  onChange,
  status,
  className,
  autoComplete,
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** Read out when it changes, e.g. '3 winkels gevonden'; '' while there is nothing to say. */
  status: ReactNode
  className: string
  autoComplete?: string
}) {
  const inputId = useId()
  return (
    <form role="search" className={className} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className="form-control"
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${inputId}-count`}
      />
      <p id={`${inputId}-count`} className="form-text mb-0" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  )
}
