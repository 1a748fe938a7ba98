// The prices a shopper sees of one product (spec sections 3 and 9): CurrentPrice, OriginalPrice,
// ListPrice, WebPrice, ColorSurtax, the deposit, the weight price per kg, the staffel and the
// loyalty price and labels. Money is integer cents; `now` is a parameter so every rule is testable
// at any moment. The wire's product (api/aspos/products.ts) satisfies `PricedProduct`.
import { unitPriceOf, type BaseUnit } from '@/domain/unit-price'
import { depositOf, type DepositKit } from './deposit'
import { discountPriceOf, loyaltyLabel, visibleDiscounts, type Discount } from './discounts'
import {
  fieldCodes,
  fieldValue,
  isColourProduct,
  parseEuroCents,
  type ProductField,
} from './product-fields'
import { isStaffel, staffelOf, type StaffelDiscount } from './staffel'

/** What the price rules read of a product (money in cents). */
export interface PricedProduct {
  priceCents: number
  /** The service's own Discount.PriceInclTax, when it sent one. */
  discountPriceCents: number | null
  discounts: readonly Discount[]
  kits: readonly DepositKit[]
  isWeightProduct: boolean
  weightPriceCents: number | null
  fields: readonly ProductField[]
  colors: readonly unknown[]
}

// Every price a shopper is shown includes what each piece always costs on top of the article: the
// deposit, and a colour product's surtax (a colour product is sold mixed only, so its surtax is
// always paid). Discounts lower the article price; the surtax and the deposit are never discounted.
export interface ProductPricing {
  /** What one piece costs now, colour surtax and deposit included (cents). */
  currentPriceCents: number
  /** The same without the deposit (the colour surtax included). */
  currentPriceExclDepositCents: number
  /** The struck price (PriceInclTax + surtax + deposit) when the current price is lower, else null. */
  originalPriceCents: number | null
  /** Adviesprijs, when set (cents). */
  listPriceCents: number | null
  /** Webprijs, when set (cents). */
  webPriceCents: number | null
  /** Kleurtoeslag of a colour product (cents), part of each price above; null: no colour product. */
  colorSurtaxCents: number | null
  /** Sum of the deposit kits (cents), 0 when none. */
  depositCents: number
  /** Price per kg of a weight product (cents), else null. */
  weightPriceCents: number | null
  /** The active discount that sets the current price, if any. */
  priceDiscount: Discount | null
  /** Rounded percentage off the original price, for the badge; null when not discounted. */
  discountPercentage: number | null
  staffelDiscount: StaffelDiscount | null
  loyaltyLabels: string[]
  /**
   * What one piece costs a loyalty customer (deposit included) when a loyalty discount beats the
   * current price, else null. Shown to others only as an advantage "met klantenkaart".
   */
  loyaltyPriceCents: number | null
  /** Price per kg or liter from Inhoudwebshop (surtax in, deposit excluded); null for weight products or unreadable contents. */
  unitPrice: { cents: number; unit: BaseUnit } | null
}

export function derivePricing(product: PricedProduct, now: Date): ProductPricing {
  const visible = visibleDiscounts(product, now)
  // A weight product is priced per kg: WeightPrice, when the service sends it, is that price.
  const base =
    product.isWeightProduct && product.weightPriceCents != null
      ? product.weightPriceCents
      : product.priceCents

  // Price discounts: active, not loyalty (a loyalty privilege is not shown as the price), not
  // staffel. A discount gives its own price, or else its percentage off the price.
  let priceDiscount: Discount | null = null
  let priceDiscountCents = base
  let withoutOwnPrice = false
  for (const d of visible) {
    if (d.isLoyalty || isStaffel(d)) continue
    const price = discountPriceOf(d, base)
    if (d.priceCents == null) withoutOwnPrice = true
    if (price != null && price < priceDiscountCents) {
      priceDiscount = d
      priceDiscountCents = price
    }
  }

  const candidates = [base, priceDiscountCents]
  // The service's own Discount.PriceInclTax counts when it sent no discount details to judge, or
  // when an active discount leaves its price to the service (a percentage, or nothing at all).
  if (
    (product.discounts.length === 0 || withoutOwnPrice) &&
    product.discountPriceCents != null &&
    product.discountPriceCents >= 0
  ) {
    candidates.push(product.discountPriceCents)
  }
  const webCents = parseEuroCents(fieldValue(product, fieldCodes.webPrice))
  if (webCents != null) candidates.push(webCents)
  const currentExcl = Math.max(0, Math.min(...candidates))

  const deposit = depositOf(product)
  const surtax = isColourProduct(product)
    ? (parseEuroCents(fieldValue(product, fieldCodes.colourSurtax)) ?? 0)
    : null
  // What every piece costs on top of its article price: never discounted.
  const onTop = (surtax ?? 0) + deposit
  const currentPriceCents = currentExcl + onTop
  const originalPriceCents = currentExcl < base ? base + onTop : null
  const discountPercentage =
    originalPriceCents != null && base > 0 ? Math.round(((base - currentExcl) / base) * 100) : null

  // A loyalty discount gives its own price, or its percentage off the current price.
  const loyaltyPrices = visible
    .filter((d) => d.isLoyalty)
    .map((d) => discountPriceOf(d, currentExcl) ?? Number.POSITIVE_INFINITY)
  const bestLoyalty = Math.min(...loyaltyPrices)
  const loyaltyCents =
    Number.isFinite(bestLoyalty) && bestLoyalty < currentExcl
      ? Math.max(0, bestLoyalty) + onTop
      : null

  return {
    currentPriceCents,
    currentPriceExclDepositCents: currentPriceCents - deposit,
    originalPriceCents,
    listPriceCents: parseEuroCents(fieldValue(product, fieldCodes.listPrice)),
    webPriceCents: webCents,
    colorSurtaxCents: surtax,
    depositCents: deposit,
    // The per-kg price of a weight product is its current price (WeightPrice and its discounts).
    weightPriceCents: product.isWeightProduct ? currentExcl : null,
    priceDiscount,
    discountPercentage,
    staffelDiscount: staffelOf(visible, currentExcl, onTop),
    loyaltyLabels: visible.filter((d) => d.isLoyalty).map(loyaltyLabel),
    loyaltyPriceCents: loyaltyCents,
    unitPrice: product.isWeightProduct
      ? null
      : unitPriceOf(currentPriceCents - deposit, fieldValue(product, fieldCodes.contents)),
  }
}

// Adviesprijs and Webprijs are article prices the way PriceInclTax is one: without deposit. Each is
// compared with the current price without deposit, the one basis (docs/decisions/014-one-price-one-clock.md).

/** Adviesprijs is shown (struck) only when it is above what the article costs now. */
export function showsListPrice(
  pricing: Pick<ProductPricing, 'listPriceCents' | 'currentPriceExclDepositCents'>,
): boolean {
  return (
    pricing.listPriceCents != null && pricing.listPriceCents > pricing.currentPriceExclDepositCents
  )
}

/** Webprijs is shown beside the price only when it differs from what the article costs now. */
export function showsWebPrice(
  pricing: Pick<
    ProductPricing,
    'webPriceCents' | 'currentPriceExclDepositCents' | 'colorSurtaxCents'
  >,
): boolean {
  return (
    pricing.webPriceCents != null &&
    pricing.webPriceCents !== pricing.currentPriceExclDepositCents - (pricing.colorSurtaxCents ?? 0)
  )
}
