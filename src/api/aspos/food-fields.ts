// What is in a food, as the product's custom Fields carry it (docs/api.md, "Food fields"): the
// composition, the analytical constituents, the feeding advice (the pet's weight → grams a day, a
// compact wire format read here with zod), the species it is for, its life stage and special needs.
// Pure; a value that cannot be read is left out (null / []), never guessed.
import * as z from 'zod/mini'
import { speciesValues, type FeedingRow, type Species } from '@/domain/feeding'
import { lazy } from '@/lib/lazy'
import { fieldValue } from '@/domain/pricing/product-fields'
import type { Product } from './products'

/** The Field codes (one source: the mock writes them, the shop reads them). */
export const foodFieldCodes = {
  composition: 'Samenstelling',
  constituents: 'Analytische bestanddelen',
  /** "2 kg: 30 g; 4 kg: 55 g; 6 kg: 75 g": rows of the pet's weight → grams a day, ascending. */
  feedingTable: 'Voedingsadvies',
  species: 'Diersoort',
  lifeStage: 'Levensfase',
  /** Several, comma-separated: "Gesteriliseerd, Indoor". */
  needs: 'Behoeften',
} as const

export { speciesValues, type FeedingRow, type Species } from '@/domain/feeding'

export const lifeStageValues = ['Kitten', 'Junior', 'Adult', 'Senior'] as const
export const needValues = ['Gesteriliseerd', 'Indoor', 'Gevoelig', 'Graanvrij'] as const

/**
 * The Fields a listing filters on (the listing's facets name them; the URL key is the code in lower
 * case: ?levensfase=senior&behoeften=graanvrij).
 */
export const filterFieldCodes = [foodFieldCodes.lifeStage, foodFieldCodes.needs] as const

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`
const ROW = new RegExp(String.raw`^${NUMBER}\s*kg\s*:\s*${NUMBER}\s*g$`, 'i')
const toNumber = (s: string) => Number(s.replace(',', '.'))

/** The wire format: rows "W kg: G g" separated by ';', weights strictly ascending, all positive. */
const feedingTableSchema = lazy(() =>
  z.pipe(
    z.string(),
    z.transform((text, ctx): FeedingRow[] => {
      const rows: FeedingRow[] = []
      for (const part of text.split(';')) {
        const match = ROW.exec(part.trim())
        const weight = match ? toNumber(match[1]!) : NaN
        const grams = match ? toNumber(match[2]!) : NaN
        const last = rows.at(-1)
        if (
          !(weight > 0) ||
          !(grams > 0) ||
          (last !== undefined && Math.round(weight * 1000) <= last.weightGrams)
        ) {
          ctx.issues.push({ code: 'custom', message: 'Geen voedingsadvies', input: text })
          return []
        }
        rows.push({ weightGrams: Math.round(weight * 1000), gramsPerDay: grams })
      }
      if (rows.length < 2) ctx.issues.push({ code: 'custom', message: 'Te kort', input: text })
      return rows
    }),
  ),
)

/** The feeding table of a Field value; null when it is absent or not readable as a whole. */
export function parseFeedingTable(value: string | null | undefined): FeedingRow[] | null {
  if (!value) return null
  const parsed = feedingTableSchema().safeParse(value)
  return parsed.success ? parsed.data : null
}

/** "Ruw eiwit 32%, Ruw vet 15%" → [['Ruw eiwit', '32%'], ['Ruw vet', '15%']]; unreadable parts are left out. */
export function parseConstituents(value: string | null | undefined): [string, string][] {
  if (!value) return []
  return value.split(/,(?!\d)/).flatMap((part) => {
    const match = /^(.*\D)\s+(\d+(?:,\d+)?\s*(?:%|mg\/kg|IE\/kg))$/.exec(part.trim())
    return match ? [[match[1]!.trim(), match[2]!.replace(/\s+/g, ' ')] as [string, string]] : []
  })
}

const listOf = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : []

export interface FoodInfo {
  composition: string | null
  constituents: [string, string][]
  feedingTable: FeedingRow[] | null
  species: Species | null
  lifeStage: string | null
  needs: string[]
}

/**
 * The life stage and the needs alone: the labels near a product's title read only these, so the
 * page's first render does not parse the feeding table (issue 50).
 */
export function foodLabels(
  product: Pick<Product, 'fields'>,
): Pick<FoodInfo, 'lifeStage' | 'needs'> {
  return {
    lifeStage: fieldValue(product, foodFieldCodes.lifeStage)?.trim() || null,
    needs: listOf(fieldValue(product, foodFieldCodes.needs)),
  }
}

/** What a product's Fields say about the food; all empty for a product that is no food. */
export function foodInfo(product: Pick<Product, 'fields'>): FoodInfo {
  const species = fieldValue(product, foodFieldCodes.species)
  return {
    ...foodLabels(product),
    composition: fieldValue(product, foodFieldCodes.composition)?.trim() || null,
    constituents: parseConstituents(fieldValue(product, foodFieldCodes.constituents)),
    feedingTable: parseFeedingTable(fieldValue(product, foodFieldCodes.feedingTable)),
    species: speciesValues.find((s) => s.toLowerCase() === species?.trim().toLowerCase()) ?? null,
  }
}
