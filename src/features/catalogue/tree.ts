// Pure derivations over the category tree (spec section 3, web node): every node gets its Level,
// its Ancestors and the joined Url of its path, and the tree offers lookups by id, by lowercase url
// and by description. The header menu, the breadcrumbs and /producten/* read from this.
import type { WebNodeDto } from '@/api/aspos/webnodes'

export interface CategoryNode {
  id: number
  description: string
  /** Slug of this node only. */
  nodeUrl: string
  /** Joined slugs from the top, e.g. 'hond/hondenvoer/droogvoer'. */
  url: string
  /** 0 for a top-level category. */
  level: number
  /** From the top-level category down to the parent; empty for a top-level category. */
  ancestors: CategoryNode[]
  children: CategoryNode[]
}

export interface CategoryTree {
  roots: CategoryNode[]
  /** Every node, depth first (parents before their children). */
  all: CategoryNode[]
  byId: Map<number, CategoryNode>
  /** Keyed by the lowercase joined url. */
  byUrl: Map<string, CategoryNode>
  /** Keyed by the lowercase description; the first node depth first wins a tie. */
  byDescription: Map<string, CategoryNode>
}

/** Trims slashes and lowercases, so '/Hond/Hondenvoer/' finds 'hond/hondenvoer'. */
export function normalizeCategoryUrl(url: string): string {
  let decoded = url
  try {
    decoded = decodeURIComponent(url)
  } catch {
    // A stray % stays as it is.
  }
  return decoded
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .replace(/\/{2,}/g, '/')
    .toLowerCase()
}

export function buildCategoryTree(dtos: readonly WebNodeDto[]): CategoryTree {
  const all: CategoryNode[] = []
  const byId = new Map<number, CategoryNode>()
  const byUrl = new Map<string, CategoryNode>()
  const byDescription = new Map<string, CategoryNode>()
  const seen = new Set<number>()

  const build = (dto: WebNodeDto, ancestors: CategoryNode[]): CategoryNode | null => {
    // A node that shows up twice (a cycle or a duplicate) is kept once, so the walk always ends.
    if (seen.has(dto.Id)) return null
    seen.add(dto.Id)
    const parent = ancestors[ancestors.length - 1]
    const slug = dto.NodeUrl.trim().replace(/^\/+|\/+$/g, '')
    const node: CategoryNode = {
      id: dto.Id,
      description: dto.Description,
      nodeUrl: slug,
      url: parent ? `${parent.url}/${slug}` : slug,
      level: ancestors.length,
      ancestors,
      children: [],
    }
    all.push(node)
    byId.set(node.id, node)
    const urlKey = node.url.toLowerCase()
    if (!byUrl.has(urlKey)) byUrl.set(urlKey, node)
    const descriptionKey = node.description.trim().toLowerCase()
    if (!byDescription.has(descriptionKey)) byDescription.set(descriptionKey, node)
    const childAncestors = [...ancestors, node]
    node.children = (dto.Children ?? [])
      .map((child) => build(child, childAncestors))
      .filter((child): child is CategoryNode => child !== null)
    return node
  }

  const roots = dtos.map((dto) => build(dto, [])).filter((n): n is CategoryNode => n !== null)
  return { roots, all, byId, byUrl, byDescription }
}

export function categoryById(tree: CategoryTree, id: number): CategoryNode | undefined {
  return tree.byId.get(id)
}

export function categoryByUrl(tree: CategoryTree, url: string): CategoryNode | undefined {
  return tree.byUrl.get(normalizeCategoryUrl(url))
}

export function categoryByDescription(
  tree: CategoryTree,
  description: string,
): CategoryNode | undefined {
  return tree.byDescription.get(description.trim().toLowerCase())
}

/**
 * The node a /producten/* wildcard means: a node id ('12'), a joined url ('hond/hondenvoer'), or
 * failing those a single slug or description that names one node.
 */
export function resolveCategory(tree: CategoryTree, wildcard: string): CategoryNode | undefined {
  const key = normalizeCategoryUrl(wildcard)
  if (key === '') return undefined
  if (/^\d+$/.test(key)) return tree.byId.get(Number(key))
  const byUrl = tree.byUrl.get(key)
  if (byUrl) return byUrl
  if (!key.includes('/')) {
    const bySlug = tree.all.find((node) => node.nodeUrl.toLowerCase() === key)
    if (bySlug) return bySlug
  }
  return tree.byDescription.get(key.replace(/-/g, ' ')) ?? tree.byDescription.get(key)
}

/** The node and every node below it (the listing of a category shows all of them). */
export function descendantIds(node: CategoryNode): number[] {
  const ids: number[] = []
  const walk = (n: CategoryNode) => {
    ids.push(n.id)
    n.children.forEach(walk)
  }
  walk(node)
  return ids
}
