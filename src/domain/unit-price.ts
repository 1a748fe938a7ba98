// Unit price (eenheidsprijs, Besluit prijsaanduiding producten): the price per kg or per liter of a
// product sold by weight or volume, read from its `Inhoudwebshop` text ("12 kg", "400 gram",
// "10 liter", "6 x 85 gram", "750 ml"). Pure; what cannot be read is never guessed (null).

export type BaseUnit = 'kg' | 'l'

export interface Contents {
  /** Total content in thousandths of the base unit (grams or millilitres), an integer. */
  milli: number
  unit: BaseUnit
}

const UNITS: Record<string, { unit: BaseUnit; milli: number }> = {
  kg: { unit: 'kg', milli: 1000 },
  kilo: { unit: 'kg', milli: 1000 },
  kilogram: { unit: 'kg', milli: 1000 },
  g: { unit: 'kg', milli: 1 },
  gr: { unit: 'kg', milli: 1 },
  gram: { unit: 'kg', milli: 1 },
  l: { unit: 'l', milli: 1000 },
  ltr: { unit: 'l', milli: 1000 },
  liter: { unit: 'l', milli: 1000 },
  cl: { unit: 'l', milli: 10 },
  ml: { unit: 'l', milli: 1 },
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`
// "[count x] amount unit", the whole text and nothing else (so "ca. 2 kg" or "2-3 kg" stay unread).
const CONTENTS = new RegExp(String.raw`^(?:(\d+)\s*[x×]\s*)?${NUMBER}\s*([a-z]+)\.?$`, 'i')

/** The total content of an `Inhoudwebshop` text, or null when it is not a plain weight or volume. */
export function parseContents(text: string | null | undefined): Contents | null {
  if (!text) return null
  const match = CONTENTS.exec(text.trim().replace(/\s+/g, ' '))
  if (!match) return null
  const count = match[1] ? Number(match[1]) : 1
  const amount = Number(match[2]!.replace(',', '.'))
  const unit = UNITS[match[3]!.toLowerCase()]
  if (!unit || !(count >= 1) || !(amount > 0)) return null
  const milli = Math.round(count * amount * unit.milli)
  return milli > 0 ? { milli, unit: unit.unit } : null
}

/** The price per kg or liter (cents, rounded) of a product costing priceCents with these contents. */
export function unitPriceOf(
  priceCents: number,
  contents: string | null | undefined,
): { cents: number; unit: BaseUnit } | null {
  const parsed = parseContents(contents)
  if (!parsed || priceCents < 0) return null
  return { cents: Math.round((priceCents * 1000) / parsed.milli), unit: parsed.unit }
}
