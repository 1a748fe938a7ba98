// The last step: payment method (the list with logos), the full overview and the confirm button that says the
// order costs money. Confirm turns the cart into an order; a failure keeps every answer.
import '@/styles/features/form-choices.scss'
import { useEffect, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Cart } from '@/api/aspos/cart'
import { useConfirmOrder } from '@/api/aspos/checkout.mutations'
import { checkoutQueries, type PaymentMethod, type PlacedOrder } from '@/api/aspos/checkout'
import { hrefs } from '@/lib/paths'
import { checkout } from '@/messages/nl/checkout'
import { draftChanged, orderPlaced, useCheckoutStore } from '../checkout-store'
import { AddressBlock } from './address-block'
import { CheckoutPromise } from './checkout-promise'
import { useChosenStore } from '../use-chosen-store'
import { OrderOverview } from './order-overview'
import { PaymentMethodList } from './payment-methods'
import { StepAnswer } from './step-error'

const t = checkout.payment

interface PaymentFormValues {
  paymentMethod: PaymentMethod | ''
  acceptTerms: boolean
}

interface PaymentStepProps {
  cart: Cart
  disabled: boolean
  onEdit: (step: 'delivery' | 'shipment' | 'invoice') => void
  onBack: () => void
  onOrderPlaced: (order: PlacedOrder) => void
  /** Under the overview on small screens: the voucher form the route gives. */
  vouchers?: ReactNode
}

export function PaymentStep({
  cart,
  disabled,
  onEdit,
  onBack,
  onOrderPlaced,
  vouchers,
}: PaymentStepProps) {
  const [defaults] = useState<PaymentFormValues>(() => ({
    paymentMethod: useCheckoutStore.getState().draft.paymentMethod,
    acceptTerms: false,
  }))
  const { register, handleSubmit, control, formState } = useForm<PaymentFormValues>({
    defaultValues: defaults,
  })
  const paymentMethod = useWatch({ control, name: 'paymentMethod' })
  useEffect(() => {
    draftChanged({ paymentMethod })
  }, [paymentMethod])

  const mutation = useConfirmOrder()
  const submit = (values: PaymentFormValues) =>
    mutation.mutate(
      {
        paymentMethod: values.paymentMethod as PaymentMethod,
        acceptTerms: values.acceptTerms,
        shown: cart,
      },
      {
        onSuccess: (order) => {
          const address = cart.deliveryAddress ?? cart.invoiceAddress
          orderPlaced({
            orderNumber: order.orderNumber,
            postalCode: address?.postalCode ?? '',
            countryCode: address?.countryCode,
          })
          onOrderPlaced(order)
        },
      },
    )

  const methodError = formState.errors.paymentMethod?.message
  const termsError = formState.errors.acceptTerms?.message
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <fieldset
        className="mb-4"
        aria-describedby={methodError ? 'payment-method-error' : undefined}
      >
        <legend className="h5">{t.legend}</legend>
        <PaymentMethodList
          field={register('paymentMethod', { required: t.required })}
          selected={paymentMethod}
          invalid={!!methodError}
        />
        {methodError && (
          <div id="payment-method-error" className="invalid-feedback d-block">
            {methodError}
          </div>
        )}
      </fieldset>

      <CheckoutRecap cart={cart} onEdit={onEdit} />

      {/* On wide screens the overview stands beside the step with the delivery day; on small ones
          it sits right here, the day under its total, near the pay button. */}
      <div className="mb-4 d-lg-none">
        <OrderOverview cart={cart} headingLevel={3} promise={<CheckoutPromise cart={cart} />}>
          {vouchers}
        </OrderOverview>
      </div>

      <div className="form-check mb-2">
        <input
          className={`form-check-input${termsError ? ' is-invalid' : ''}`}
          type="checkbox"
          id="accept-terms"
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'accept-terms-error' : undefined}
          {...register('acceptTerms', { validate: (value) => value || t.termsRequired })}
        />
        <label className="form-check-label" htmlFor="accept-terms">
          {t.termsLead} {/* A new tab, so the checkout and its answers stay where they are. */}
          <a
            href={hrefs.terms()}
            target="_blank"
            rel="noopener"
            aria-describedby="accept-terms-new-tab"
          >
            {t.termsLink}
            <svg
              width="12"
              height="12"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              className="ms-1 align-baseline"
            >
              <path
                fill="currentColor"
                d="M9 1h6v6h-1.5V3.56L7.53 9.53 6.47 8.47l5.97-5.97H9V1zM2.5 3H7v1.5H3v8.5h8.5V9H13v5.5H1.5V3h1z"
              />
            </svg>
          </a>
        </label>
        <span id="accept-terms-new-tab" className="visually-hidden">
          {t.termsNewTab}
        </span>
        {termsError && (
          <div id="accept-terms-error" className="invalid-feedback d-block">
            {termsError}
          </div>
        )}
      </div>
      <p className="small text-body-secondary" id="confirm-note">
        {t.costsNote}
      </p>
      <StepAnswer
        request={mutation}
        disabled={disabled}
        label={checkout.actions.confirm}
        pendingLabel={checkout.actions.confirming}
        describedBy="confirm-note"
        back={onBack}
      />
    </form>
  )
}

function CheckoutRecap({ cart, onEdit }: { cart: Cart; onEdit: PaymentStepProps['onEdit'] }) {
  const s = checkout.summary
  const emailed = !cart.requiresDelivery
  const store = useChosenStore(cart)
  const options = useQuery({
    ...checkoutQueries.shippingOptions(cart.deliveryMethod, cart.subtotalCents),
    enabled: !emailed && cart.deliveryMethod !== null,
  })
  const shippingName =
    options.data?.find((o) => o.code === cart.shippingMethod)?.name ?? cart.shippingMethod
  const edit = (step: 'delivery' | 'shipment' | 'invoice', name: string) => (
    <button
      type="button"
      className="btn btn-link btn-sm checkout-edit-link"
      onClick={() => onEdit(step)}
    >
      {checkout.steps.edit(name)}
    </button>
  )
  const email = cart.email && (
    <p className="small mb-1 mt-1 text-break">
      {s.email}: {cart.email}
    </p>
  )
  const invoiceColumn = (
    <div className="col-md-4">
      <h3 className="h6">{s.invoiceAddress}</h3>
      {cart.invoiceAddress && <AddressBlock address={cart.invoiceAddress} />}
      {edit('invoice', checkout.steps.invoice)}
    </div>
  )
  if (emailed) {
    return (
      <div className="row g-3 mb-4 checkout-recap">
        <div className="col-md-8">
          <p className="mb-1">{checkout.invoice.emailedNote}</p>
          {email}
        </div>
        {invoiceColumn}
      </div>
    )
  }
  return (
    <div className="row g-3 mb-4 checkout-recap">
      <div className="col-md-4">
        <h3 className="h6">
          {cart.deliveryMethod === 'Pickup' ? s.pickupLocation : s.deliveryAddress}
        </h3>
        {cart.deliveryMethod === 'Pickup' && cart.pickupLocation && (
          // The store by its public name, not the company behind it ('… B.V.').
          <AddressBlock address={{ ...cart.pickupLocation, companyName: store?.name ?? '' }} />
        )}
        {cart.deliveryMethod === 'Delivery' && cart.deliveryAddress && (
          <AddressBlock address={cart.deliveryAddress} />
        )}
        {email}
        {edit('delivery', checkout.steps.delivery)}
      </div>
      <div className="col-md-4">
        <h3 className="h6">{s.shipmentMethod}</h3>
        <p className="mb-1">{shippingName}</p>
        {/* Click & Collect has no shipping choice to change. */}
        {cart.deliveryMethod !== 'Pickup' && edit('shipment', checkout.steps.shipment)}
      </div>
      {invoiceColumn}
    </div>
  )
}
