// Look up one order by its number, the country and the postal code it went to (guests, or anyone
// without an order id at hand). The country list and each country's postal code rule are the
// checkout's own (addresses.form, lib/validation): a Belgian '1000' is as good as a Dutch '1234 AB'.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import * as z from 'zod/mini'
import { countryOptions } from '@/api/aspos/addresses.form'
import { countryCodeSchema, DEFAULT_COUNTRY } from '@/api/aspos/addresses'
import { trackLimits } from '@/api/aspos/orders'
import { SelectField, TextField } from '@/components/form-field'
import { checkPostalCodeForCountry, normalizePostalCodeFor, requiredText } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { SubmitButton } from '@/components/form-feedback'

const orderLookupSchema = z
  .object({
    orderNumber: requiredText(trackLimits.orderNumber),
    countryCode: countryCodeSchema(),
    postalCode: requiredText(trackLimits.postalCode),
  })
  .check(z.superRefine(checkPostalCodeForCountry))
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
    defaultValues: {
      orderNumber: '',
      countryCode: DEFAULT_COUNTRY,
      postalCode: '',
      ...defaultValues,
    },
  })
  return (
    <form
      noValidate
      className="order-lookup-form"
      onSubmit={handleSubmit((values) =>
        onSubmit({
          orderNumber: values.orderNumber.trim().toUpperCase(),
          countryCode: values.countryCode,
          postalCode: normalizePostalCodeFor(values.countryCode, values.postalCode),
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
          wrapperClassName="col-md-6 mb-2"
          {...register('orderNumber')}
        />
        <SelectField
          id={`${idPrefix}-country`}
          label={t.country}
          autoComplete="country"
          options={[...countryOptions]}
          error={formState.errors.countryCode?.message}
          wrapperClassName="col-sm-6 col-md-3 mb-2"
          {...register('countryCode')}
        />
        <TextField
          id={`${idPrefix}-postal-code`}
          label={t.postalCode}
          autoComplete="postal-code"
          maxLength={12}
          error={formState.errors.postalCode?.message}
          wrapperClassName="col-sm-6 col-md-3 mb-2"
          {...register('postalCode')}
        />
      </div>
      <SubmitButton
        className="btn btn-primary"
        pending={busy}
        label={submitLabel}
        pendingLabel={busyLabel ?? submitLabel}
      />
    </form>
  )
}
