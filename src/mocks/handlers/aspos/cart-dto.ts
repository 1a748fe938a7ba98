// The mock service's pricing of a cart: turns a stored CartState into the CartDto the real service
// answers (current prices, colour surtax, deposit, vouchers, shipping). Cart, checkout and logout
// handlers all answer through buildCartDto, so every answer prices the cart the same way.
import type { CartDto, CartLineDto } from '@/api/aspos/cart'
import { colourPalette } from '../../db/seed-catalogue'
import type { CartState } from '../../db/database'
import type { DiscountDto, ProductDto, VoucherDto } from '../../db/types'
import { getDb } from '../../mock-db'

/** Delivery below this products subtotal costs SHIPPING_CENTS; Pickup is always free. */
export const FREE_SHIPPING_FROM_CENTS = 3995
export const SHIPPING_CENTS = 495
const BIRTHDAY_DISCOUNT = 'Verjaardagskorting'

const cents = (euros: number) => Math.round(euros * 100)
const euros = (value: number) => Math.round(value) / 100

function fieldValue(product: ProductDto, code: string): string | undefined {
  return product.Fields.find((f) => f.Code === code)?.Value
}

function fieldCents(product: ProductDto, code: string): number | null {
  const raw = fieldValue(product, code)
  if (raw === undefined) return null
  const value = Number(raw.replace(',', '.'))
  return Number.isFinite(value) && value > 0 ? cents(value) : null
}

function isActiveAt(discount: DiscountDto, now: Date): boolean {
  const start = new Date(`${discount.StartDate}T${discount.StartTime || '00:00:00'}`)
  const end = new Date(`${discount.EndDate}T${discount.EndTime || '23:59:59'}`)
  return start.getTime() <= now.getTime() && now.getTime() <= end.getTime()
}

/**
 * Current unit price without colour surtax or deposit: the lowest active discount price (personal
 * birthday, loyalty and quantity discounts excluded), else the web price when lower, else the price.
 */
export function currentPriceCents(product: ProductDto, now = new Date()): number {
  const base = cents(product.PriceInclTax)
  const discounted = product.Discounts.filter(
    (d) =>
      d.PriceInclTax !== null &&
      d.MinQuantity === null &&
      !d.IsLoyalty &&
      d.Name !== BIRTHDAY_DISCOUNT &&
      d.Description !== BIRTHDAY_DISCOUNT &&
      isActiveAt(d, now),
  ).map((d) => cents(d.PriceInclTax ?? 0))
  if (discounted.length > 0) return Math.min(...discounted)
  const web = fieldCents(product, 'Webprijs')
  if (web !== null && web < base) return web
  return base
}

export function isColourProduct(product: ProductDto): boolean {
  return fieldValue(product, 'Kleurkiezer') === 'true' || product.Colors.length > 0
}

export function colourSurtaxCents(product: ProductDto, color: string | null): number {
  if (!color || !isColourProduct(product)) return 0
  return fieldCents(product, 'Kleurtoeslag') ?? 0
}

export function depositCents(product: ProductDto): number {
  return product.Kits.filter((k) => k.IsDeposit).reduce((sum, k) => sum + cents(k.PriceInclTax) * k.Quantity, 0)
}

export function colourName(product: ProductDto, color: string | null): string | null {
  if (!color) return null
  const found =
    product.Colors.find((c) => c.Code === color || c.Name === color) ??
    colourPalette.find((c) => c.Code === color || c.Name === color)
  return found?.Name ?? color
}

const today = (now: Date) => now.toISOString().slice(0, 10)

export function isVoucherExpired(voucher: VoucherDto, now = new Date()): boolean {
  return voucher.ValidUntil < today(now)
}

export function voucherByCode(code: string): VoucherDto | undefined {
  const wanted = code.trim().toUpperCase()
  return getDb().state.vouchers.find((v) => v.Code.toUpperCase() === wanted)
}

/** The discount one voucher gives on a products subtotal; 0 when expired or below its minimum. */
export function voucherDiscountCents(voucher: VoucherDto, subtotalCents: number, now = new Date()): number {
  if (isVoucherExpired(voucher, now)) return 0
  if (subtotalCents < cents(voucher.MinOrderAmount)) return 0
  if (voucher.Percentage !== null) return Math.round((subtotalCents * voucher.Percentage) / 100)
  if (voucher.Amount !== null) return Math.min(cents(voucher.Amount), subtotalCents)
  return 0
}

function lineDto(product: ProductDto, quantity: number, color: string | null, now: Date): CartLineDto {
  const unit = currentPriceCents(product, now) + colourSurtaxCents(product, color)
  const deposit = depositCents(product)
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
    UnitPriceInclTax: euros(unit),
    DepositInclTax: euros(deposit),
    LineTotalInclTax: euros(Math.round((unit + deposit) * quantity)),
    IsWeightProduct: product.IsWeightProduct,
    Stock: product.Stock,
  }
}

/** Prices a stored cart as the service answers it. */
export function buildCartDto(cart: CartState, now = new Date()): CartDto {
  const db = getDb()
  const priced = cart.Lines.flatMap((line) => {
    const product = db.productById(line.ProductId)
    if (!product) return []
    const dto = lineDto(product, line.Quantity, line.Color, now)
    return [{ dto, unit: cents(dto.UnitPriceInclTax), deposit: cents(dto.DepositInclTax) }]
  })
  const subtotal = priced.reduce((sum, p) => sum + Math.round(p.unit * p.dto.Quantity), 0)
  const depositTotal = priced.reduce((sum, p) => sum + Math.round(p.deposit * p.dto.Quantity), 0)

  let discountLeft = subtotal
  const vouchers = cart.VoucherCodes.flatMap((code) => {
    const voucher = voucherByCode(code)
    if (!voucher) return []
    // Several vouchers never take the products below zero.
    const amount = Math.min(voucherDiscountCents(voucher, subtotal, now), discountLeft)
    discountLeft -= amount
    return [{ Id: voucher.Id, Code: voucher.Code, Description: voucher.Description, AmountInclTax: euros(amount) }]
  })
  const discount = subtotal - discountLeft

  const shipping =
    priced.length === 0 || cart.DeliveryMethod === 'Pickup' || subtotal >= FREE_SHIPPING_FROM_CENTS ? 0 : SHIPPING_CENTS

  const store = cart.PickupStoreCode ? db.state.stores.find((s) => s.Code === cart.PickupStoreCode) : undefined
  const extra = cart as CartState & { OrderReference?: string | null }

  return {
    Id: cart.Id,
    CartLines: priced.map((p) => p.dto),
    TotalAmountOfProducts: priced.reduce((sum, p) => sum + p.dto.Quantity, 0),
    SubTotalInclTax: euros(subtotal),
    DiscountInclTax: euros(discount),
    DepositTotalInclTax: euros(depositTotal),
    ShippingCostsInclTax: euros(shipping),
    TotalInclTax: euros(subtotal - discount + depositTotal + shipping),
    Vouchers: vouchers,
    DeliveryMethod: cart.DeliveryMethod,
    DeliveryAddress: cart.DeliveryAddress,
    InvoiceAddress: cart.InvoiceAddress,
    PickupLocation: store
      ? {
          CompanyName: store.CompanyName,
          Street: store.Street,
          HouseNumber: store.HouseNumber,
          HouseNumberExtension: store.HouseNumberExtension,
          PostalCode: store.PostalCode,
          City: store.City,
          LocationCode: store.LocationCode,
        }
      : null,
    ShippingMethod: cart.ShippingMethod,
    Email: cart.Email,
    OrderReference: extra.OrderReference ?? null,
  }
}
