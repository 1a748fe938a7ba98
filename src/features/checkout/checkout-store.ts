// The checkout's client state in zustand, kept in sessionStorage so a reload or going back keeps
// the shopper's answers: the step machine, the draft answers of every step and the last placed order.
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { sessionStorageKeys } from '@/lib/storage'
import { onIdentityChanged } from '@/stores/session-store'
import type { DeliveryMethod, PaymentMethod } from '@/api/aspos/checkout'
import { emptyAddressForm, type AddressFormValues } from '@/api/aspos/addresses.form'
import type { AddressChoice } from './address-form'
import {
  initialStepState,
  sanitizeStepState,
  stepReducer,
  type StepEvent,
  type StepState,
} from './checkout-steps'

export interface CheckoutDraft {
  deliveryMethod: DeliveryMethod | null
  email: string
  deliveryChoice: AddressChoice
  saveDeliveryAddress: boolean
  deliveryAddress: AddressFormValues
  locationCode: string
  shippingMethod: string
  invoiceSameAsDelivery: boolean
  invoiceChoice: AddressChoice
  invoiceAddress: AddressFormValues
  paymentMethod: PaymentMethod | ''
}

export interface LastOrder {
  orderNumber: string
  postalCode: string
  /** The country of that postal code (an order stored before it was kept has none). */
  countryCode?: string
}

interface CheckoutState {
  steps: StepState
  draft: CheckoutDraft
  lastOrder: LastOrder | null
}

export const emptyDraft: CheckoutDraft = {
  deliveryMethod: null,
  email: '',
  deliveryChoice: 'new',
  saveDeliveryAddress: true,
  deliveryAddress: emptyAddressForm,
  locationCode: '',
  shippingMethod: '',
  invoiceSameAsDelivery: true,
  invoiceChoice: 'new',
  invoiceAddress: emptyAddressForm,
  paymentMethod: '',
}

const STORAGE_KEY = sessionStorageKeys.checkoutDraft

export const useCheckoutStore = create<CheckoutState>()(
  persist(
    () => ({ steps: initialStepState, draft: emptyDraft, lastOrder: null as LastOrder | null }),
    {
      name: STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // What comes back from storage is checked, never trusted.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<CheckoutState>
        return {
          ...current,
          steps: sanitizeStepState(saved.steps),
          draft: {
            ...emptyDraft,
            ...(typeof saved.draft === 'object' && saved.draft ? saved.draft : {}),
            deliveryAddress: { ...emptyAddressForm, ...(saved.draft?.deliveryAddress ?? {}) },
            invoiceAddress: { ...emptyAddressForm, ...(saved.draft?.invoiceAddress ?? {}) },
          },
          lastOrder: saved.lastOrder ?? null,
        }
      },
    },
  ),
)

// ---------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------

export function stepEvent(event: StepEvent): void {
  useCheckoutStore.setState((state) => ({ steps: stepReducer(state.steps, event) }))
}

export function draftChanged(changes: Partial<CheckoutDraft>): void {
  useCheckoutStore.setState((state) => ({ draft: { ...state.draft, ...changes } }))
}

/** The order is placed: answers are forgotten, the order number is kept for the thank-you page. */
export function orderPlaced(order: LastOrder): void {
  useCheckoutStore.setState({ steps: initialStepState, draft: emptyDraft, lastOrder: order })
}

/** Forgets every answer and the last order (tests, and every change of identity). */
export function resetCheckoutStore(): void {
  useCheckoutStore.setState({ steps: initialStepState, draft: emptyDraft, lastOrder: null })
}

// One shopper's address and e-mail never reach the next one on this device (a guest who logs in
// keeps their answers: that is the same shopper).
onIdentityChanged(({ previous }) => {
  if (previous === null) return
  resetCheckoutStore()
  // The reset is persisted by the middleware; the session removed the stored draft, keep it gone.
  useCheckoutStore.persist.clearStorage()
})

// ---------------------------------------------------------------------------------------------
// Selector hooks
// ---------------------------------------------------------------------------------------------

export const useCheckoutSteps = () => useCheckoutStore((state) => state.steps)
export const useCheckoutDraft = () => useCheckoutStore((state) => state.draft)
export const useLastOrder = () => useCheckoutStore((state) => state.lastOrder)
