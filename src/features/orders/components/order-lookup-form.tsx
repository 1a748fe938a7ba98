// Look up one order by its number and postal code (guests, or anyone without an order id at hand).
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod'
import { TextField } from '@/components/form-field'
import { requiredString, isValidPostalCode, normalizePostalCode } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { common } from '@/messages/nl/common'
import { SubmitButton } from '@/components/form-feedback'

const orderLookupSchema = z.object({
  orderNumber: requiredString().max(40, checkout.address.tooLong),
  postalCode: requiredString().refine(isValidPostalCode, common.validation.postalCode),
})
export type OrderLookupValues = z.infer<typeof orderLookupSchema>

interface OrderLookupFormProps {
  idPrefix: string
  submitLabel: string
  busyLabel?: string
  busy?: boolean
  defaultValues?: Partial<OrderLookupValues>
  onSubmit: (values: OrderLookupValues) => void
}

export function OrderLookupForm({
  idPrefix,
  submitLabel,
  busyLabel,
  busy,
  defaultValues,
  onSubmit,
}: OrderLookupFormProps) {
  const t = checkout.track
  const { register, handleSubmit, formState } = useForm<OrderLookupValues>({
    resolver: zodResolver(orderLookupSchema),
    defaultValues: { orderNumber: '', postalCode: '', ...defaultValues },
  })
  return (
    <form
      noValidate
      className="order-lookup-form"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          orderNumber: values.orderNumber.trim().toUpperCase(),
          postalCode: normalizePostalCode(values.postalCode),
        }),
      )}
    >
      <div className="row g-2 align-items-start">
        <TextField
          id={`${idPrefix}-order-number`}
          label={t.orderNumber}
          hint={t.orderNumberHint}
          autoComplete="off"
          error={formState.errors.orderNumber?.message}
          wrapperClassName="col-sm-6 mb-2"
          {...register('orderNumber')}
        />
        <TextField
          id={`${idPrefix}-postal-code`}
          label={t.postalCode}
          autoComplete="postal-code"
          maxLength={7}
          error={formState.errors.postalCode?.message}
          wrapperClassName="col-sm-6 mb-2"
          {...register('postalCode')}
        />
      </div>
      <SubmitButton
        className="btn btn-secondary"
        pending={busy}
        label={submitLabel}
        pendingLabel={busyLabel ?? submitLabel}
      />
    </form>
  )
}
