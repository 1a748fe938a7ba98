// Step 1: home delivery (address, or a saved one for customers) or Click & Collect (a store).
// Guests give their email here. The answers go to the service before the next step opens.
import '@/styles/features/form-choices.scss'
import { useEffect, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import type { Address } from '@/api/aspos/addresses'
import { addressFormSchema, type AddressFormValues } from '@/api/aspos/addresses.form'
import type { Cart } from '@/api/aspos/cart'
import type { DeliveryMethod } from '@/api/aspos/checkout'
import { useSetDelivery, type DeliveryWrite } from '@/api/aspos/checkout.mutations'
import { TextField } from '@/components/form-field'
import { useSchemaForm } from '@/components/form-resolver'
import { Spinner } from '@/components/query-state'
import { emailSchema } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { addressToSend, draftAddressOf, startingAddress, type AddressChoice } from '../address-form'
import { draftChanged, useCheckoutStore } from '../checkout-store'
import { useSavedAddresses } from '../use-saved-addresses'
import { AddressFields } from './address-fields'
import { SavedAddressChoice } from './saved-address-choice'
import { PickupLocations } from './pickup-locations'
import { StepAnswer } from './step-error'

const t = checkout.delivery

interface DeliveryFormValues {
  method: DeliveryMethod | ''
  email: string
  choice: AddressChoice
  saveAddress: boolean
  address: AddressFormValues
  locationCode: string
  /** Home delivery: "Mijn factuuradres is hetzelfde als mijn bezorgadres" (no invoice step). */
  invoiceSame: boolean
}

function schemaFor(values: DeliveryFormValues, guest: boolean) {
  const needsAddress = values.method === 'Delivery' && values.choice === 'new'
  return z.object({
    method: z.enum(['Delivery', 'Pickup'], { error: t.methodRequired }),
    email: guest ? emailSchema : z.string(),
    choice: z.string(),
    saveAddress: z.boolean(),
    invoiceSame: z.boolean(),
    address: needsAddress ? addressFormSchema : z.unknown(),
    locationCode:
      values.method === 'Pickup'
        ? z.string().check(z.minLength(1, checkout.pickup.required))
        : z.string(),
  })
}

/** What the service holds for this step, to see whether an answer changed. */
function fingerprint(
  cart: Pick<Cart, 'deliveryMethod' | 'deliveryAddress' | 'pickupLocation'>,
): string {
  const a = cart.deliveryAddress
  return JSON.stringify([
    cart.deliveryMethod,
    cart.deliveryMethod === 'Delivery' && a
      ? [
          a.firstName,
          a.middleName,
          a.lastName,
          a.companyName,
          a.street,
          a.houseNumber,
          a.houseNumberExtension,
          a.postalCode,
          a.city,
          a.countryCode,
        ]
      : null,
    cart.deliveryMethod === 'Pickup' ? (cart.pickupLocation?.locationCode ?? null) : null,
  ])
}

interface DeliveryStepProps {
  cart: Cart
  isLoggedIn: boolean
  customerEmail: string | null
  disabled: boolean
  /** The service took the answers: `updated` is its cart (a pickup order has its shipping method). */
  onDone: (invalidatesLater: boolean, updated: Cart) => void
}

export function DeliveryStep({
  cart,
  isLoggedIn,
  customerEmail,
  disabled,
  onDone,
}: DeliveryStepProps) {
  const [defaults] = useState(() => initialValues(cart, isLoggedIn))
  // The rules depend on the answers so far (which method, a saved or a new address).
  const form = useSchemaForm<DeliveryFormValues>(
    (values) => schemaFor(values, !isLoggedIn),
    defaults,
  )
  const { register, handleSubmit, control, setValue, formState } = form
  // A customer with saved addresses starts from their main address rather than an empty form.
  const addresses = useSavedAddresses(isLoggedIn, form, ['Default'])
  const savedAddresses = addresses.saved
  const [method, choice, locationCode] = useWatch({
    control,
    name: ['method', 'choice', 'locationCode'],
  })

  // Every change is kept as a draft, so going back or reloading keeps what was typed.
  const values = useWatch({ control })
  useEffect(() => {
    draftChanged({
      deliveryMethod: (values.method || null) as DeliveryMethod | null,
      email: values.email ?? '',
      deliveryChoice: (values.choice ?? 'new') as AddressChoice,
      saveDeliveryAddress: values.saveAddress ?? true,
      deliveryAddress: draftAddressOf(values.address as Partial<AddressFormValues>),
      locationCode: values.locationCode ?? '',
      invoiceSameAsDelivery: values.invoiceSame ?? true,
    })
  }, [values])

  const mutation = useSetDelivery()
  const writeOf = (values: DeliveryFormValues): DeliveryWrite => {
    const email = isLoggedIn ? null : values.email.trim()
    if (values.method === 'Pickup')
      return { method: 'Pickup', email, locationCode: values.locationCode }
    const { address, saved } = addressToSend(
      values.choice,
      savedAddresses,
      values.address,
      'Delivery',
    )
    // A new address a logged-in customer asked to keep: once stored, the form chooses it, so a
    // second submit does not store it again.
    const save =
      !saved && isLoggedIn && values.saveAddress
        ? { onSaved: (stored: Address) => setValue('choice', String(stored.id) as AddressChoice) }
        : undefined
    return { method: 'Delivery', email, address, save, invoiceSameAsDelivery: values.invoiceSame }
  }
  const submit = (values: DeliveryFormValues) =>
    mutation.mutate(writeOf(values), {
      // Unticking "hetzelfde als mijn bezorgadres" brings the invoice step back: it needs an answer.
      onSuccess: (updated) =>
        onDone(
          fingerprint(cart) !== fingerprint(updated) ||
            (values.method === 'Delivery' && values.invoiceSame !== defaults.invoiceSame),
          updated,
        ),
    })

  const errors = formState.errors

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} aria-busy={mutation.isPending}>
        <fieldset
          className="mb-4"
          aria-describedby={errors.method ? 'delivery-method-error' : undefined}
        >
          <legend className="h5">{t.heading}</legend>
          <div className="row g-2">
            {(['Delivery', 'Pickup'] as const).map((value) => (
              <div className="col-md-6" key={value}>
                <div className="form-check choice-card h-100">
                  <input
                    className={`form-check-input${errors.method ? ' is-invalid' : ''}`}
                    type="radio"
                    id={`delivery-method-${value}`}
                    value={value}
                    aria-describedby={`delivery-method-${value}-hint`}
                    {...register('method')}
                  />
                  <label
                    className="form-check-label fw-semibold"
                    htmlFor={`delivery-method-${value}`}
                  >
                    {value === 'Delivery' ? t.home : t.pickup}
                  </label>
                  <span
                    id={`delivery-method-${value}-hint`}
                    className="d-block small text-body-secondary"
                  >
                    {value === 'Delivery' ? t.homeHint : t.pickupHint}
                  </span>
                </div>
              </div>
            ))}
          </div>
          {errors.method && (
            <div id="delivery-method-error" className="invalid-feedback d-block">
              {errors.method.message}
            </div>
          )}
        </fieldset>

        {isLoggedIn ? (
          customerEmail && <p className="text-body-secondary">{t.loggedInAs(customerEmail)}</p>
        ) : (
          <TextField
            id="checkout-email"
            type="email"
            label={t.email}
            autoComplete="email"
            hint={t.emailHint}
            error={errors.email?.message}
            wrapperClassName="mb-4 col-md-8 px-0"
            {...register('email')}
          />
        )}

        {method === 'Delivery' && (
          <section aria-labelledby="delivery-address-heading" className="mb-3">
            <h3 id="delivery-address-heading" className="h5">
              {t.addressHeading}
            </h3>
            {addresses.loading && <Spinner small label={t.loadingAddresses} />}
            {isLoggedIn && savedAddresses.length > 0 && (
              <SavedAddressChoice
                legend={t.savedLegend}
                addresses={savedAddresses}
                registration={register('choice')}
              />
            )}
            {choice === 'new' && (
              <>
                <AddressFields idPrefix="delivery" section="shipping" />
                {isLoggedIn && (
                  <div className="form-check mb-2">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id="delivery-save-address"
                      {...register('saveAddress')}
                    />
                    <label className="form-check-label" htmlFor="delivery-save-address">
                      {t.saveAddress}
                    </label>
                  </div>
                )}
              </>
            )}
            <div className="form-check mt-3">
              <input
                className="form-check-input"
                type="checkbox"
                id="invoice-same"
                {...register('invoiceSame')}
              />
              <label className="form-check-label" htmlFor="invoice-same">
                {checkout.invoice.sameAsDelivery}
              </label>
            </div>
          </section>
        )}

        {method === 'Pickup' && (
          <section aria-labelledby="click-collect-heading" className="mb-3">
            <h3 id="click-collect-heading" className="h5">
              {checkout.pickup.heading}
            </h3>
            <p>{checkout.pickup.intro}</p>
            <PickupLocations
              registration={register('locationCode')}
              chosen={locationCode}
              error={errors.locationCode?.message}
            />
          </section>
        )}

        <StepAnswer
          request={mutation}
          disabled={disabled}
          // Click & Collect has no shipping choice: it goes on to the invoice address.
          label={method === 'Pickup' ? checkout.actions.toInvoice : checkout.actions.toShipment}
        />
      </form>
    </FormProvider>
  )
}

function initialValues(cart: Cart, isLoggedIn: boolean): DeliveryFormValues {
  const { draft } = useCheckoutStore.getState()
  return {
    // Home delivery is the usual choice: it is chosen until the shopper picks Click & Collect.
    method: draft.deliveryMethod ?? cart.deliveryMethod ?? 'Delivery',
    email: draft.email || cart.email || '',
    choice: isLoggedIn ? draft.deliveryChoice : 'new',
    saveAddress: draft.saveDeliveryAddress,
    address: startingAddress(
      draft.deliveryAddress,
      cart.deliveryMethod === 'Delivery' ? cart.deliveryAddress : null,
    ),
    locationCode: draft.locationCode || cart.pickupLocation?.locationCode || '',
    invoiceSame: draft.invoiceSameAsDelivery,
  }
}
