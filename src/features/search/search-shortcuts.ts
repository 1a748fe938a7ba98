// What the search box offers above the products for a term: up to three categories of the tree
// ('Droogvoer in Hond') and up to three brands whose names match it. Loaded when the box is first
// used (the header's first chunk stays as small as it was); the tree and the brands come from the
// shared query cache, so a shop that has its menu already asks for nothing more.
import type { QueryClient } from '@tanstack/react-query'
import { brandQueries } from '@/api/aspos/brands'
import { webNodeQueries, type WebNodeDto } from '@/api/aspos/webnodes'

/** At most this many of each kind. */
export const MAX_SHORTCUTS = 3

export interface CategoryShortcut {
  id: number
  name: string
  /** The top category it belongs to, null for a top category itself. */
  within: string | null
}

export interface BrandShortcut {
  name: string
  slug: string
}

export interface SearchShortcuts {
  categories: CategoryShortcut[]
  brands: BrandShortcut[]
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // As the search service reads text: 'hills' finds Hill's.
    .replace(/['’‘`´]/g, '')
    .trim()

/**
 * A name as matching reads it: its plain form and its words. Kept per name: each keystroke ranks the
 * whole tree and every brand again, and making every name plain anew was most of that work.
 */
const readNames = new Map<string, { plain: string; words: string[] }>()
function readName(name: string) {
  let read = readNames.get(name)
  if (!read) {
    const text = plain(name)
    read = { plain: text, words: text.split(/[\s&,/-]+/) }
    readNames.set(name, read)
  }
  return read
}

/**
 * How well a name matches the term: 0 when it starts with it, 1 when one of its words does, 2 when
 * it holds it inside a word (a Dutch compound: 'voer' in 'Hondenvoer'); null for no match.
 */
export function matchRank(name: string, term: string): number | null {
  return rankPlain(name, plain(term))
}

/** matchRank with the term already plain (once per keystroke, not once per name). */
function rankPlain(name: string, q: string): number | null {
  if (!q) return null
  const n = readName(name)
  if (n.plain.startsWith(q)) return 0
  if (n.words.some((word) => word.startsWith(q))) return 1
  return q.length >= 3 && n.plain.includes(q) ? 2 : null
}

export function matchCategories(
  roots: readonly WebNodeDto[],
  term: string,
  max = MAX_SHORTCUTS,
): CategoryShortcut[] {
  const q = plain(term)
  const found: (CategoryShortcut & { rank: number; level: number })[] = []
  const walk = (node: WebNodeDto, top: WebNodeDto | null, level: number) => {
    const rank = rankPlain(node.Description, q)
    if (rank !== null)
      found.push({
        id: node.Id,
        name: node.Description,
        within: top?.Description ?? null,
        rank,
        level,
      })
    node.Children.forEach((child) => walk(child, top ?? node, level + 1))
  }
  roots.forEach((root) => walk(root, null, 0))
  // The best match first; among equals the broader category (a top category before its children).
  return found
    .sort((a, b) => a.rank - b.rank || a.level - b.level)
    .slice(0, max)
    .map(({ id, name, within }) => ({ id, name, within }))
}

export function matchBrands(
  brands: readonly { name: string; urlSlug: string }[],
  term: string,
  max = MAX_SHORTCUTS,
): BrandShortcut[] {
  const q = plain(term)
  return brands
    .map((brand) => ({ brand, rank: rankPlain(brand.name, q) }))
    .filter(
      (entry): entry is { brand: (typeof brands)[number]; rank: number } => entry.rank !== null,
    )
    .sort((a, b) => a.rank - b.rank)
    .slice(0, max)
    .map(({ brand }) => ({ name: brand.name, slug: brand.urlSlug }))
}

/** The shortcuts for a term; a tree or a brand list that cannot be had leaves its kind empty. */
export async function fetchShortcuts(
  queryClient: QueryClient,
  term: string,
): Promise<SearchShortcuts> {
  const [tree, brands] = await Promise.all([
    queryClient.ensureQueryData(webNodeQueries.tree()).catch(() => []),
    queryClient.ensureQueryData(brandQueries.list()).catch(() => []),
  ])
  return { categories: matchCategories(tree, term), brands: matchBrands(brands, term) }
}
