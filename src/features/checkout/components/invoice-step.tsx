// Step 3: the invoice address, a saved one or a new one. Home delivery shows this step only when the
// shopper unticked "Mijn factuuradres is hetzelfde als mijn bezorgadres" on the delivery step (which
// sends the same address otherwise); Click & Collect has no delivery address, so there it is always
// asked for.
import '@/styles/features/form-choices.scss'
import { useEffect, useState } from 'react'
import { FormProvider, useWatch } from 'react-hook-form'
import * as z from 'zod/mini'
import { addressFormSchema, type AddressFormValues } from '@/api/aspos/addresses.form'
import type { Cart } from '@/api/aspos/cart'
import { useSetInvoice } from '@/api/aspos/checkout.mutations'
import { TextField } from '@/components/form-field'
import { useSchemaForm } from '@/components/form-resolver'
import { emailSchema } from '@/lib/validation'
import { checkout } from '@/messages/nl/checkout'
import { addressToSend, draftAddressOf, startingAddress, type AddressChoice } from '../address-form'
import { draftChanged, useCheckoutStore } from '../checkout-store'
import { useSavedAddresses } from '../use-saved-addresses'
import { AddressFields } from './address-fields'
import { SavedAddressChoice } from './saved-address-choice'
import { StepAnswer } from './step-error'

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
  const [defaults] = useState<InvoiceFormValues>(() => {
    const { draft } = useCheckoutStore.getState()
    return {
      choice: isLoggedIn ? draft.invoiceChoice : 'new',
      address: startingAddress(draft.invoiceAddress, cart.invoiceAddress),
      email: draft.email || cart.email || '',
    }
  })
  // The rules depend on the answers so far (a saved or a new address, an e-mail to ask).
  const form = useSchemaForm<InvoiceFormValues>((values) => schemaFor(values, askEmail), defaults)
  const { register, handleSubmit, control } = form
  const savedAddresses = useSavedAddresses(isLoggedIn, form, ['Invoice', 'Default']).saved
  const choice = useWatch({ control, name: 'choice' })

  const values = useWatch({ control })
  useEffect(() => {
    draftChanged({
      invoiceChoice: (values.choice ?? 'new') as AddressChoice,
      invoiceAddress: draftAddressOf(values.address as Partial<AddressFormValues>),
    })
  }, [values])

  const mutation = useSetInvoice()
  const submit = (values: InvoiceFormValues) => {
    const write = {
      sameAsDelivery: false,
      address: addressToSend(values.choice, savedAddresses, values.address, 'Invoice').address,
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
        <StepAnswer
          request={mutation}
          disabled={disabled}
          label={checkout.actions.toPayment}
          // An e-mailed order starts here: there is no earlier step to go back to.
          back={emailed ? 'space' : onBack}
        />
      </form>
    </FormProvider>
  )
}
