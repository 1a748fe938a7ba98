// A product's custom fields as the price rules and the flags read them (spec sections 3 and 9): the
// field codes, a field's value, the yes/no and euro readings, and the one colour-product rule.
// Pure; the wire's own field codes stay as the service spells them.

/** A custom field of a product, as the rules read it. */
export interface ProductField {
  code: string
  value: string
}

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

/** The value of a custom field (codes compared without regard to case), or null. */
export function fieldValue(
  product: { fields: readonly ProductField[] },
  code: string,
): string | null {
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

/**
 * The one rule for "is this a colour product" (the shop's every surface): Kleurkiezer set in any
 * spelling isTruthy accepts (true, 1, ja, yes … any case), or a list of Colors to mix from.
 */
export function isColourProduct(product: {
  fields: readonly ProductField[]
  colors: readonly unknown[]
}): boolean {
  return isTruthy(fieldValue(product, fieldCodes.colourPicker)) || product.colors.length > 0
}
