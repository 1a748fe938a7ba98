// The cart resource of the commerce service: wire contract (zod), the mapper to our own Cart
// (integer cents), the fetchers for the cart and its vouchers, and the query factory (the batch of
// line changes: ./cart-batch.ts). The mock backend validates request bodies with the same schemas. zod/mini: the
// cart (header badge) is on the home page's initial path, where classic zod is too heavy.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { lazy } from '@/lib/lazy'
import { imageOf, imageRefDtoSchema } from '../image-ref'
import { toCents } from '@/lib/format'
import { tabAnnounced } from '@/lib/tab-sync'
import { request, requestWrite } from '../http'
import {
  addressDtoSchema,
  mapAddress,
  postalFieldsDtoShape,
  postalFieldsOf,
  type Address,
  type PostalFields,
} from './addresses'
import { lineSavingCents, lineTotalCents } from '@/domain/line-total'

// ---------------------------------------------------------------------------------------------
// Wire contract
// ---------------------------------------------------------------------------------------------

/** The cart carries addresses in the address book's wire shape: one schema for both. */
export const cartAddressDtoSchema = addressDtoSchema
export type CartAddressDto = z.infer<ReturnType<typeof cartAddressDtoSchema>>

export const pickupLocationDtoSchema = lazy(() =>
  z.object({
    CompanyName: z.string(),
    ...postalFieldsDtoShape(),
    LocationCode: z.string(),
  }),
)
export type PickupLocationDto = z.infer<ReturnType<typeof pickupLocationDtoSchema>>

// As tolerant as the spec: its cart names CartLines (ProductId, Quantity, optional Color),
// TotalAmountOfProducts, TotalInclTax and Vouchers. Everything else our service sends is read when
// present and given a neutral value when not, so a backend built to the spec never breaks the cart
// (and with it the header, checkout and logout).
const amount = () => z._default(z.number(), 0)

export const cartLineDtoSchema = lazy(() =>
  z.object({
    /** Optional: without it a line is known by product and colour. */
    LineId: z.optional(z.string()),
    ProductId: z.number(),
    Quantity: z.number(),
    /** Optional (spec): the colour code of a colour product. */
    Color: z.nullish(z.string()),
    /** Optional extra of our mock: the readable name of the colour code in Color. */
    ColorName: z.nullish(z.string()),
    Description: z._default(z.string(), ''),
    ProductUrl: z._default(z.string(), ''),
    Image: z.nullish(imageRefDtoSchema()),
    /** Current price incl. colour surtax, excl. deposit. */
    UnitPriceInclTax: amount(),
    /** Optional extra of our mock: one piece before any discount (surtax in, deposit out). */
    OriginalUnitPriceInclTax: z.nullish(z.number()),
    /** Optional extra of our mock: the discount that made the piece cheaper than the original. */
    Saving: z.nullish(z.enum(['Sale', 'Staffel', 'Loyalty'])),
    /** Deposit (statiegeld) per unit. */
    DepositInclTax: amount(),
    /** (UnitPriceInclTax + DepositInclTax) × Quantity; worked out by the same rule when left out. */
    LineTotalInclTax: z.optional(z.number()),
    IsWeightProduct: z._default(z.boolean(), false),
    /** Optional: without it the shop does not warn about stock. */
    Stock: z.nullish(z.number()),
    /** Optional extra of our mock: delivered by e-mail (gift card), never shipped. */
    IsVirtual: z.optional(z.boolean()),
  }),
)
export type CartLineDto = z.infer<ReturnType<typeof cartLineDtoSchema>>

export const cartVoucherDtoSchema = lazy(() =>
  z.object({
    Id: z.number(),
    Code: z.string(),
    Description: z._default(z.string(), ''),
    AmountInclTax: amount(),
  }),
)
export type CartVoucherDto = z.infer<ReturnType<typeof cartVoucherDtoSchema>>

export const cartDtoSchema = lazy(() =>
  z.object({
    Id: z._default(z.string(), ''),
    CartLines: z.array(cartLineDtoSchema()),
    TotalAmountOfProducts: z.number(),
    /** Products only: Σ UnitPriceInclTax × Quantity (deposit excluded); from the lines when left out. */
    SubTotalInclTax: z.optional(z.number()),
    /** Voucher discounts, a positive amount that is subtracted. */
    DiscountInclTax: amount(),
    /** From the lines when left out. */
    DepositTotalInclTax: z.optional(z.number()),
    ShippingCostsInclTax: amount(),
    /** Optional extra of our mock: the products subtotal from which delivery is free (Shipping.FreeFrom). */
    FreeShippingFromInclTax: z.nullish(z.number()),
    /** Optional extra of our mock: false when every line is e-mailed (no delivery method, no shipping). */
    RequiresDelivery: z.optional(z.boolean()),
    /** SubTotal − Discount + DepositTotal + ShippingCosts. */
    TotalInclTax: z.number(),
    Vouchers: z.array(cartVoucherDtoSchema()),
    DeliveryMethod: z.nullish(z.enum(['Delivery', 'Pickup'])),
    DeliveryAddress: z.nullish(cartAddressDtoSchema()),
    InvoiceAddress: z.nullish(cartAddressDtoSchema()),
    PickupLocation: z.nullish(pickupLocationDtoSchema()),
    ShippingMethod: z.nullish(z.string()),
    Email: z.nullish(z.string()),
    OrderReference: z.nullish(z.string()),
    /**
     * Optional extra of our mock, in the answer of the step that makes the buyer known (delivery,
     * or the invoice of an e-mailed order): vouchers taken off because this buyer may not use them.
     */
    RemovedVouchers: z.optional(
      z.array(
        z.object({ Code: z.string(), ReasonCode: z.optional(z.string()), Message: z.string() }),
      ),
    ),
  }),
)
export type CartDto = z.infer<ReturnType<typeof cartDtoSchema>>

export const voucherRequestSchema = lazy(() =>
  z.object({
    code: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  }),
)
export type VoucherRequest = z.infer<ReturnType<typeof voucherRequestSchema>>

// ---------------------------------------------------------------------------------------------
// Domain
// ---------------------------------------------------------------------------------------------

export interface CartLine {
  lineId: string
  productId: number
  quantity: number
  color: string | null
  colorName: string | null
  description: string
  productUrl: string
  image: { name: string; extension: string } | null
  unitPriceCents: number
  /** One piece before any discount (deposit excluded), when it was more than `unitPriceCents`. */
  originalUnitPriceCents: number | null
  /** What made the line cheaper: the product's sale, the staffel or the loyalty price. */
  saving: 'sale' | 'staffel' | 'loyalty' | null
  /** What the line saves against the original price: (original − unit) × quantity; 0 when none. */
  savingCents: number
  depositCents: number
  lineTotalCents: number
  isWeightProduct: boolean
  stock: number
  isVirtual: boolean
}

export interface CartVoucher {
  id: number
  code: string
  description: string
  amountCents: number
}

export interface Cart {
  id: string
  lines: CartLine[]
  totalAmountOfProducts: number
  subtotalCents: number
  discountCents: number
  depositTotalCents: number
  shippingCents: number
  /** Products subtotal from which delivery is free; null when the service does not say. */
  freeShippingFromCents: number | null
  /** False when every line is delivered by e-mail: no delivery method and no shipping. */
  requiresDelivery: boolean
  totalCents: number
  vouchers: CartVoucher[]
  deliveryMethod: 'Delivery' | 'Pickup' | null
  deliveryAddress: Address | null
  invoiceAddress: Address | null
  pickupLocation: CartPickupLocation | null
  shippingMethod: string | null
  email: string | null
  orderReference: string | null
  /** Vouchers the service just took off, with its reason (only in the answer that did it). */
  removedVouchers: { code: string; message: string }[]
}

/** The store the shopper picks the order up from, as the cart names it. */
export interface CartPickupLocation extends PostalFields {
  companyName: string
  locationCode: string
}

const savingOf = { Sale: 'sale', Staffel: 'staffel', Loyalty: 'loyalty' } as const

export function mapCartLine(dto: CartLineDto): CartLine {
  const unitPriceCents = toCents(dto.UnitPriceInclTax)
  const depositCents = toCents(dto.DepositInclTax)
  const color = dto.Color ?? null
  const original =
    dto.OriginalUnitPriceInclTax == null ? null : toCents(dto.OriginalUnitPriceInclTax)
  const saves = original != null && original > unitPriceCents
  return {
    lineId: dto.LineId ?? `${dto.ProductId}-${color ?? ''}`,
    productId: dto.ProductId,
    quantity: dto.Quantity,
    color,
    colorName: dto.ColorName ?? null,
    description: dto.Description,
    productUrl: dto.ProductUrl,
    image: imageOf(dto.Image),
    unitPriceCents,
    originalUnitPriceCents: saves ? original : null,
    saving: saves ? savingOf[dto.Saving ?? 'Sale'] : null,
    savingCents: lineSavingCents(unitPriceCents, original, dto.Quantity),
    depositCents,
    lineTotalCents:
      dto.LineTotalInclTax != null
        ? toCents(dto.LineTotalInclTax)
        : lineTotalCents(
            { unitExclDepositCents: unitPriceCents, depositCents: depositCents },
            dto.Quantity,
          ),
    isWeightProduct: dto.IsWeightProduct,
    // Unknown stock counts as plenty (a finite number, so a stored cart survives JSON).
    stock: dto.Stock ?? Number.MAX_SAFE_INTEGER,
    isVirtual: dto.IsVirtual ?? false,
  }
}

export function mapCart(dto: CartDto): Cart {
  const lines = dto.CartLines.map(mapCartLine)
  const sum = (part: (line: CartLine) => number) =>
    lines.reduce((total, line) => total + part(line), 0)
  return {
    id: dto.Id,
    lines,
    totalAmountOfProducts: dto.TotalAmountOfProducts,
    subtotalCents:
      dto.SubTotalInclTax != null
        ? toCents(dto.SubTotalInclTax)
        : sum((l) =>
            lineTotalCents({ unitExclDepositCents: l.unitPriceCents, depositCents: 0 }, l.quantity),
          ),
    discountCents: toCents(dto.DiscountInclTax),
    depositTotalCents:
      dto.DepositTotalInclTax != null
        ? toCents(dto.DepositTotalInclTax)
        : sum((l) =>
            lineTotalCents({ unitExclDepositCents: 0, depositCents: l.depositCents }, l.quantity),
          ),
    shippingCents: toCents(dto.ShippingCostsInclTax),
    freeShippingFromCents:
      dto.FreeShippingFromInclTax == null ? null : toCents(dto.FreeShippingFromInclTax),
    requiresDelivery: dto.RequiresDelivery ?? true,
    totalCents: toCents(dto.TotalInclTax),
    vouchers: dto.Vouchers.map((v) => ({
      id: v.Id,
      code: v.Code,
      description: v.Description,
      amountCents: toCents(v.AmountInclTax),
    })),
    deliveryMethod: dto.DeliveryMethod ?? null,
    deliveryAddress: dto.DeliveryAddress ? mapAddress(dto.DeliveryAddress) : null,
    invoiceAddress: dto.InvoiceAddress ? mapAddress(dto.InvoiceAddress) : null,
    pickupLocation: dto.PickupLocation
      ? {
          companyName: dto.PickupLocation.CompanyName,
          locationCode: dto.PickupLocation.LocationCode,
          ...postalFieldsOf(dto.PickupLocation),
        }
      : null,
    shippingMethod: dto.ShippingMethod ?? null,
    email: dto.Email ?? null,
    orderReference: dto.OrderReference ?? null,
    removedVouchers: (dto.RemovedVouchers ?? []).map((v) => ({ code: v.Code, message: v.Message })),
  }
}

/** An empty cart, for a cart that is known to be empty without asking (after an order). */
export function emptyCart(id = ''): Cart {
  return {
    id,
    lines: [],
    totalAmountOfProducts: 0,
    subtotalCents: 0,
    discountCents: 0,
    depositTotalCents: 0,
    shippingCents: 0,
    freeShippingFromCents: null,
    requiresDelivery: true,
    totalCents: 0,
    vouchers: [],
    deliveryMethod: null,
    deliveryAddress: null,
    invoiceAddress: null,
    pickupLocation: null,
    shippingMethod: null,
    email: null,
    orderReference: null,
    removedVouchers: [],
  }
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return mapCart(await request('/api/aspos/cart', { schema: cartDtoSchema(), signal }))
}

/**
 * Adds a voucher code; the caller reloads the cart afterwards (spec: the answer is not shown, so
 * any 2xx is a success and only `Success: false` refuses: requestWrite).
 */
export async function addVoucher(code: string): Promise<void> {
  await requestWrite('/api/aspos/cart/vouchers', {
    method: 'POST',
    body: { code: code.trim() } satisfies VoucherRequest,
  })
}

/** Removes a voucher; the caller reloads the cart afterwards (the answer is not shown either). */
export async function removeVoucher(voucherId: number): Promise<void> {
  await requestWrite('/api/aspos/cart/vouchers', { method: 'DELETE', query: { voucherId } })
}

export const cartQueries = {
  all: () => ['cart'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...cartQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => fetchCart(signal),
      // The confirmed cart: kept current by every answer that carries a cart (setConfirmedCart)
      // and read again only on purpose (app start, a new session, the cart page, checkout), never
      // because another component mounts while a batch is on its way.
      staleTime: Infinity,
    }),
}

/**
 * Writes a cart the service answered with (a batch, a checkout step, logout) as the confirmed
 * cart. A GET still on its way is dropped first, so an older answer cannot overwrite this one.
 */
export function setConfirmedCart(client: QueryClient, cart: Cart): void {
  const { queryKey } = cartQueries.detail()
  void client.cancelQueries({ queryKey, exact: true })
  client.setQueryData(queryKey, cart)
  // A write changed the cart: the shop's other tabs read it again (a read here announces nothing).
  tabAnnounced({ type: 'cart-changed' })
}
