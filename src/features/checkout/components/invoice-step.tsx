// Step 3: the invoice address, a saved one or a new one. Home delivery shows this step only when the
// shopper unticked "Mijn factuuradres is hetzelfde als mijn bezorgadres" on the delivery step (which
// sends the same address otherwise); Click & Collect has no delivery address, so there it is always
// asked for.
import '@/styles/features/form-choices.scss'
import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form'
import { zodResolver } from '@/components/form-resolver'
import * as z from 'zod/mini'
import { addressQueries, type Address } from '@/api/aspos/addresses'
import type { Cart } from '@/api/aspos/cart'
import { useSetInvoice } from '@/api/aspos/checkout.mutations'
import { TextField } from '@/components/form-field'
import { emailSchema } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import {
  addressFormSchema,
  addressToInput,
  emptyAddressForm,
  formValuesOf,
  toAddressInput,
  type AddressFormValues,
} from '@/api/aspos/addresses.form'
import { chosenSavedAddress, startingChoice, type AddressChoice } from '../address-form'
import { draftChanged, useCheckoutStore } from '../checkout-store'
import { AddressFields } from './address-fields'
import { SavedAddressChoice } from './saved-address-choice'
import { StepError } from './step-error'
import { SubmitButton } from '@/components/form-feedback'

const dynamicResolver = zodResolver as unknown as (
  schema: z.ZodMiniType,
) => Resolver<InvoiceFormValues>

const t = checkout.invoice

interface InvoiceFormValues {
  choice: AddressChoice
  address: AddressFormValues
  /** Only asked here for an e-mailed order of a guest (there is no delivery step to ask it). */
  email: string
}

function schemaFor(values: InvoiceFormValues, askEmail: boolean) {
  return z.object({
    choice: z.string(),
    address: values.choice === 'new' ? addressFormSchema : z.unknown(),
    email: askEmail ? emailSchema : z.string(),
  })
}

interface InvoiceStepProps {
  cart: Cart
  isLoggedIn: boolean
  disabled: boolean
  onDone: () => void
  onBack: () => void
}

export function InvoiceStep({ cart, isLoggedIn, disabled, onDone, onBack }: InvoiceStepProps) {
  // E-mailed orders (gift cards) skip delivery: like Click & Collect, the invoice address is asked.
  const emailed = !cart.requiresDelivery
  const pickup = cart.deliveryMethod === 'Pickup' || emailed
  const askEmail = emailed && !isLoggedIn
  const addresses = useQuery({ ...addressQueries.list(), enabled: isLoggedIn })
  const savedAddresses: Address[] = addresses.data ?? []

  const [defaults] = useState<InvoiceFormValues>(() => {
    const { draft } = useCheckoutStore.getState()
    const draftHasAddress =
      draft.invoiceAddress.firstName !== '' || draft.invoiceAddress.street !== ''
    return {
      choice: isLoggedIn ? draft.invoiceChoice : 'new',
      address: draftHasAddress
        ? draft.invoiceAddress
        : cart.invoiceAddress
          ? formValuesOf(cart.invoiceAddress)
          : emptyAddressForm,
      email: draft.email || cart.email || '',
    }
  })
  const form = useForm<InvoiceFormValues>({
    defaultValues: defaults,
    // The rules depend on the answers so far (which method, a saved or a new address).
    resolver: (values, context, options) =>
      dynamicResolver(schemaFor(values, askEmail))(values, context, options),
  })
  const { register, handleSubmit, control, setValue, getValues } = form
  const choice = useWatch({ control, name: 'choice' })

  const values = useWatch({ control })
  useEffect(() => {
    draftChanged({
      invoiceChoice: (values.choice ?? 'new') as AddressChoice,
      invoiceAddress: { ...emptyAddressForm, ...(values.address as Partial<AddressFormValues>) },
    })
  }, [values])

  useEffect(() => {
    const next = addresses.data
      ? startingChoice(addresses.data, getValues(), ['Invoice', 'Default'])
      : null
    if (next) setValue('choice', next)
  }, [addresses.data, getValues, setValue])

  const mutation = useSetInvoice()
  const submit = (values: InvoiceFormValues) => {
    const saved = chosenSavedAddress(values.choice, savedAddresses)
    const write = {
      sameAsDelivery: false,
      address: saved ? addressToInput(saved, 'Invoice') : toAddressInput(values.address, 'Invoice'),
      email: askEmail ? values.email.trim() : null,
    }
    mutation.mutate(write, { onSuccess: () => onDone() })
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)}>
        {emailed ? (
          <>
            <p>{t.emailedNote}</p>
            {askEmail && (
              <TextField
                id="checkout-invoice-email"
                type="email"
                label={checkout.delivery.email}
                autoComplete="email"
                hint={checkout.delivery.emailHint}
                error={form.formState.errors.email?.message}
                wrapperClassName="mb-4 col-md-8 px-0"
                {...register('email')}
              />
            )}
          </>
        ) : (
          <p>{pickup ? t.pickupNote : t.differentNote}</p>
        )}
        {isLoggedIn && savedAddresses.length > 0 && (
          <SavedAddressChoice
            legend={t.savedLegend}
            addresses={savedAddresses}
            registration={register('choice')}
          />
        )}
        {choice === 'new' && <AddressFields idPrefix="invoice" section="billing" />}
        <StepError error={mutation.error} />
        <div className="checkout-actions">
          {/* An e-mailed order starts here: there is no earlier step to go back to. */}
          {emailed ? (
            <span />
          ) : (
            <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
              {checkout.actions.back}
            </button>
          )}
          <SubmitButton
            className="btn btn-cta btn-lg"
            pending={mutation.isPending}
            disabled={disabled}
            label={checkout.actions.toPayment}
            pendingLabel={checkout.actions.saving}
          />
        </div>
      </form>
    </FormProvider>
  )
}
