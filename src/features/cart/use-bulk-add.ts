// The one bulk add of the shop (a past order again, the whole wish list): reads today's products
// through the products-by-id query, plans with the pure rules in bulk-add.ts, hands what can be
// bought to the cart queue as ONE batch and opens the add-to-cart layer for it (what was added,
// what was refused and why). Components call `useBulkAdd()` and render its answer.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { type Product } from '@/api/aspos/products'
import { MAX_PRODUCT_IDS, productQueries } from '@/api/aspos/product-queries'
import { bulkAdd as messages } from '@/messages/nl/bulk-add'
import { notify } from '@/stores/notices-store'
import { planBulkAdd, type BulkAddPlan, type HeldLine, type WantedLine } from './bulk-add'
import { addedToCart } from './added-store'
import { confirmedCart, linesAdded, useCartStore } from './cart-store'
import { orderPricesKept } from './use-price-changes'

/** What the cart holds now, unsent changes included: the stock cap counts it. */
const heldLines = (): HeldLine[] =>
  useCartStore.getState().visualLines ?? confirmedCart()?.lines ?? []

/** Today's products for these ids (fresh: stock and prices of now), in chunks the service accepts. */
async function todaysProducts(
  queryClient: QueryClient,
  ids: readonly number[],
): Promise<Product[]> {
  const unique = [...new Set(ids)]
  const chunks: number[][] = []
  for (let i = 0; i < unique.length; i += MAX_PRODUCT_IDS)
    chunks.push(unique.slice(i, i + MAX_PRODUCT_IDS))
  const answers = await Promise.all(
    chunks.map((chunk) => queryClient.fetchQuery({ ...productQueries.byIds(chunk), staleTime: 0 })),
  )
  return answers.flat()
}

export interface BulkAddOptions {
  /** A reorder: the layer says that today's prices apply. */
  todaysPrices?: boolean
  /** Open the add-to-cart layer with the outcome (default); false: the caller reports it itself. */
  layer?: boolean
}

/**
 * Plans the bulk add and enqueues it; the notice with the count follows the service's answer. The
 * layer opens at once with what goes to the cart and what was refused.
 */
export async function addWantedLines(
  queryClient: QueryClient,
  wanted: readonly WantedLine[],
  { todaysPrices = false, layer = true }: BulkAddOptions = {},
): Promise<BulkAddPlan> {
  const products =
    wanted.length > 0
      ? await todaysProducts(
          queryClient,
          wanted.map((w) => w.productId),
        )
      : []
  const plan = planBulkAdd(wanted, products, heldLines())
  const report = { bulk: true, refused: plan.refused, lowered: plan.lowered, todaysPrices }
  if (plan.send.length === 0) {
    if (layer) addedToCart([], [], report)
    notify(messages.nothingAdded, 'warning')
    return plan
  }
  orderPricesKept(plan.priceReferences)
  const changes = linesAdded(plan.send, messages.added(plan.send.length))
  if (layer) {
    const names = new Map(products.map((p) => [p.id, p.title]))
    addedToCart(
      plan.send.map((line) => ({ ...line, name: names.get(line.productId) ?? '' })),
      changes,
      report,
    )
  }
  return plan
}

export function useBulkAdd(options: BulkAddOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (wanted: readonly WantedLine[]) => addWantedLines(queryClient, wanted, options),
  })
}
