// Mock handlers of the catalogue: the category tree, product lists (filters, facets, sorting,
// pagination), product detail with variants and related products, product images and brands.
// Query strings are validated with the client's own schema; a bad query is a 400, never a crash.
import { http } from 'msw'
import { productListParamsSchema, DEFAULT_PAGE_SIZE } from '@/api/aspos/product-list-params'
import { getDb } from '../../mock-db'
import { flagsOf, needsColour } from './cart-dto'
import { pieceNowCents, priceBookEntry, wasCents } from './price-book'
import { productMatcher, suggestTerm } from './product-search'
import type { ProductDto, WebNodeDto } from '../../db/types'
import { fail, ok } from '../utils'
import { filterFieldCodes, foodFieldCodes } from '@/api/aspos/food-fields'

/** A product's values of one Field (a list Field, "Gesteriliseerd, Indoor", holds several). */
function fieldValues(p: ProductDto, code: string): string[] {
  const value = p.Fields.find((f) => f.Code.toLowerCase() === code.toLowerCase())?.Value ?? ''
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

/**
 * The Field facets: per filterable code (one the base set carries) its values counted over
 * `counted(code)`, the set the other groups' filters let through; a value with no product there is
 * left out unless the shopper chose it (`chosen`: "code:value" in lower case), so it can be undone.
 */
function fieldFacets(
  base: ProductDto[],
  counted: (code: string) => ProductDto[],
  chosen: ReadonlySet<string>,
) {
  return filterFieldCodes.flatMap((code) => {
    const carried = new Set(base.flatMap((p) => fieldValues(p, code)))
    if (carried.size === 0) return []
    const counts = new Map<string, number>()
    for (const p of counted(code))
      for (const v of fieldValues(p, code)) counts.set(v, (counts.get(v) ?? 0) + 1)
    const values = [...carried].filter(
      (v) => counts.has(v) || chosen.has(`${code}:${v}`.toLowerCase()),
    )
    return [
      { Code: code, Values: values.map((Value) => ({ Value, Count: counts.get(Value) ?? 0 })) },
    ]
  })
}

/** "Code:Value" filters: a product has one of the values asked of a code, for every code asked. */
function matchesFields(filters: readonly string[]): (p: ProductDto) => boolean {
  const wanted = new Map<string, Set<string>>()
  for (const f of filters) {
    const at = f.indexOf(':')
    const code = f.slice(0, at).trim().toLowerCase()
    const set = wanted.get(code) ?? new Set<string>()
    set.add(
      f
        .slice(at + 1)
        .trim()
        .toLowerCase(),
    )
    wanted.set(code, set)
  }
  return (p) =>
    [...wanted].every(([code, values]) =>
      fieldValues(p, code).some((v) => values.has(v.toLowerCase())),
    )
}

/** The price the service shows an anonymous visitor now (its own price book), deposit included. */
export function effectivePrice(p: ProductDto, now = new Date()): number {
  return pieceNowCents(priceBookEntry(p, now)) / 100
}

// What a product is (not what it costs) is read by the shop's own rule (src/domain/pricing/flags.ts).
const isNew = (p: ProductDto) => flagsOf(p).isNew
const inStock = (p: ProductDto) => p.IsVirtual || p.Stock > 0

function findNode(nodes: WebNodeDto[], id: number): WebNodeDto | null {
  for (const node of nodes) {
    if (node.Id === id) return node
    const found = findNode(node.Children, id)
    if (found) return found
  }
  return null
}

function subtreeIds(node: WebNodeDto): Set<number> {
  const ids = new Set<number>()
  const walk = (n: WebNodeDto) => {
    ids.add(n.Id)
    n.Children.forEach(walk)
  }
  walk(node)
  return ids
}

function parentOf(
  nodes: WebNodeDto[],
  id: number,
  parent: WebNodeDto | null = null,
): WebNodeDto | null {
  for (const node of nodes) {
    if (node.Id === id) return parent
    const found = parentOf(node.Children, id, node)
    if (found) return found
  }
  return null
}

const MAX_RELATED = 4
const MAX_NEIGHBOURS = 3

/** A food's life stage (the Field Levensfase), if it says one. */
const lifeStageOf = (p: ProductDto): string | undefined =>
  p.Fields.find((f) => f.Code === foodFieldCodes.lifeStage)?.Value.trim() || undefined

/**
 * A product's related products as a specialist curates them: first what goes with it from the
 * neighbouring shelves (the other categories under its category's parent: gloves, breeches and a
 * body protector beside a cap), one from each, then alternatives from its own shelf; families by
 * their parent, never its own family; a food only with foods of its life stage (docs/api.md,
 * "Related products").
 */
function relatedOf(
  product: ProductDto,
  rootId: number,
  nodes: WebNodeDto[],
  products: readonly ProductDto[],
): ProductDto[] {
  const leaf = product.WebNodeIds[0]
  if (leaf === undefined) return []
  // A food goes with foods of its own life stage (no kitten food beside a senior's): where both
  // say one (the Field Levensfase), they must be the same.
  const stage = lifeStageOf(product)
  const candidates = products.filter(
    (p) =>
      p.ParentProductId === null &&
      p.Id !== rootId &&
      p.Id !== product.Id &&
      (stage === undefined || [undefined, stage].includes(lifeStageOf(p))),
  )
  const onShelf = (shelf: WebNodeDto) => {
    const ids = subtreeIds(shelf)
    return candidates.find((p) => p.WebNodeIds.some((id) => ids.has(id)))
  }
  const neighbours = (parentOf(nodes, leaf)?.Children ?? [])
    .filter((shelf) => shelf.Id !== leaf)
    .map(onShelf)
    .filter((p): p is ProductDto => p !== undefined)
    .slice(0, MAX_NEIGHBOURS)
  // A product on more than one shelf is named once.
  const own = candidates.filter((p) => p.WebNodeIds.includes(leaf) && !neighbours.includes(p))
  return [...neighbours, ...own].slice(0, MAX_RELATED)
}

function readListQuery(url: URL) {
  const raw: Record<string, unknown> = {}
  for (const key of new Set(url.searchParams.keys())) {
    raw[key] =
      key === 'brands' || key === 'field' ? url.searchParams.getAll(key) : url.searchParams.get(key)
  }
  return productListParamsSchema().safeParse(raw)
}

export const catalogueHandlers = [
  http.get('*/api/aspos/webnodetree', () => ok({ WebNodes: getDb().state.webNodes })),

  http.get('*/api/aspos/brands', () => ok({ Brands: getDb().state.brands })),

  http.get('*/api/aspos/products', ({ request }) => {
    const parsed = readListQuery(new URL(request.url))
    if (!parsed.success) return fail('Ongeldige zoekopdracht voor producten.', 400, 'BadRequest')
    const q = parsed.data
    const db = getDb()
    const now = new Date()
    const page = q.page ?? 1
    const pageSize = q.pageSize ?? DEFAULT_PAGE_SIZE

    // Variant children are reached through their parent; deposit articles are not in the seed list.
    let base = db.state.products.filter((p) => p.ParentProductId === null)
    if (q.webNodeId !== undefined) {
      const node = findNode(db.state.webNodes, q.webNodeId)
      if (!node) return fail('Deze categorie bestaat niet.', 404, '404')
      const ids = subtreeIds(node)
      base = base.filter((p) => p.WebNodeIds.some((id) => ids.has(id)))
    }
    if (q.brand) {
      const brand = db.state.brands.find((b) => b.UrlSlug === q.brand!.toLowerCase())
      base = brand ? base.filter((p) => p.BrandId === brand.Id) : []
    }
    if (q.collection) base = base.filter((p) => p.CollectionSlug === q.collection!.toLowerCase())
    const scores = new Map<number, number>()
    if (q.search) {
      const matches = productMatcher(q.search, db.state.webNodes)
      base = base.filter((p) => {
        const score = matches(p)
        scores.set(p.Id, score)
        return score > 0
      })
    }
    if (q.offers) base = base.filter((p) => wasCents(priceBookEntry(p, now)) !== null)
    if (q.colorProducts) base = base.filter((p) => needsColour(p))

    // The shopper's filters, one group each: the brands, the price, new, in stock, each Field code.
    const groups = new Map<string, (p: ProductDto) => boolean>()
    if (q.brands?.length) {
      const wanted = new Set(q.brands.map((b) => b.toLowerCase()))
      const ids = new Set(db.state.brands.filter((b) => wanted.has(b.UrlSlug)).map((b) => b.Id))
      groups.set('brands', (p) => ids.has(p.BrandId))
    }
    if (q.minPrice !== undefined || q.maxPrice !== undefined)
      groups.set('price', (p) => {
        const price = effectivePrice(p, now)
        return price >= (q.minPrice ?? -Infinity) && price <= (q.maxPrice ?? Infinity)
      })
    if (q.new) groups.set('new', isNew)
    if (q.inStock) groups.set('inStock', inStock)
    for (const code of new Set((q.field ?? []).map((f) => f.split(':')[0]!.trim().toLowerCase())))
      groups.set(
        `field:${code}`,
        matchesFields(
          (q.field ?? []).filter((f) => f.split(':')[0]!.trim().toLowerCase() === code),
        ),
      )
    /** The base set narrowed by every group but one (a faceted search's counts). */
    const allBut = (skip: string) =>
      base.filter((p) => [...groups].every(([name, test]) => name === skip || test(p)))

    // Facets as a faceted search gives them: each group's counts over the products that pass the
    // OTHER groups' filters, so a count says what ticking the value adds; a value that would add
    // nothing is left out, a chosen one always stays, so it can be undone.
    const brandCounts = new Map<number, number>()
    for (const p of allBut('brands'))
      brandCounts.set(p.BrandId, (brandCounts.get(p.BrandId) ?? 0) + 1)
    const chosenBrands = new Set(q.brands?.map((b) => b.toLowerCase()))
    const facetBrands = db.state.brands
      .filter((b) => brandCounts.has(b.Id) || chosenBrands.has(b.UrlSlug))
      .map((b) => ({ Name: b.Name, UrlSlug: b.UrlSlug, Count: brandCounts.get(b.Id) ?? 0 }))
      .sort((a, b) => a.Name.localeCompare(b.Name, 'nl'))
    const prices = base.map((p) => effectivePrice(p, now))
    const priceRange = {
      Min: prices.length ? Math.min(...prices) : 0,
      Max: prices.length ? Math.max(...prices) : 0,
    }
    const facetFields = fieldFacets(
      base,
      (code) => allBut(`field:${code.toLowerCase()}`),
      new Set(
        (q.field ?? []).map((f) =>
          f
            .replace(/\s*:\s*/, ':')
            .trim()
            .toLowerCase(),
        ),
      ),
    )

    const result = base.filter((p) => [...groups.values()].every((test) => test(p)))

    const sorted = [...result]
    const byName = (a: ProductDto, b: ProductDto) =>
      a.Description.localeCompare(b.Description, 'nl')
    switch (q.sort ?? 'relevance') {
      case 'price-asc':
        sorted.sort((a, b) => effectivePrice(a, now) - effectivePrice(b, now) || byName(a, b))
        break
      case 'price-desc':
        sorted.sort((a, b) => effectivePrice(b, now) - effectivePrice(a, now) || byName(a, b))
        break
      case 'name':
        sorted.sort(byName)
        break
      case 'new':
        sorted.sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate) || a.Id - b.Id)
        break
      default:
        if (q.search)
          sorted.sort((a, b) => (scores.get(b.Id) ?? 0) - (scores.get(a.Id) ?? 0) || a.Id - b.Id)
    }

    // A search without results names a close term that does find products ("Bedoelde je …?").
    const suggestion =
      q.search && sorted.length === 0
        ? suggestTerm(
            q.search,
            db.state.products.filter((p) => p.ParentProductId === null),
            db.state.webNodes,
          )
        : null
    return ok({
      ...(suggestion ? { Suggestion: suggestion } : {}),
      Products: sorted.slice((page - 1) * pageSize, page * pageSize),
      TotalCount: sorted.length,
      Page: page,
      PageSize: pageSize,
      Facets: { Brands: facetBrands, PriceRange: priceRange, Fields: facetFields },
    })
  }),

  http.get('*/api/aspos/products/:url', ({ params }) => {
    const db = getDb()
    const key = String(params.url ?? '')
    const product =
      db.productByUrl(key) ?? (/^\d+$/.test(key) ? db.productById(Number(key)) : undefined)
    if (!product) return fail('Dit product bestaat niet (meer).', 404, '404')
    const rootId = product.ParentProductId ?? product.Id
    const variants = db.state.products.filter((p) => p.ParentProductId === rootId)
    const related = relatedOf(product, rootId, db.state.webNodes, db.state.products)
    return ok({ Product: product, Variants: variants, Related: related })
  }),

  http.get('*/api/commerce/product/:code/images', ({ params }) => {
    const code = String(params.code ?? '')
    const product = getDb().state.products.find((p) => p.Code.toLowerCase() === code.toLowerCase())
    if (!product) return fail('Dit product bestaat niet (meer).', 404, '404')
    return ok({
      Images: product.Images.map((i) => ({
        Name: i.Name,
        FileExtension: i.FileExtension,
        CMSUrl: `/api/images/${encodeURIComponent(i.Name)}${i.FileExtension}`,
      })),
    })
  }),
]
