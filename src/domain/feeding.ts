// The feeding calculator's rules: a pet's weight as typed (Dutch decimal comma), the grams a day
// from a food's feeding table (linear between its rows; outside them nothing is guessed), and how
// many days a bag lasts. Pure (no clock, no storage), so every rule is unit-tested; the product
// page's calculator and "Bijna op?" both ask it.

/** The species a food is for and a pet can be (the Field `Diersoort`'s values). */
export const speciesValues = ['Hond', 'Kat', 'Paard', 'Konijn', 'Cavia'] as const
export type Species = (typeof speciesValues)[number]

/** One row of a feeding table: a pet weight (grams, an integer) → grams a day. */
export interface FeedingRow {
  weightGrams: number
  gramsPerDay: number
}

/** The weights a pet of each species can plausibly have, in kg (bad input outside them). */
export const weightRanges: Readonly<Record<Species, { min: number; max: number }>> = {
  Kat: { min: 0.5, max: 15 },
  Hond: { min: 0.5, max: 90 },
  Paard: { min: 50, max: 1200 },
  Konijn: { min: 0.3, max: 10 },
  Cavia: { min: 0.2, max: 3 },
}

export type WeightCheck =
  { ok: true; grams: number } | { ok: false; reason: 'empty' | 'notANumber' | 'outOfRange' }

/**
 * A weight as typed ("4,5", "4.5", "4,5 kg") for a pet of `species`: its grams, or why not. Zero,
 * a negative weight, text or a weight outside the species' range is refused.
 */
export function checkWeight(text: string, species: Species): WeightCheck {
  const clean = text
    .trim()
    .toLowerCase()
    .replace(/\s*(kg|kilo)$/, '')
  if (clean === '') return { ok: false, reason: 'empty' }
  if (!/^-?\d{1,4}([.,]\d{1,3})?$/.test(clean)) return { ok: false, reason: 'notANumber' }
  const kg = Number(clean.replace(',', '.'))
  const range = weightRanges[species]
  if (!(kg >= range.min && kg <= range.max)) return { ok: false, reason: 'outOfRange' }
  return { ok: true, grams: Math.round(kg * 1000) }
}

/**
 * The weights a feeding table covers (grams): its lightest and heaviest row; without rows, the
 * species' weights. The calculator's hint and its messages say this range, apart from the field's
 * limits (weightRanges).
 */
export function adviceRange(
  table: readonly FeedingRow[],
  species: Species,
): { minGrams: number; maxGrams: number } {
  const range = weightRanges[species]
  return {
    minGrams: table[0]?.weightGrams ?? range.min * 1000,
    maxGrams: table.at(-1)?.weightGrams ?? range.max * 1000,
  }
}

export type DailyAmount =
  | { kind: 'ok'; gramsPerDay: number }
  /** The weight lies outside the table: its lightest and heaviest weight (grams). */
  | { kind: 'outside'; minGrams: number; maxGrams: number }

/**
 * The grams a day for a pet of `weightGrams`: linear between the two rows around it, a row's own
 * amount on it, rounded to whole grams (to 5 g from 100 g, to 10 g from 1 kg a day). Outside the
 * table's weights: said so, never extrapolated.
 */
export function dailyAmount(table: readonly FeedingRow[], weightGrams: number): DailyAmount {
  const first = table[0]
  const last = table.at(-1)
  if (!first || !last || weightGrams < first.weightGrams || weightGrams > last.weightGrams)
    return { kind: 'outside', minGrams: first?.weightGrams ?? 0, maxGrams: last?.weightGrams ?? 0 }
  let grams = last.gramsPerDay
  for (let i = 1; i < table.length; i++) {
    const lo = table[i - 1]!
    const hi = table[i]!
    if (weightGrams <= hi.weightGrams) {
      const share = (weightGrams - lo.weightGrams) / (hi.weightGrams - lo.weightGrams)
      grams = lo.gramsPerDay + share * (hi.gramsPerDay - lo.gramsPerDay)
      break
    }
  }
  return { kind: 'ok', gramsPerDay: roundGrams(grams) }
}

function roundGrams(grams: number): number {
  const step = grams >= 1000 ? 10 : grams >= 100 ? 5 : 1
  return Math.max(1, Math.round(grams / step) * step)
}

/**
 * About how many days `bagGrams` lasts at `gramsPerDay`: whole days, to 5 days from 60 days (a
 * finer number would claim more than a feeding table knows); 0 when it is not enough for one day.
 */
export function bagDays(bagGrams: number, gramsPerDay: number): number {
  const days = bagGrams / gramsPerDay
  // Less than a day is 0 (the words say "not enough for one whole day"), never a rounded-up 1.
  if (days < 1) return 0
  return days >= 60 ? Math.round(days / 5) * 5 : Math.round(days)
}

/** A weight in grams as a shopper reads it in kg: "4", "4,5", "0,25" (Dutch comma, no trailing zeros). */
export function formatKg(grams: number): string {
  return String(Math.round(grams) / 1000).replace('.', ',')
}

/**
 * What a food comes in, for the words: wet food (moisture of 50 % or more in its analytical
 * constituents) and multipacks ("12 x 85 gram") come in a pack, dry food in a bag.
 */
export function containerOf(
  contents: string | null,
  constituents: readonly (readonly [string, string])[],
): 'zak' | 'verpakking' {
  if (contents && /\d\s*x\s*\d/i.test(contents)) return 'verpakking'
  const moisture = constituents.find(([name]) => /^vocht$/i.test(name.trim()))?.[1]
  const percent = moisture ? Number.parseFloat(moisture.replace(',', '.')) : Number.NaN
  return percent >= 50 ? 'verpakking' : 'zak'
}
