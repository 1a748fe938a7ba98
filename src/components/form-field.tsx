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

/** What a labelled text control takes besides its element's own attributes. */
interface LabelledProps {
  label: string
  error?: string
  hint?: ReactNode
  id?: string
  placeholder?: string
  className?: string
  wrapperClassName?: string
}

/** A text control in its field: the label above, the hint or the Dutch error below, linked. */
function LabelledControl({
  wrapperClassName,
  children,
  ...field
}: LabelledProps & { children: (control: ReturnType<typeof useControl>) => ReactNode }) {
  const control = useControl(field)
  return (
    <FieldShell
      id={control.id}
      label={field.label}
      error={field.error}
      hint={field.hint}
      className={wrapperClassName}
    >
      {children(control)}
    </FieldShell>
  )
}

/** The field's own props apart from those of its element. */
function splitField<T extends LabelledProps>(
  props: T,
): [LabelledProps, Omit<T, keyof LabelledProps>] {
  const { label, error, hint, id, placeholder, className, wrapperClassName, ...element } = props
  return [{ label, error, hint, id, placeholder, className, wrapperClassName }, element]
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  LabelledProps & { ref?: Ref<HTMLInputElement> }

export function TextField({ ref, ...props }: TextFieldProps) {
  const [field, input] = splitField(props)
  return (
    <LabelledControl {...field}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </LabelledControl>
  )
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  LabelledProps & { ref?: Ref<HTMLTextAreaElement> }

/** A multi-line field (a message, a motivation): the same label, error and placeholder as TextField. */
export function TextAreaField({ ref, rows = 6, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitField(props)
  return (
    <LabelledControl {...field}>
      {(control) => <textarea ref={ref} rows={rows} {...control} {...textarea} />}
    </LabelledControl>
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
