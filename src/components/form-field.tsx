// Form field adapters for react-hook-form: label, error text linked by aria-describedby,
// aria-invalid, and the spec's default placeholder 'Uw ' + the lowercase field name.
import '@/styles/features/form-choices.scss'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import { common } from '@/messages/nl/common'

interface FieldShellProps {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: ReactNode
  className?: string
}

function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
      {hint && !error && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  )
}

/** What every text control of a field carries: its id, its class and its aria wiring. */
function useControl({
  id,
  error,
  hint,
  className,
  placeholder,
  label,
}: {
  id?: string
  error?: string
  hint?: ReactNode
  className?: string
  placeholder?: string
  label: string
}) {
  const generated = useId()
  const fieldId = id ?? generated
  const describedBy =
    [error && `${fieldId}-error`, hint && !error && `${fieldId}-hint`].filter(Boolean).join(' ') ||
    undefined
  return {
    id: fieldId,
    className: `form-control${error ? ' is-invalid' : ''}${className ? ` ${className}` : ''}`,
    placeholder: placeholder ?? common.placeholder(label),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  wrapperClassName?: string
}

export function TextField({
  label,
  error,
  hint,
  ref,
  id,
  placeholder,
  className,
  wrapperClassName,
  ...input
}: TextFieldProps) {
  const control = useControl({ id, error, hint, className, placeholder, label })
  return (
    <FieldShell
      id={control.id}
      label={label}
      error={error}
      hint={hint}
      className={wrapperClassName}
    >
      <input ref={ref} {...control} {...input} />
    </FieldShell>
  )
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
  wrapperClassName?: string
}

/** A multi-line field (a message, a motivation): the same label, error and placeholder as TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  id,
  placeholder,
  className,
  wrapperClassName,
  rows = 6,
  ...textarea
}: TextAreaFieldProps) {
  const control = useControl({ id, error, hint, className, placeholder, label })
  return (
    <FieldShell
      id={control.id}
      label={label}
      error={error}
      hint={hint}
      className={wrapperClassName}
    >
      <textarea ref={ref} rows={rows} {...control} {...textarea} />
    </FieldShell>
  )
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  error?: string
  ref?: Ref<HTMLSelectElement>
  options: { value: string; label: string }[]
  wrapperClassName?: string
}

export function SelectField({
  label,
  error,
  ref,
  id,
  options,
  wrapperClassName,
  ...select
}: SelectFieldProps) {
  const generated = useId()
  const fieldId = id ?? generated
  return (
    <FieldShell id={fieldId} label={label} error={error} className={wrapperClassName}>
      <select
        ref={ref}
        id={fieldId}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  )
}
