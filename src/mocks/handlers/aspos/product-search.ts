// The one product matcher of the mock service: the search dropdown (search index) and the results
// page (GET /api/aspos/products?search=) match on the same fields, so a term that fills the results
// page never reads 'Er zijn geen producten gevonden' in the dropdown. Every word must occur in the
// title, brand, short description or the product's category path (case- and accent-insensitive).
import type { ProductDto, WebNodeDto } from '../../db/types'

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** Node id → the descriptions of the node and its ancestors, so a search for 'kattenvoer' finds cat food. */
export function categoryTexts(nodes: readonly WebNodeDto[]): Map<number, string> {
  const texts = new Map<number, string>()
  const walk = (n: WebNodeDto, path: string) => {
    const text = `${path} ${n.Description}`
    texts.set(n.Id, text)
    n.Children.forEach((c) => walk(c, text))
  }
  nodes.forEach((n) => walk(n, ''))
  return texts
}

export function searchTerms(term: string): string[] {
  return fold(term).split(/\s+/).filter(Boolean)
}

/** 0 when a word is missing; otherwise higher for words in (the start of) the title. */
export function searchScore(
  p: ProductDto,
  terms: readonly string[],
  categories: Map<number, string>,
): number {
  if (terms.length === 0) return 0
  const title = fold(p.Description)
  const rest = fold(
    `${p.BrandName} ${p.ShortDescription} ${p.WebNodeIds.map((id) => categories.get(id) ?? '').join(' ')}`,
  )
  let score = 0
  for (const term of terms) {
    if (title.includes(term)) score += title.startsWith(term) ? 3 : 2
    else if (rest.includes(term)) score += 1
    else return 0
  }
  return score
}
