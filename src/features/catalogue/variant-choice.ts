// The choice on a family's product page (issue 51): which kind of choice it is (a size, a bag size,
// another version), the options in a shop's order, which one is chosen from the URL's ?variant=
// (or chosen for the shopper: the first bag in stock), and each option's stock word. Pure.
import { fieldValue } from '@/domain/pricing/product-fields'
import { type ProductView } from '@/api/aspos/product-view'
import { parseContents } from '@/domain/unit-price'

export type VariantKind = 'size' | 'bag' | 'other'

/** The URL's search parameter that names the chosen variant (its product Id). */
export const VARIANT_PARAM = 'variant'

/** Fields that give a size's measure, shown beside it and in the size guide. */
export const SIZE_MEASURE_CODES = [
  'Hoofdomtrek',
  'Taille',
  'Handomtrek',
  'Borstomtrek',
  'Halsomvang',
  'Borstomvang',
] as const
/** The family's Field that says how to measure for its sizes (the size guide shows it). */
export const SIZE_ADVICE_CODE = 'Maatadvies'

const labelOf = (v: Pick<ProductView, 'variantLabel' | 'title'>) => v.variantLabel ?? v.title

/** 'size' when every option is a 'maat …', 'bag' when every option is a weight or volume. */
export function variantKind(
  variants: readonly Pick<ProductView, 'variantLabel' | 'title'>[],
): VariantKind {
  if (variants.length === 0) return 'other'
  if (variants.every((v) => /^maat\s/i.test(labelOf(v)))) return 'size'
  if (variants.every((v) => parseContents(labelOf(v)) !== null)) return 'bag'
  return 'other'
}

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL']

/** A sortable rank of a size or bag label: letter sizes in shop order, numbers by value. */
function rank(label: string): number {
  const contents = parseContents(label)
  if (contents) return contents.milli
  const size = label.replace(/^maat\s+/i, '').trim()
  const letter = LETTER_SIZES.indexOf(size.toUpperCase())
  if (letter >= 0) return letter
  const number = Number(size.replace(',', '.'))
  return Number.isFinite(number) ? 1000 + number : Number.POSITIVE_INFINITY
}

/** The options small to large (sizes, bags); another kind of choice keeps the service's order. */
export function sortVariants<T extends Pick<ProductView, 'variantLabel' | 'title'>>(
  variants: readonly T[],
): T[] {
  if (variantKind(variants) === 'other') return [...variants]
  return [...variants].sort((a, b) => rank(labelOf(a)) - rank(labelOf(b)))
}

export interface VariantChoice<T> {
  /** The chosen variant, or null while the shopper still has to choose. */
  chosen: T | null
  /** The URL named a variant that is not (or no longer) in this family. */
  missing: boolean
}

/**
 * The chosen variant: the one the URL names; without one, a food's first bag in stock (as the big
 * pet shops do) and for a size nothing (a rider chooses the size, nothing is chosen for them).
 */
export function chooseVariant<
  T extends Pick<ProductView, 'id' | 'inStock' | 'variantLabel' | 'title'>,
>(variants: readonly T[], requested: string | null): VariantChoice<T> {
  if (variants.length === 0) return { chosen: null, missing: false }
  if (requested !== null && requested !== '') {
    const found = variants.find((v) => String(v.id) === requested.trim())
    if (found) return { chosen: found, missing: false }
    return { chosen: null, missing: true }
  }
  if (variantKind(variants) === 'bag') {
    const first = sortVariants(variants).find((v) => v.inStock)
    return { chosen: first ?? null, missing: false }
  }
  return { chosen: null, missing: false }
}

/** Few enough left to say how many ("Nog 2"). */
export const FEW_LEFT = 5

export type StockWord = { kind: 'inStock' } | { kind: 'few'; count: number } | { kind: 'soldOut' }

export function stockWord(v: Pick<ProductView, 'inStock' | 'stock' | 'isVirtual'>): StockWord {
  if (!v.inStock) return { kind: 'soldOut' }
  if (!v.isVirtual && v.stock != null && v.stock <= FEW_LEFT) return { kind: 'few', count: v.stock }
  return { kind: 'inStock' }
}

/** A size's measure ('55–56 cm' head circumference), or its outer dimensions, or null. */
export function sizeMeasure(v: Pick<ProductView, 'fields' | 'dimensions'>): {
  code: string | null
  value: string
} | null {
  for (const code of SIZE_MEASURE_CODES) {
    const value = fieldValue(v, code)
    if (value) return { code, value }
  }
  return v.dimensions ? { code: null, value: v.dimensions } : null
}
