// The mock service's pricing of a cart: turns a stored CartState into the CartDto the real service
// answers (current prices, colour surtax, deposit, vouchers, shipping). Cart, checkout and logout
// handlers all answer through buildCartDto, so every answer prices the cart the same way.
import { deriveFlags, type ProductFlags } from '@/domain/pricing/flags'
import { isColourProduct, type ProductField } from '@/domain/pricing/product-fields'
import { chargeLine, priceBookEntry } from './price-book'
import { colourPalette } from '../../db/seed-catalogue'
import type { CartState } from '../../db/database'
import type { CartDto, CartLineDto, ProductDto, VoucherDto } from '../../db/types'
import { isPastShopDay } from '@/lib/clock'
import { shippingZoneOf } from '@/domain/shipping-zones'
import { getDb } from '../../mock-db'
import { cartAnswers } from '@/mocks/messages'

/**
 * What delivery to a country costs. Nederland (and a cart without an address yet): below the
 * configured Shipping.FreeFrom, Shipping.Costs. Abroad: the group's fixed rate, no threshold
 * (domain/shipping-zones.ts). A country the shop does not serve: the Dutch rule (it is refused as a
 * delivery address, so no order ships there). Pickup is always free.
 */
export function shippingRule(countryCode: string | null = null): {
  freeFromCents: number | null
  costsCents: number
} {
  const abroad = shippingZoneOf(countryCode)?.costsCents
  if (abroad != null) return { freeFromCents: null, costsCents: abroad }
  const config = getDb().state.config.Config
  const read = (key: string, fallback: number) => {
    const value = Number(config[key])
    return Number.isFinite(value) && value >= 0 ? cents(value) : fallback
  }
  return { freeFromCents: read('Shipping.FreeFrom', 3995), costsCents: read('Shipping.Costs', 495) }
}

const cents = (euros: number) => Math.round(euros * 100)
const euros = (value: number) => Math.round(value) / 100

// What a product IS (a colour product, new, its delivery time) is read by the shop's own rules,
// imported deliberately (docs/architecture.md, "The mock and the domain"); what it COSTS is the
// service's own price book (price-book.ts).
const fieldsOf = (product: ProductDto): ProductField[] =>
  product.Fields.map((f) => ({ code: f.Code, value: f.Value }))

/** The shop's one colour rule (Kleurkiezer in any spelling it accepts, or a list of Colors). */
export function needsColour(product: ProductDto): boolean {
  return isColourProduct({ fields: fieldsOf(product), colors: product.Colors })
}

/** The shop's flags of a stored product (new, virtual, delivery time …). */
export function flagsOf(product: ProductDto): ProductFlags {
  return deriveFlags({
    scanCode: product.DefaultScanCode?.Code || null,
    parentProductId: product.ParentProductId,
    variantCount: product.VariantCount ?? 0,
    isVirtual: product.IsVirtual,
    stock: product.Stock,
    fields: fieldsOf(product),
    banners: product.Banners.map((b) => ({ name: b.Name, title: b.Title })),
    certs: product.Certs.map((c) => ({ code: c.Code, name: c.Name })),
    colors: product.Colors,
  })
}

/** A variant parent is a choice, not an article: it has children that carry its id. */
export function isVariantParent(product: ProductDto): boolean {
  return getDb().state.products.some((p) => p.ParentProductId === product.Id)
}

/** Whether the customer of this cart belongs to a CustomerGroups.Loyalty group. */
export function isLoyaltyCustomerKey(key: string): boolean {
  if (!key.startsWith('customer:')) return false
  const db = getDb()
  const customer = db.customerById(Number(key.slice('customer:'.length)))
  if (!customer) return false
  const groups = (db.state.config.Config['CustomerGroups.Loyalty'] ?? '')
    .split(/[|,;]/)
    .map((g) => g.trim().toUpperCase())
    .filter(Boolean)
  return groups.includes(customer.CustomerGroup.Code.toUpperCase())
}

export function colourName(product: ProductDto, color: string | null): string | null {
  if (!color) return null
  const found =
    product.Colors.find((c) => c.Code === color || c.Name === color) ??
    colourPalette.find((c) => c.Code === color || c.Name === color)
  return found?.Name ?? color
}

/** A voucher works through the whole of its ValidUntil day, a day of the shop (Amsterdam). */
export function voucherDtoExpired(voucher: VoucherDto, now = new Date()): boolean {
  return isPastShopDay(voucher.ValidUntil, now)
}

export function voucherByCode(code: string): VoucherDto | undefined {
  const wanted = code.trim().toUpperCase()
  return getDb().state.vouchers.find((v) => v.Code.toUpperCase() === wanted)
}

/** A refusal when `quantity` pieces are more than the shop has; e-mailed products never run out. */
export function stockRefusal(product: ProductDto, quantity: number): string | null {
  if (product.IsVirtual || quantity <= product.Stock) return null
  return product.Stock <= 0
    ? cartAnswers.outOfStock
    : cartAnswers.stockShort(product.Description, product.Stock)
}

/**
 * Vouchers are used up by orders: a personal voucher (and one marked SingleUse) works on one order,
 * a FirstOrder voucher only while the customer or e-mail address has no order yet.
 */
export function voucherUseRefusal(
  voucher: VoucherDto,
  who: { customerId: number | null; email: string | null },
): { message: string; reasonCode: string } | null {
  const orders = getDb().state.orders
  const code = voucher.Code.toUpperCase()
  const singleUse =
    voucher.Usage === 'SingleUse' || (voucher.Usage === undefined && voucher.CustomerId !== null)
  if (
    singleUse &&
    orders.some((o) => (o.VoucherCodes ?? []).some((c) => c.toUpperCase() === code))
  ) {
    return { message: cartAnswers.voucherUsed, reasonCode: 'VoucherUsed' }
  }
  if (voucher.Usage === 'FirstOrder') {
    const email = who.email?.trim().toLowerCase()
    const ordered = orders.some(
      (o) =>
        (who.customerId !== null && o.CustomerId === who.customerId) ||
        (!!email && o.Email.toLowerCase() === email),
    )
    if (ordered)
      return { message: cartAnswers.voucherFirstOrder, reasonCode: 'VoucherFirstOrderOnly' }
  }
  return null
}

/** The discount one voucher gives on a products subtotal; 0 when expired or below its minimum. */
export function voucherDiscountCents(
  voucher: VoucherDto,
  subtotalCents: number,
  now = new Date(),
): number {
  if (voucherDtoExpired(voucher, now)) return 0
  if (subtotalCents < cents(voucher.MinOrderAmount)) return 0
  if (voucher.Percentage !== null) return Math.round((subtotalCents * voucher.Percentage) / 100)
  if (voucher.Amount !== null) return Math.min(cents(voucher.Amount), subtotalCents)
  return 0
}

function lineDto(
  product: ProductDto,
  quantity: number,
  color: string | null,
  now: Date,
  loyaltyCustomer: boolean,
): CartLineDto {
  // A colour product's surtax is in every one of its prices: it is only sold with a colour.
  const entry = priceBookEntry(product, now)
  const charge = chargeLine(entry, quantity, loyaltyCustomer)
  const image = product.Images[0]
  return {
    LineId: `${product.Id}-${color ?? ''}`,
    ProductId: product.Id,
    Quantity: quantity,
    Color: color,
    ColorName: colourName(product, color),
    Description: product.Description,
    ProductUrl: product.Url,
    Image: image ? { Name: image.Name, FileExtension: image.FileExtension } : null,
    UnitPriceInclTax: euros(charge.pieceCents - entry.depositCents),
    OriginalUnitPriceInclTax: euros(charge.wasPieceCents - entry.depositCents),
    Saving: charge.saving,
    DepositInclTax: euros(entry.depositCents),
    LineTotalInclTax: euros(charge.totalCents),
    IsWeightProduct: product.IsWeightProduct,
    Stock: product.IsVirtual ? Math.max(product.Stock, quantity) : product.Stock,
    IsVirtual: product.IsVirtual,
  }
}

/** Every line is delivered by e-mail (gift cards): no delivery method, no shipping. */
/** The store a cart or an order is picked up at, in the wire's PickupLocation shape (null: delivered). */
export function pickupLocationOf(storeCode: string | null | undefined): CartDto['PickupLocation'] {
  const store = storeCode ? getDb().state.stores.find((s) => s.Code === storeCode) : undefined
  if (!store) return null
  return {
    CompanyName: store.CompanyName,
    Street: store.Street,
    HouseNumber: store.HouseNumber,
    HouseNumberExtension: store.HouseNumberExtension,
    PostalCode: store.PostalCode,
    City: store.City,
    LocationCode: store.LocationCode,
  }
}

export function isVirtualOnly(cart: CartState): boolean {
  const db = getDb()
  return (
    cart.Lines.length > 0 &&
    cart.Lines.every((l) => db.productById(l.ProductId)?.IsVirtual === true)
  )
}

/** Prices a stored cart as the service answers it. */
export function buildCartDto(cart: CartState, now = new Date()): CartDto {
  const db = getDb()
  const loyaltyCustomer = isLoyaltyCustomerKey(cart.Id)
  const priced = cart.Lines.flatMap((line) => {
    const product = db.productById(line.ProductId)
    if (!product) return []
    const dto = lineDto(product, line.Quantity, line.Color, now, loyaltyCustomer)
    return [{ dto, unit: cents(dto.UnitPriceInclTax), deposit: cents(dto.DepositInclTax) }]
  })
  // Products (surtax included) and deposit, each rounded per line.
  const subtotal = priced.reduce((sum, p) => sum + Math.round(p.unit * p.dto.Quantity), 0)
  const depositTotal = priced.reduce((sum, p) => sum + Math.round(p.deposit * p.dto.Quantity), 0)

  let discountLeft = subtotal
  const vouchers = cart.VoucherCodes.flatMap((code) => {
    const voucher = voucherByCode(code)
    if (!voucher) return []
    // Several vouchers never take the products below zero.
    const amount = Math.min(voucherDiscountCents(voucher, subtotal, now), discountLeft)
    discountLeft -= amount
    return [
      {
        Id: voucher.Id,
        Code: voucher.Code,
        Description: voucher.Description,
        AmountInclTax: euros(amount),
      },
    ]
  })
  const discount = subtotal - discountLeft

  // Home delivery is the default way an order comes: until the shopper chooses Click & Collect
  // (free), the cart is priced with its shipping, so the total it shows is what checkout asks.
  // E-mailed products (gift cards) never ship; the threshold is the one the USP bar promises.
  const rule = shippingRule(
    cart.DeliveryMethod === 'Delivery' ? (cart.DeliveryAddress?.CountryCode ?? null) : null,
  )
  const virtualOnly = isVirtualOnly(cart)
  const shipping =
    priced.length === 0 ||
    virtualOnly ||
    cart.DeliveryMethod === 'Pickup' ||
    (rule.freeFromCents != null && subtotal >= rule.freeFromCents)
      ? 0
      : rule.costsCents

  const extra = cart as CartState & { OrderReference?: string | null }

  return {
    Id: cart.Id,
    CartLines: priced.map((p) => p.dto),
    TotalAmountOfProducts: priced.reduce((sum, p) => sum + p.dto.Quantity, 0),
    SubTotalInclTax: euros(subtotal),
    DiscountInclTax: euros(discount),
    DepositTotalInclTax: euros(depositTotal),
    ShippingCostsInclTax: euros(shipping),
    FreeShippingFromInclTax: rule.freeFromCents == null ? null : euros(rule.freeFromCents),
    RequiresDelivery: !virtualOnly,
    TotalInclTax: euros(subtotal - discount + depositTotal + shipping),
    Vouchers: vouchers,
    DeliveryMethod: cart.DeliveryMethod,
    DeliveryAddress: cart.DeliveryAddress,
    InvoiceAddress: cart.InvoiceAddress,
    PickupLocation: pickupLocationOf(cart.PickupStoreCode),
    ShippingMethod: cart.ShippingMethod,
    Email: cart.Email,
    OrderReference: extra.OrderReference ?? null,
  }
}
