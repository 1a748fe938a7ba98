// Step 2: the shipping method for the chosen delivery (the answer is the cart, so totals update).
import '@/styles/features/form-choices.scss'
import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Cart } from '@/api/aspos/cart'
import { destinationOf } from '@/api/aspos/cart-destination'
import { checkoutQueries, type ShippingOption } from '@/api/aspos/checkout'
import { useSetShipment } from '@/api/aspos/checkout.mutations'
import { QueryState, Spinner } from '@/components/query-state'
import { Amount, AmountsInText } from '@/components/price'
import { ShippingOptionDay } from '@/components/delivery-promise'
import { serviceOfShippingMethod } from '@/domain/shipping-zones'
import { checkout } from '@/messages/nl/checkout'
import { draftChanged, useCheckoutStore } from '../checkout-store'
import { AddressBlock } from './address-block'
import { StepAnswer } from './step-error'

const t = checkout.shipment

interface ShipmentStepProps {
  cart: Cart
  disabled: boolean
  onDone: () => void
  onBack: () => void
  /** The invoice step follows only when the invoice goes elsewhere; otherwise payment. */
  toPayment: boolean
}

export function ShipmentStep({ cart, disabled, onDone, onBack, toPayment }: ShipmentStepProps) {
  const query = useQuery(
    checkoutQueries.shippingOptions(
      cart.deliveryMethod,
      cart.subtotalCents,
      cart.deliveryAddress?.countryCode ?? null,
    ),
  )
  return (
    <>
      <DeliverySummary cart={cart} />
      <QueryState query={query} loading={<Spinner label={t.loading} />}>
        {(options) => (
          <ShipmentForm
            options={options}
            cart={cart}
            disabled={disabled}
            onDone={onDone}
            onBack={onBack}
            toPayment={toPayment}
          />
        )}
      </QueryState>
    </>
  )
}

function DeliverySummary({ cart }: { cart: Cart }) {
  if (cart.deliveryMethod === 'Pickup' && cart.pickupLocation) {
    return (
      <div className="step-recap mb-3">
        <p className="fw-semibold mb-1">{checkout.pickup.chosen}</p>
        <AddressBlock address={cart.pickupLocation} />
      </div>
    )
  }
  if (cart.deliveryMethod === 'Delivery' && cart.deliveryAddress) {
    return (
      <div className="step-recap mb-3">
        <p className="fw-semibold mb-1">{t.deliverTo}</p>
        <AddressBlock address={cart.deliveryAddress} />
      </div>
    )
  }
  return null
}

function ShipmentForm({
  options,
  cart,
  disabled,
  onDone,
  onBack,
  toPayment,
}: ShipmentStepProps & { options: ShippingOption[] }) {
  const [defaults] = useState(() => {
    const wanted = useCheckoutStore.getState().draft.shippingMethod || cart.shippingMethod
    // Nothing chosen yet: the first option, the service's standard one, is the usual choice.
    const known = options.find((o) => o.code === wanted) ?? options[0]
    return { shippingMethod: known?.code ?? '' }
  })
  const { register, handleSubmit, control, formState } = useForm({ defaultValues: defaults })
  const shippingMethod = useWatch({ control, name: 'shippingMethod' })
  useEffect(() => {
    draftChanged({ shippingMethod })
  }, [shippingMethod])

  const mutation = useSetShipment()
  const error = formState.errors.shippingMethod?.message
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        mutation.mutate(values.shippingMethod, { onSuccess: () => onDone() }),
      )}
    >
      <fieldset aria-describedby={error ? 'shipping-method-error' : undefined}>
        <legend className="h5">{t.heading}</legend>
        <div className="d-grid gap-2">
          {options.map((option) => (
            <div className="form-check choice-card" key={option.code}>
              <input
                className={`form-check-input${error ? ' is-invalid' : ''}`}
                type="radio"
                id={`shipping-${option.code}`}
                value={option.code}
                aria-describedby={`shipping-${option.code}-hint`}
                {...register('shippingMethod', { required: t.required })}
              />
              <label
                className="form-check-label d-flex justify-content-between gap-2 w-100"
                htmlFor={`shipping-${option.code}`}
              >
                <span className="fw-semibold">{option.name}</span>
                <Amount cents={option.costsCents} freeWhenZero />
              </label>
              <span
                id={`shipping-${option.code}-hint`}
                className="d-block small text-body-secondary"
              >
                {/* Each option's own day, for this destination (domain/delivery-promise.ts). */}
                {cart.deliveryMethod === 'Delivery' && (
                  <ShippingOptionDay
                    productIds={cart.lines.map((line) => line.productId)}
                    destination={{
                      ...destinationOf(cart),
                      service: serviceOfShippingMethod(option.code),
                    }}
                  />
                )}
                <AmountsInText text={option.description} />
              </span>
            </div>
          ))}
        </div>
        {error && (
          <div id="shipping-method-error" className="invalid-feedback d-block">
            {error}
          </div>
        )}
      </fieldset>
      <StepAnswer
        request={mutation}
        disabled={disabled}
        label={toPayment ? checkout.actions.toPayment : checkout.actions.toInvoice}
        back={onBack}
      />
    </form>
  )
}
