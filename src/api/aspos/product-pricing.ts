// Pure derivations of a product (spec sections 3 and 9): the prices a shopper sees (CurrentPrice,
// OriginalPrice, ListPrice, WebPrice, ColorSurtax, Statiegeld, weight price per kg, staffel/SVE and
// loyalty labels) and the flags (IsVariant, IsVirtual, IsNew, IsColorProduct, ContainsAlcohol …).
// Money is integer cents. `now` is a parameter so every rule is testable at any moment.
// It lives beside the product mapper in the api layer so that every surface (catalogue, content
// blocks, search, wish list, cart) and the mock service read the same rules: one home for each price.
import { shopDateTime } from '@/lib/clock'
import { catalogue } from '@/messages/nl/catalogue'
import { lineTotalCents } from '@/domain/line-total'
import { isPriceFrom } from '@/domain/price-from'
import type { Discount, Product } from './products'
import { unitPriceOf, type BaseUnit } from '@/domain/unit-price'

const BIRTHDAY_DISCOUNT = 'Verjaardagskorting'
const ALCOHOL_BANNER = 'Alcoholhoudend'

export const fieldCodes = {
  colourPicker: 'Kleurkiezer',
  isNew: 'PFC_Nieuw',
  contents: 'Inhoudwebshop',
  deliveryTime: 'Leveringstijd',
  listPrice: 'Adviesprijs',
  webPrice: 'Webprijs',
  colourSurtax: 'Kleurtoeslag',
  variant: 'Variant',
  dimensions: 'Afmetingen',
  /** A body protector's protection level ('Level 3 (BETA 2018)'), shown in the specifications. */
  protectionLevel: 'Beschermingsniveau',
} as const

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

/** The value of a custom field (codes compared without regard to case), or null. */
export function fieldValue(product: Pick<Product, 'fields'>, code: string): string | null {
  const wanted = code.toLowerCase()
  const field = product.fields.find((f) => f.code.toLowerCase() === wanted)
  const value = field?.value.trim()
  return value ? value : null
}

/** 'true', '1', 'ja', 'yes' (any case) count as set. */
export function isTruthy(value: string | null | undefined): boolean {
  return value != null && ['true', '1', 'ja', 'yes', 'j', 'y'].includes(value.trim().toLowerCase())
}

/** A decimal euro amount from a text field ('44.99', '44,99', '€ 44,99') in cents; null if unusable. */
export function parseEuroCents(value: string | null | undefined): number | null {
  if (value == null) return null
  const clean = value.replace(/€/g, '').replace(/\s/g, '')
  if (!/^\d+([.,]\d{1,2})?$/.test(clean)) return null
  return Math.round(Number(clean.replace(',', '.')) * 100)
}

// ---------------------------------------------------------------------------------------------
// Discount windows
// ---------------------------------------------------------------------------------------------

/** Start of the window (StartDate + StartTime, 00:00:00 when no time); null = no start. */
function discountStart(d: Pick<Discount, 'startDate' | 'startTime'>): Date | null | 'invalid' {
  return shopDateTime(d.startDate, d.startTime, '00:00:00')
}

/** End of the window (EndDate + EndTime, 23:59:59 when no time); null = no end. */
export function discountEnd(d: Pick<Discount, 'endDate' | 'endTime'>): Date | null | 'invalid' {
  return shopDateTime(d.endDate, d.endTime, '23:59:59')
}

/** A discount is active only between its start and end date-time, both inclusive. */
export function isDiscountActive(
  d: Pick<Discount, 'startDate' | 'startTime' | 'endDate' | 'endTime'>,
  now: Date,
): boolean {
  const start = discountStart(d)
  const end = discountEnd(d)
  if (start === 'invalid' || end === 'invalid') return false
  const t = now.getTime()
  return (start === null || start.getTime() <= t) && (end === null || t <= end.getTime())
}

export function isBirthdayDiscount(d: Pick<Discount, 'name' | 'description'>): boolean {
  const is = (text: string) => text.trim().toLowerCase() === BIRTHDAY_DISCOUNT.toLowerCase()
  return is(d.name) || is(d.description)
}

/** Discounts a shopper may see now: active, and never a 'Verjaardagskorting'. */
export function visibleDiscounts(product: Pick<Product, 'discounts'>, now: Date): Discount[] {
  return product.discounts.filter((d) => !isBirthdayDiscount(d) && isDiscountActive(d, now))
}

const isSve = (d: Discount) => d.minQuantity != null && d.minQuantity > 1

const percentageOff = (cents: number, percentage: number) =>
  Math.round((cents * (100 - percentage)) / 100)

/** The price a discount sets: its own PriceInclTax, else its Percentage off `fromCents`; null: neither. */
function discountPriceOf(
  d: Pick<Discount, 'priceCents' | 'percentage'>,
  fromCents: number,
): number | null {
  if (d.priceCents != null) return d.priceCents
  if (d.percentage != null && d.percentage > 0 && d.percentage < 100)
    return percentageOff(fromCents, d.percentage)
  return null
}

// ---------------------------------------------------------------------------------------------
// Colour products
// ---------------------------------------------------------------------------------------------

/**
 * The one rule for "is this a colour product" (app and mock service alike): Kleurkiezer set in any
 * spelling isTruthy accepts (true, 1, ja, yes … any case), or a list of Colors to mix from.
 */
export function isColourProduct(product: Pick<Product, 'fields' | 'colors'>): boolean {
  return isTruthy(fieldValue(product, fieldCodes.colourPicker)) || product.colors.length > 0
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

export interface SveDiscount {
  percentage: number
  minQuantity: number
  /** Price per piece without the staffel (incl. colour surtax and deposit), cents. */
  oldPrice: number
  /** Price per piece from minQuantity on (incl. colour surtax and deposit), cents. */
  newPrice: number
  label: string
}

// Every price a shopper is shown includes what each piece always costs on top of the article: the
// deposit, and a colour product's surtax (a colour product is sold mixed only, so its surtax is
// always paid). Discounts lower the article price; the surtax and the deposit are never discounted.
export interface ProductPricing {
  /** What one piece costs now, colour surtax and deposit included (cents). */
  currentPrice: number
  /** The same without the deposit (the colour surtax included). */
  currentPriceExclDeposit: number
  /** The struck price (PriceInclTax + surtax + deposit) when the current price is lower, else null. */
  originalPrice: number | null
  /** Adviesprijs, when set (cents). */
  listPrice: number | null
  /** Webprijs, when set (cents). */
  webPrice: number | null
  /** Kleurtoeslag of a colour product (cents), part of each price above; null: no colour product. */
  colorSurtax: number | null
  /** Sum of the deposit kits (cents), 0 when none. */
  statiegeld: number
  /** Price per kg of a weight product (cents), else null. */
  weightPrice: number | null
  /** The active discount that sets the current price, if any. */
  priceDiscount: Discount | null
  /** Rounded percentage off the original price, for the badge; null when not discounted. */
  discountPercentage: number | null
  sveDiscount: SveDiscount | null
  loyaltyLabels: string[]
  /**
   * What one piece costs a loyalty customer (deposit included) when a loyalty discount beats the
   * current price, else null. Shown to others only as an advantage "met klantenkaart".
   */
  loyaltyPrice: number | null
  /** Price per kg or liter from Inhoudwebshop (surtax in, deposit excluded); null for weight products or unreadable contents. */
  unitPrice: { cents: number; unit: BaseUnit } | null
}

/** Deposit (Statiegeld): every kit marked IsDeposit, times its quantity. */
export function statiegeldOf(product: Pick<Product, 'kits'>): number {
  return product.kits
    .filter((k) => k.isDeposit)
    .reduce((sum, k) => sum + k.priceCents * Math.max(0, k.quantity), 0)
}

export function loyaltyLabel(d: Pick<Discount, 'name' | 'loyaltyPoints' | 'description'>): string {
  return catalogue.pricing.loyaltyLabel(d.name, d.loyaltyPoints, d.description)
}

export function derivePricing(product: Product, now: Date): ProductPricing {
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
    if (d.isLoyalty || isSve(d)) continue
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
  const webPrice = parseEuroCents(fieldValue(product, fieldCodes.webPrice))
  if (webPrice != null) candidates.push(webPrice)
  const currentExcl = Math.max(0, Math.min(...candidates))

  const statiegeld = statiegeldOf(product)
  const isColour = isColourProduct(product)
  const colorSurtax = isColour
    ? (parseEuroCents(fieldValue(product, fieldCodes.colourSurtax)) ?? 0)
    : null
  // What every piece costs on top of its article price: never discounted.
  const onTop = (colorSurtax ?? 0) + statiegeld
  const currentPrice = currentExcl + onTop
  const originalPrice = currentExcl < base ? base + onTop : null
  const discountPercentage =
    originalPrice != null && base > 0 ? Math.round(((base - currentExcl) / base) * 100) : null

  const sve = visible.find(
    (d) => isSve(d) && d.percentage != null && d.percentage > 0 && d.percentage < 100,
  )
  const sveDiscount: SveDiscount | null =
    sve && sve.percentage != null && sve.minQuantity != null
      ? {
          percentage: sve.percentage,
          minQuantity: sve.minQuantity,
          oldPrice: currentPrice,
          newPrice: percentageOff(currentExcl, sve.percentage) + onTop,
          label: catalogue.pricing.sveLabel(sve.minQuantity, sve.percentage),
        }
      : null

  // A loyalty discount gives its own price, or its percentage off the current price.
  const loyaltyPrices = visible
    .filter((d) => d.isLoyalty)
    .map((d) => discountPriceOf(d, currentExcl) ?? Number.POSITIVE_INFINITY)
  const bestLoyalty = Math.min(...loyaltyPrices)
  const loyaltyPrice =
    Number.isFinite(bestLoyalty) && bestLoyalty < currentExcl
      ? Math.max(0, bestLoyalty) + onTop
      : null

  return {
    currentPrice,
    currentPriceExclDeposit: currentPrice - statiegeld,
    originalPrice,
    listPrice: parseEuroCents(fieldValue(product, fieldCodes.listPrice)),
    webPrice,
    colorSurtax,
    statiegeld,
    // The per-kg price of a weight product is its current price (WeightPrice and its discounts).
    weightPrice: product.isWeightProduct ? currentExcl : null,
    priceDiscount,
    discountPercentage,
    sveDiscount,
    loyaltyLabels: visible.filter((d) => d.isLoyalty).map(loyaltyLabel),
    loyaltyPrice,
    unitPrice: product.isWeightProduct
      ? null
      : unitPriceOf(currentPrice - statiegeld, fieldValue(product, fieldCodes.contents)),
  }
}

export interface ChargeOptions {
  /** The customer's group is one of CustomerGroups.Loyalty. */
  loyaltyCustomer?: boolean
}

/** What made a line's piece cheaper than the product's undiscounted price. */
export type LineSaving = 'sale' | 'staffel' | 'loyalty'

/**
 * What the cart charges for one piece in a line of `quantity` pieces: the lowest of the current
 * price, the staffel price from its minimum quantity and (loyalty customers only) the loyalty price;
 * discounts do not stack. Each already holds the colour surtax; the deposit is returned apart.
 */
export function chargedPiece(
  pricing: ProductPricing,
  quantity: number,
  options: ChargeOptions = {},
): { unitExclDeposit: number; deposit: number; saving: LineSaving | null } {
  const deposit = pricing.statiegeld
  let best = pricing.currentPrice
  let saving: LineSaving | null = pricing.originalPrice != null ? 'sale' : null
  if (pricing.sveDiscount && quantity >= pricing.sveDiscount.minQuantity) {
    if (pricing.sveDiscount.newPrice < best) saving = 'staffel'
    best = Math.min(best, pricing.sveDiscount.newPrice)
  }
  if (options.loyaltyCustomer && pricing.loyaltyPrice != null && pricing.loyaltyPrice < best) {
    best = pricing.loyaltyPrice
    saving = 'loyalty'
  }
  return { unitExclDeposit: best - deposit, deposit, saving }
}

export interface LineCharge {
  /** What one piece costs in this line, colour surtax included, deposit excluded (cents). */
  unitExclDeposit: number
  /** Deposit per piece (cents). */
  deposit: number
  /** What one piece costs in this line, deposit included (cents). */
  piece: number
  /** What the whole line costs: piece × quantity, rounded to whole cents. */
  total: number
  /** What one piece costs without any discount (the struck price beside a cheaper line). */
  originalPiece: number
  /** Which discount made the piece cheaper than `originalPiece`; null: none did. */
  saving: LineSaving | null
}

/**
 * The one rule for "what does this line cost" (spec sections 3 and 9): the piece price with
 * staffel, loyalty (loyalty customers), colour surtax (always, on a colour product) and deposit,
 * times the quantity, and what it saves. The product page, the DIY guide, the order lines and the
 * mock service's cart all read it, so no surface announces a total the cart will not charge.
 */
export function lineCharge(
  pricing: ProductPricing,
  quantity: number,
  options: ChargeOptions = {},
): LineCharge {
  const { saving, ...piece } = chargedPiece(pricing, quantity, options)
  const charged = piece.unitExclDeposit + piece.deposit
  return {
    ...piece,
    piece: charged,
    total: lineTotalCents(piece, quantity),
    originalPiece: pricing.originalPrice ?? pricing.currentPrice,
    saving: charged < (pricing.originalPrice ?? pricing.currentPrice) ? saving : null,
  }
}

export interface ColourPrice {
  /** What one piece with a mixed colour costs, as the cart charges it (surtax and deposit in). */
  piece: number
  /** The colour surtax that `piece` includes (cents). */
  surtax: number
}

/**
 * The "price with colour" of a colour product (the colour picker, the product page): one piece as
 * `lineCharge` charges it, with the surtax it includes. It is shown as one amount with the surtax
 * inside it ("€ 34,19, inclusief € 1,50 kleurtoeslag"), never as a price plus a surtax, which
 * reads as a sum the cart does not charge. Null: not a colour product.
 */
export function colourPrice(
  pricing: ProductPricing,
  options: ChargeOptions = {},
): ColourPrice | null {
  if (pricing.colorSurtax == null) return null
  return { piece: lineCharge(pricing, 1, options).piece, surtax: pricing.colorSurtax }
}

// ---------------------------------------------------------------------------------------------
// Adviesprijs and Webprijs
// ---------------------------------------------------------------------------------------------

// Both are article prices the way PriceInclTax is one: without deposit. Each is compared with the
// current price without deposit, the one basis (docs/decisions/014-one-price-one-clock.md).

/** Adviesprijs is shown (struck) only when it is above what the article costs now. */
export function showsListPrice(
  p: Pick<ProductPricing, 'listPrice' | 'currentPriceExclDeposit'>,
): boolean {
  return p.listPrice != null && p.listPrice > p.currentPriceExclDeposit
}

/** Webprijs is shown beside the price only when it differs from what the article costs now. */
export function showsWebPrice(
  p: Pick<ProductPricing, 'webPrice' | 'currentPriceExclDeposit' | 'colorSurtax'>,
): boolean {
  return p.webPrice != null && p.webPrice !== p.currentPriceExclDeposit - (p.colorSurtax ?? 0)
}

// ---------------------------------------------------------------------------------------------
// Flags and the whole view
// ---------------------------------------------------------------------------------------------

/**
 * The one rule for "can this be bought": a product with no stock left is sold out (Uitverkocht).
 * Virtual products (gift cards) never run out; an unknown stock counts as available. Every place a
 * product appears asks this (through `inStock`): cards, the product page, recommendations, the
 * guides' shopping lists and the wish list.
 */
export function isSoldOut(product: Pick<Product, 'isVirtual' | 'stock'>): boolean {
  return !product.isVirtual && product.stock != null && product.stock <= 0
}

export interface ProductFlags {
  eanCode: string | null
  isVariant: boolean
  /** A variant parent: the shopper must choose a variant before buying. */
  isVariantParent: boolean
  isVirtual: boolean
  isNew: boolean
  isColorProduct: boolean
  containsAlcohol: boolean
  certs: Product['certs']
  banners: Product['banners']
  contents: string | null
  deliveryTime: string | null
  variantLabel: string | null
  /** Afmetingen ('50 x 40 cm'), shown beside a size where the product has them. */
  dimensions: string | null
  /** Not sold out (see isSoldOut): the product can be put in the cart. */
  inStock: boolean
}

export function deriveFlags(product: Product): ProductFlags {
  return {
    eanCode: product.scanCode,
    isVariant: product.parentProductId != null,
    isVariantParent: product.variantCount > 0,
    isVirtual: product.isVirtual,
    isNew: isTruthy(fieldValue(product, fieldCodes.isNew)),
    isColorProduct: isColourProduct(product),
    containsAlcohol: product.banners.some(
      (b) => b.name.trim().toLowerCase() === ALCOHOL_BANNER.toLowerCase(),
    ),
    certs: product.certs,
    banners: product.banners,
    contents: fieldValue(product, fieldCodes.contents),
    deliveryTime: fieldValue(product, fieldCodes.deliveryTime),
    variantLabel: fieldValue(product, fieldCodes.variant),
    dimensions: fieldValue(product, fieldCodes.dimensions),
    inStock: !isSoldOut(product),
  }
}

export type ProductView = Product &
  ProductPricing &
  ProductFlags & {
    /** A family whose variants' prices differ: its price reads 'vanaf € …'. */
    priceFrom: boolean
  }

export function deriveProduct(product: Product, now: Date): ProductView {
  const pricing = derivePricing(product, now)
  const flags = deriveFlags(product)
  const priceFrom =
    flags.isVariantParent && isPriceFrom(pricing.currentPrice, product.highestVariantPriceCents)
  return { ...product, ...pricing, ...flags, priceFrom }
}
