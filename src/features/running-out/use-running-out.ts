// "Bijna op?" for the logged-in customer: every order the account answers (orderQueries.history:
// an order the list sends without lines is read in full), the rhythm of each product in it, the customer's own
// choices on this device, and today's products for what is due. The rail, the account block and
// the cart's suggestion all read this one hook; the rules are in rhythm.ts.
import { useCallback, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { customerQueries } from '@/api/aspos/customer'
import { orderQueries, type Order } from '@/api/aspos/orders'
import { MAX_PRODUCT_IDS, productQueries } from '@/api/aspos/product-queries'
import { shopDate } from '@/lib/clock'
import { useIsLoggedIn } from '@/stores/session-store'
import { usePets } from '@/stores/pets-store'
import { choiceMade, choiceUndone, useCustomerChoices } from './choices-store'
import {
  dueRhythms,
  laterChoice,
  productRhythms,
  singlePurchases,
  type PastOrder,
  type ProductRhythm,
  type RunningOutChoices,
} from '@/domain/refill-rhythm'
import { dueItems, withFeedingRhythms, type DueItem } from './rhythm'

/** A past order as the rhythm reads it. */
export function pastOrderOf(order: Order): PastOrder {
  return {
    date: order.orderDate,
    cancelled: order.status === 'Geannuleerd',
    lines: order.lines.map((line) => ({
      productId: line.productId,
      color: line.color,
      quantity: line.quantity,
      name: line.description,
    })),
  }
}

export type RunningOutStatus = 'off' | 'pending' | 'error' | 'ready'

export interface RunningOut {
  status: RunningOutStatus
  error: unknown
  retry: () => void
  /** The shop's date today, as the page was opened. */
  today: string
  /** Every rhythm in the customer's orders (the account block names the hidden ones). */
  rhythms: ProductRhythm[]
  /** Due, not put aside, still sold: most urgent first. */
  items: DueItem[]
  choices: RunningOutChoices
  later: (rhythm: ProductRhythm) => void
  never: (rhythm: ProductRhythm) => void
  undo: (rhythm: ProductRhythm) => void
}

const NO_RHYTHMS: ProductRhythm[] = []

/** `enabled`: the page wants it now (home asks after its first paint). A guest never asks. */
export function useRunningOut(enabled = true): RunningOut {
  const loggedIn = useIsLoggedIn()
  const on = enabled && loggedIn
  const [today] = useState(() => shopDate(new Date()))
  const customer = useQuery({ ...customerQueries.detail(), enabled: on })
  const history = useQuery({ ...orderQueries.history(), enabled: on })
  const customerId = customer.data?.id
  const choices = useCustomerChoices(customerId)

  const pets = usePets()
  const orders = useMemo(() => history.data?.map(pastOrderOf), [history.data])
  const ordered = useMemo(
    () => (orders ? productRhythms(orders, today) : NO_RHYTHMS),
    [orders, today],
  )
  // A food bought once has no rhythm yet: with a pet of its species in "Mijn dieren", its feeding
  // table says when it runs out (asked only when the device keeps a pet).
  const singles = useMemo(
    () => (orders && pets.length > 0 ? singlePurchases(orders, today) : []),
    [orders, pets.length, today],
  )
  const singleIds = useMemo(
    () =>
      [...new Set(singles.map((s) => s.productId))].slice(0, MAX_PRODUCT_IDS).sort((a, b) => a - b),
    [singles],
  )
  const singleProducts = useQuery({
    ...productQueries.byIds(singleIds),
    enabled: on && singleIds.length > 0,
  })
  const rhythms = useMemo(
    () =>
      singleProducts.data
        ? withFeedingRhythms(ordered, singles, singleProducts.data, pets)
        : ordered,
    [ordered, singles, singleProducts.data, pets],
  )
  const due = useMemo(() => dueRhythms(rhythms, today, choices), [rhythms, today, choices])
  // One query per set of products, whatever the order they are due in.
  const ids = useMemo(
    () => [...new Set(due.map((d) => d.rhythm.productId))].sort((a, b) => a - b),
    [due],
  )
  const products = useQuery({
    ...productQueries.byIds(ids.slice(0, MAX_PRODUCT_IDS)),
    enabled: on && ids.length > 0,
  })
  const items = useMemo(
    () => (products.data ? dueItems(due, products.data) : []),
    [due, products.data],
  )

  const later = useCallback(
    (rhythm: ProductRhythm) => {
      if (customerId !== undefined)
        choiceMade(customerId, rhythm.key, laterChoice(rhythm, today), today)
    },
    [customerId, today],
  )
  const never = useCallback(
    (rhythm: ProductRhythm) => {
      if (customerId !== undefined) choiceMade(customerId, rhythm.key, { kind: 'never' }, today)
    },
    [customerId, today],
  )
  const undo = useCallback(
    (rhythm: ProductRhythm) => {
      if (customerId !== undefined) choiceUndone(customerId, rhythm.key, today)
    },
    [customerId, today],
  )
  const { refetch: refetchCustomer } = customer
  const { refetch: refetchOrders } = history
  const { refetch: refetchProducts } = products
  const retry = useCallback(() => {
    void refetchCustomer()
    void refetchOrders()
    void refetchProducts()
  }, [refetchCustomer, refetchOrders, refetchProducts])

  const error = customer.error ?? history.error ?? (ids.length > 0 ? products.error : null)
  const status: RunningOutStatus = !on
    ? 'off'
    : error
      ? 'error'
      : customer.isPending || history.isPending || (ids.length > 0 && products.isPending)
        ? 'pending'
        : 'ready'
  return {
    status,
    error,
    retry,
    today,
    rhythms,
    items: status === 'ready' ? items : [],
    choices,
    later,
    never,
    undo,
  }
}
