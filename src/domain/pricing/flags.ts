// A product's flags (spec section 3): IsVariant, IsVirtual, IsNew, IsColorProduct, ContainsAlcohol,
// the contents, delivery time and variant label fields, and the one sold-out rule; and the whole
// view of a product (its own data, its prices and its flags). Pure.
import { derivePricing, type PricedProduct, type ProductPricing } from './prices'
import { isPriceFrom } from './price-from'
import {
  fieldCodes,
  fieldValue,
  isColourProduct,
  isTruthy,
  type ProductField,
} from './product-fields'

const ALCOHOL_BANNER = 'Alcoholhoudend'

/** What the flags read of a product. */
export interface FlaggedProduct {
  scanCode: string | null
  parentProductId: number | null
  variantCount: number
  isVirtual: boolean
  stock: number | null
  fields: readonly ProductField[]
  banners: readonly ProductBanner[]
  certs: readonly ProductCert[]
  colors: readonly unknown[]
}

/** A banner of a product ('Alcoholhoudend'). */
export interface ProductBanner {
  name: string
  title: string
}

/** A certificate of a product ('MSC'). */
export interface ProductCert {
  code: string
  name: string
}

/**
 * The one rule for "can this be bought": a product with no stock left is sold out (Uitverkocht).
 * Virtual products (gift cards) never run out; an unknown stock counts as available. Every place a
 * product appears asks this (through `inStock`): cards, the product page, recommendations, the
 * guides' shopping lists and the wish list.
 */
export function isSoldOut(product: Pick<FlaggedProduct, 'isVirtual' | 'stock'>): boolean {
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
  certs: readonly ProductCert[]
  banners: readonly ProductBanner[]
  contents: string | null
  deliveryTime: string | null
  variantLabel: string | null
  /** Afmetingen ('50 x 40 cm'), shown beside a size where the product has them. */
  dimensions: string | null
  /** Not sold out (see isSoldOut): the product can be put in the cart. */
  inStock: boolean
}

export function deriveFlags(product: FlaggedProduct): ProductFlags {
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
    // A family's own contents are those of the bag its lowest price is: its price per kg says them
    // (prices.ts), its page does not ('Inhoud', 'Deze zak van …' are the chosen bag's).
    contents: product.variantCount > 0 ? null : fieldValue(product, fieldCodes.contents),
    deliveryTime: fieldValue(product, fieldCodes.deliveryTime),
    variantLabel: fieldValue(product, fieldCodes.variant),
    dimensions: fieldValue(product, fieldCodes.dimensions),
    inStock: !isSoldOut(product),
  }
}

/** A product with its prices and flags: what every surface shows of it. */
export type ProductViewOf<P> = P &
  ProductPricing &
  ProductFlags & {
    /** A family whose variants' prices differ: its price reads 'vanaf € …'. */
    priceFrom: boolean
  }

/** A family's highest variant price (its own price is the lowest); null or absent: not known. */
interface FamilyPrices {
  highestVariantPriceCents?: number | null
}

export function deriveProduct<P extends PricedProduct & FlaggedProduct & FamilyPrices>(
  product: P,
  now: Date,
): ProductViewOf<P> {
  const pricing = derivePricing(product, now)
  const flags = deriveFlags(product)
  const priceFrom =
    flags.isVariantParent &&
    isPriceFrom(pricing.currentPriceCents, product.highestVariantPriceCents ?? null)
  return { ...product, ...pricing, ...flags, priceFrom }
}
