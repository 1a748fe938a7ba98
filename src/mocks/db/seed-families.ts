// Variant families of the catalogue seed (issue 51): a riding cap, riding clothes, gloves, collars,
// harnesses and body protectors by size, and dry foods by bag size, as a parent (VariantCount) with
// its variants (ParentProductId and a 'Variant' Field), the way the shop's backend models them.
//
// Each generated product of a sized leaf (it was one product per size, "HKM Cap Carbon Mat maat M")
// becomes one variant of a family: it keeps its Id, Url and everything it had (old links and seeded
// orders keep working), and a parent and the other sizes are added after every other product. No
// random numbers are drawn: every stock and price below follows from the table or the source product.

import type { ProductDto } from './types'
import { ean13, retailPrice, slugify } from './prng'

interface Option {
  /** The Variant Field, and the tail of the variant's name ('maat M', '2 kg'). */
  label: string
  /** A Field giving the measure of this size (Hoofdomtrek, Halsomvang, …). */
  measure?: string
  stock: number
}

interface Range {
  leaf: string
  /** 'size': clothes and gear (one price for every size); 'bag': food (bigger bags cost less per kg). */
  kind: 'size' | 'bag'
  /** The Field Code of `Option.measure`. */
  measureCode?: string
  /** How to measure for this range: the parent's Field 'Maatadvies' (the size guide says it). */
  advice?: string
  options: Option[]
}

const sizes = (labels: string[], stocks: number[], measures?: string[]): Option[] =>
  labels.map((label, i) => ({
    label,
    stock: stocks[i % stocks.length] ?? 10,
    ...(measures?.[i] ? { measure: measures[i] } : {}),
  }))

// Dense seed table, one record per line.
// prettier-ignore
export const FAMILY_RANGES: Range[] = [
  { leaf: 'paard-en-ruiter/ruiterkleding/caps-en-helmen', kind: 'size', measureCode: 'Hoofdomtrek', advice: 'Meet je hoofdomtrek met een zacht meetlint net boven je wenkbrauwen en oren, op het breedste punt; zit je tussen twee maten, kies dan de grotere.', options: sizes(['maat S', 'maat M', 'maat L', 'maat XL'], [12, 25, 2, 0], ['53–54 cm', '55–56 cm', '57–58 cm', '59–61 cm']) },
  { leaf: 'paard-en-ruiter/ruiterkleding/rijbroeken', kind: 'size', measureCode: 'Taille', advice: 'Meet je taille op het smalste punt, boven je heupbotten, zonder het meetlint strak te trekken; een rijbroek zit nauw, dus kies bij twijfel de grotere maat.', options: sizes(['maat 34', 'maat 36', 'maat 38', 'maat 40', 'maat 42', 'maat 44'], [6, 14, 20, 9, 3, 0], ['60–63 cm', '64–67 cm', '68–71 cm', '72–75 cm', '76–80 cm', '81–85 cm']) },
  { leaf: 'paard-en-ruiter/ruiterkleding/rijhandschoenen', kind: 'size', measureCode: 'Handomtrek', advice: 'Meet je handomtrek over de knokkels, zonder duim, met je hand plat; de handschoen moet goed aansluiten zonder te knellen.', options: sizes(['maat XS', 'maat S', 'maat M', 'maat L', 'maat XL'], [8, 15, 30, 12, 4], ['15–16 cm', '17–18 cm', '19–20 cm', '21–22 cm', '23–24 cm']) },
  { leaf: 'paard-en-ruiter/ruiterkleding/bodyprotectors', kind: 'size', measureCode: 'Borstomtrek', advice: 'Meet je borstomtrek op het breedste punt, onder je oksels, over dunne kleding; een bodyprotector moet aansluiten en mag bij het zitten niet tegen het zadel komen.', options: sizes(['maat S', 'maat M', 'maat L', 'maat XL'], [9, 14, 6, 2], ['76–84 cm', '84–92 cm', '92–100 cm', '100–108 cm']) },
  { leaf: 'hond/halsbanden-en-riemen/halsbanden', kind: 'size', measureCode: 'Halsomvang', advice: 'Meet de hals van je hond waar de halsband zit en houd er twee vingers tussen.', options: sizes(['maat S', 'maat M', 'maat L'], [20, 35, 0], ['25–35 cm', '35–45 cm', '45–55 cm']) },
  { leaf: 'hond/halsbanden-en-riemen/tuigen', kind: 'size', measureCode: 'Borstomvang', advice: 'Meet de borst van je hond op het breedste punt, net achter de voorpoten.', options: sizes(['maat S', 'maat M', 'maat L'], [10, 2, 18], ['40–50 cm', '50–65 cm', '65–80 cm']) },
  { leaf: 'kat/kattenvoer/droogvoer', kind: 'bag', options: sizes(['400 gram', '2 kg', '4 kg'], [40, 25, 12]) },
  { leaf: 'hond/hondenvoer/droogvoer', kind: 'bag', options: sizes(['3 kg', '7 kg', '12 kg'], [30, 16, 9]) },
]

/** Fixture products (below this Id) each show one feature and stay as they are. */
const FIRST_GENERATED_ID = 1030

const field = (p: ProductDto, code: string): string | undefined =>
  p.Fields.find((f) => f.Code === code)?.Value

function setField(p: ProductDto, code: string, value: string): void {
  const existing = p.Fields.find((f) => f.Code === code)
  if (existing) existing.Value = value
  else p.Fields.push({ Code: code, Value: value })
}

/** Grams in '400 gram', '2 kg', '1,5 kg' (0 when it is no weight). */
function grams(label: string): number {
  const m = /^(\d+(?:,\d+)?)\s*(kg|gram)$/.exec(label)
  if (!m) return 0
  return Number(m[1]!.replace(',', '.')) * (m[2] === 'kg' ? 1000 : 1)
}

/** The size a product's name or contents ends in: 'maat M', '2 kg'. */
function labelOf(p: ProductDto, range: Range): string | undefined {
  return range.options.find(
    (o) => field(p, 'Inhoudwebshop') === o.label || p.Description.endsWith(` ${o.label}`),
  )?.label
}

/** A fresh product from `source`, with no discounts, store prices or price fields of its own. */
function copyOf(source: ProductDto, id: number): ProductDto {
  const p = structuredClone(source)
  p.Id = id
  p.Code = `DW${id}`
  p.DefaultScanCode = { Code: ean13(`8712345${String(id).padStart(5, '0')}`) }
  p.Discount = null
  p.Discounts = []
  p.ActiveDiscounts = []
  p.StorePrices = []
  p.Fields = p.Fields.filter((f) => f.Code !== 'Webprijs' && f.Code !== 'Adviesprijs')
  return p
}

/**
 * The families of `products`' sized leaves. The sources are changed in place (they become variants);
 * what is returned is added after them: per family the parent, then its other sizes, Ids from firstId.
 */
export function buildFamilies(
  products: ProductDto[],
  firstId: number,
  leafId: (path: string) => number,
): ProductDto[] {
  const takenUrls = new Set(products.map((p) => p.Url))
  const out: ProductDto[] = []
  let id = firstId
  for (const range of FAMILY_RANGES) {
    const leaf = leafId(range.leaf)
    const sources = products.filter(
      (p) =>
        p.Id >= FIRST_GENERATED_ID &&
        p.WebNodeIds[0] === leaf &&
        p.ParentProductId === null &&
        !p.VariantCount,
    )
    for (const source of sources) {
      const own = labelOf(source, range)
      if (!own) continue
      const name = source.Description.slice(0, -own.length - 1)
      const parent = copyOf(source, id++)
      parent.Description = name
      parent.Url = uniqueUrl(slugify(name), takenUrls)
      parent.Fields = parent.Fields.filter(
        (f) => f.Code !== 'Inhoudwebshop' && f.Code !== 'PFC_Nieuw' && f.Code !== range.measureCode,
      )
      // Its own pictures, named after the family (the placeholder draws the name).
      parent.Images = source.Images.map((image, n) => ({
        ...image,
        Name: `${parent.Url}-${n + 1}`,
      }))
      parent.VariantCount = range.options.length
      if (range.advice) setField(parent, 'Maatadvies', range.advice)
      out.push(parent)

      const children: ProductDto[] = []
      for (const option of range.options) {
        const child = option.label === own ? source : copyOf(source, id++)
        if (child !== source) {
          child.Description = `${name} ${option.label}`
          child.Url = uniqueUrl(slugify(child.Description), takenUrls)
          child.Stock = option.stock
          child.Images = source.Images.slice(0, 1).map((image) => ({
            ...image,
            Name: `${child.Url}-1`,
          }))
          if (range.kind === 'bag') {
            // A bigger bag is cheaper per kg: the price grows with the weight to the power 0.85.
            const factor = (grams(option.label) / grams(own)) ** 0.85
            child.PriceInclTax = retailPrice(source.PriceInclTax * factor)
          }
          setField(
            child,
            'Leveringstijd',
            option.stock > 0
              ? (field(source, 'Leveringstijd') ?? 'Op voorraad')
              : 'Tijdelijk uitverkocht',
          )
          out.push(child)
        }
        child.ParentProductId = parent.Id
        setField(child, 'Variant', option.label)
        if (range.kind === 'bag' || field(child, 'Inhoudwebshop'))
          setField(child, 'Inhoudwebshop', option.label)
        if (range.measureCode && option.measure) setField(child, range.measureCode, option.measure)
        children.push(child)
      }
      parent.Stock = children.reduce((sum, c) => sum + Math.max(0, c.Stock ?? 0), 0)
      const available = children.find((c) => (c.Stock ?? 0) > 0)
      if (available) setField(parent, 'Leveringstijd', field(available, 'Leveringstijd') ?? '')
    }
  }
  return out
}

/**
 * Each family's price range, once every seed has set its prices: the parent's `PriceInclTax` is its
 * variants' lowest current price, `HighestVariantPrice` their highest (docs/api.md, "Variant
 * families"), so a card can say "vanaf" only where they differ. The parent's `Inhoudwebshop` is the
 * contents of the variant that lowest price is (its price per kg is that bag's); where that is no
 * one contents (two sizes share the lowest price, or it has none) the parent has none.
 */
export function withFamilyPrices(products: ProductDto[]): ProductDto[] {
  const variants = new Map<number, { price: number; contents: string | undefined }[]>()
  for (const p of products) {
    if (p.ParentProductId === null) continue
    const own = variants.get(p.ParentProductId) ?? []
    own.push({
      price: p.Discount?.PriceInclTax ?? p.PriceInclTax,
      contents: field(p, 'Inhoudwebshop'),
    })
    variants.set(p.ParentProductId, own)
  }
  for (const p of products) {
    const own = variants.get(p.Id)
    if (!p.VariantCount || !own) continue
    const prices = own.map((v) => v.price)
    p.PriceInclTax = Math.min(...prices)
    p.HighestVariantPrice = Math.max(...prices)
    const lowest = new Set(own.filter((v) => v.price === p.PriceInclTax).map((v) => v.contents))
    const [contents] = lowest
    p.Fields = p.Fields.filter((f) => f.Code !== 'Inhoudwebshop')
    if (lowest.size === 1 && contents) p.Fields.push({ Code: 'Inhoudwebshop', Value: contents })
  }
  return products
}

function uniqueUrl(url: string, taken: Set<string>): string {
  let candidate = url
  for (let n = 2; taken.has(candidate); n++) candidate = `${url}-${n}`
  taken.add(candidate)
  return candidate
}
