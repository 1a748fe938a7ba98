// The one product matcher of the mock service, as Meilisearch (the real search service) matches: the
// search dropdown (GET /api/meilisearch/…) and the results page (GET /api/aspos/products?search=)
// both call productMatcher, so a term that fills the results page never reads 'Er zijn geen
// producten gevonden' in the dropdown, and the other way round.
// - The text of a product: its title, brand, short description and its categories' path, split in
//   words; case, accents and apostrophes are ignored ("hills" is Hill's, "hygiene" Hygiëne).
// - Every query word must match a word of the product, in any order.
// - Typo tolerance per query word (Meilisearch's minWordSizeForTypos defaults): none under 5
//   characters, one from 5, two from 9; typos are counted as Damerau-Levenshtein distance (a swap of
//   two neighbours is one typo) and a typo on the first letter counts as two.
// - The last query word is a prefix ("kattenb" finds kattenbakvulling), with the same tolerance.
// - Two neighbouring query words may stand for one word ("kattenbak vulling"), or be a two-word
//   synonym ("kat voer" → kattenvoer).
// - Synonyms (the service's synonyms setting): a query word also matches what it stands for
//   (SEARCH_SYNONYMS, e.g. rijhelm → cap, helm).
// Ranking as Meilisearch ranks: fewer typos first, then words in the title before words elsewhere.
// A search without results gets a close term (suggestTerm) when one finds products.
// The words of each product are computed once and kept (the matcher runs on every keystroke).
import type { ProductDto, WebNodeDto } from '../../db/types'

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** The words of a text as the service indexes them: folded, apostrophes dropped, split on the rest. */
export function searchWords(text: string): string[] {
  return fold(text)
    .replace(/['’‘`´]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** The query's words (as searchWords; the last one is searched as a prefix). */
export function searchTerms(term: string): string[] {
  return searchWords(term)
}

/**
 * The shop's synonyms, as the service's synonyms setting holds them: a query word (key) also finds
 * products with any of its alternatives (each one or more words). Keys are folded words; a
 * two-word key ("kat voer") is matched on two neighbouring query words.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  rijhelm: ['cap', 'helm'],
  helm: ['cap'],
  cap: ['helm'],
  bodyprotector: ['beschermvest'],
  beschermvest: ['bodyprotector'],
  bodywarmer: ['beschermvest'],
  kattenvoer: ['kattenvoeding', 'kat voer'],
  kattenvoeding: ['kattenvoer'],
  'kat voer': ['kattenvoer'],
  'katten voer': ['kattenvoer'],
  'hond voer': ['hondenvoer'],
  'honden voer': ['hondenvoer'],
  hondenvoer: ['hondenvoeding', 'hond voer'],
  hondenvoeding: ['hondenvoer'],
  paardenvoer: ['krachtvoer', 'paard voer'],
  brokken: ['droogvoer', 'brok'],
  brokjes: ['droogvoer', 'brok'],
  blikvoer: ['natvoer'],
  kattengrit: ['kattenbakvulling'],
  kattenbakkorrels: ['kattenbakvulling'],
  snoepjes: ['snacks'],
  snacks: ['snoepjes'],
  rijhandschoen: ['rijhandschoenen'],
  vogelzaad: ['zaadmengsels', 'zaden'],
}

/** Meilisearch's defaults: one typo from 5 characters, two from 9. */
export function typoBudget(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0
}

/**
 * Typos between a query word and an indexed word (Damerau-Levenshtein, a first letter that differs
 * counting twice), or Infinity beyond `budget`. With `prefix`, the indexed word may go on.
 */
export function typoDistance(query: string, word: string, prefix: boolean, budget: number): number {
  if (query === word || (prefix && word.startsWith(query))) return 0
  if (budget === 0) return Infinity
  const firstCost = query[0] === word[0] ? 0 : 1
  const m = query.length
  const n = prefix ? Math.min(word.length, m + budget) : word.length
  if (!prefix && Math.abs(m - n) > budget) return Infinity
  // rows[i][j]: distance between query[0..i) and word[0..j)
  const rows: number[][] = [Array.from({ length: n + 1 }, (_, j) => j)]
  for (let i = 1; i <= m; i++) {
    const row = [i]
    let rowMin = i
    for (let j = 1; j <= n; j++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (
        i > 1 &&
        j > 1 &&
        query[i - 1] === word[j - 2] &&
        query[i - 2] === word[j - 1] &&
        rows[i - 2]![j - 2]! + 1 < d
      )
        d = rows[i - 2]![j - 2]! + 1
      row.push(d)
      if (d < rowMin) rowMin = d
    }
    if (rowMin + firstCost > budget) return Infinity
    rows.push(row)
  }
  const last = rows[m]!
  const distance =
    (prefix ? Math.min(...last.slice(Math.max(0, m - budget))) : last[n]!) + firstCost
  return distance <= budget ? distance : Infinity
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

interface IndexedProduct {
  /** The title's words, first word first. */
  title: readonly string[]
  /** Every word of the product (title, brand, short description, categories). */
  all: ReadonlySet<string>
}

// Kept per product object and per category tree: the seed's texts never change while it lives.
const categoryCache = new WeakMap<readonly WebNodeDto[], Map<number, string>>()
const indexCache = new WeakMap<
  ProductDto,
  { categories: Map<number, string>; entry: IndexedProduct }
>()

function categoriesOf(nodes: readonly WebNodeDto[]): Map<number, string> {
  let texts = categoryCache.get(nodes)
  if (!texts) {
    texts = categoryTexts(nodes)
    categoryCache.set(nodes, texts)
  }
  return texts
}

function indexed(product: ProductDto, categories: Map<number, string>): IndexedProduct {
  const cached = indexCache.get(product)
  if (cached && cached.categories === categories) return cached.entry
  const title = searchWords(product.Description)
  const rest = searchWords(
    `${product.BrandName} ${product.ShortDescription} ${product.WebNodeIds.map((id) => categories.get(id) ?? '').join(' ')}`,
  )
  const entry = { title, all: new Set([...title, ...rest]) }
  indexCache.set(product, { categories, entry })
  return entry
}

// Typos per (query word, prefix?) and indexed word, worked out once: a few hundred query words.
const TYPO_MEMO_SIZE = 300
const typoMemo = new Map<string, Map<string, number>>()

/** One way to read the query: each slot is satisfied by any of its alternatives (all words of one). */
type Reading = { alternatives: string[][]; last: boolean }[]

function readings(words: readonly string[]): Reading[] {
  const slot = (word: string, last: boolean, phrase = word) => ({
    alternatives: [
      [word],
      ...[
        ...(SEARCH_SYNONYMS[word] ?? []),
        ...(phrase === word ? [] : (SEARCH_SYNONYMS[phrase] ?? [])),
      ].map((s) => searchWords(s)),
    ],
    last,
  })
  const plain: Reading = words.map((w, i) => slot(w, i === words.length - 1))
  const out = [plain]
  // Two neighbouring words typed apart may be one word in the text ("kattenbak vulling").
  if (words.length <= 6)
    for (let i = 0; i + 1 < words.length; i++)
      out.push([
        ...plain.slice(0, i),
        slot(`${words[i]}${words[i + 1]}`, i + 2 === words.length, `${words[i]} ${words[i + 1]}`),
        ...plain.slice(i + 2),
      ])
  return out
}

/**
 * The matcher of one search: product → score, 0 when it does not match. A higher score ranks
 * higher (fewer typos first, then words in the title, the title's first word best).
 */
export function productMatcher(
  term: string,
  webNodes: readonly WebNodeDto[],
): (product: ProductDto) => number {
  const words = searchTerms(term)
  if (words.length === 0) return () => 0
  const categories = categoriesOf(webNodes)
  const options = readings(words)
  const typos = (query: string, prefix: boolean, word: string): number => {
    const key = `${prefix ? '>' : '='}${query}`
    let known = typoMemo.get(key)
    if (!known) {
      // Typing adds a letter to the last word only: the other words' answers are kept.
      if (typoMemo.size >= TYPO_MEMO_SIZE) typoMemo.delete(typoMemo.keys().next().value!)
      typoMemo.set(key, (known = new Map()))
    }
    let d = known.get(word)
    if (d === undefined) {
      d = typoDistance(query, word, prefix, typoBudget(query))
      known.set(word, d)
    }
    return d
  }
  const wordScore = (query: string, prefix: boolean, p: IndexedProduct): number => {
    let best = Infinity
    let where = 0
    for (const word of p.all) {
      const d = typos(query, prefix, word)
      if (d === Infinity) continue
      const at = p.title[0] === word ? 3 : p.title.includes(word) ? 2 : 1
      if (d < best || (d === best && at > where)) {
        best = d
        where = at
      }
    }
    return best === Infinity ? -1 : 100 - best * 30 + where
  }
  return (product) => {
    const p = indexed(product, categories)
    let best = 0
    for (const reading of options) {
      let total = 0
      for (const { alternatives, last } of reading) {
        let slotBest = -1
        for (const alternative of alternatives) {
          let sum = 0
          for (let k = 0; k < alternative.length; k++) {
            const s = wordScore(alternative[k]!, last && k === alternative.length - 1, p)
            if (s < 0) {
              sum = -1
              break
            }
            sum += s
          }
          if (sum >= 0) slotBest = Math.max(slotBest, sum / alternative.length)
        }
        if (slotBest < 0) {
          total = 0
          break
        }
        total += slotBest
      }
      best = Math.max(best, total)
    }
    return best
  }
}

/** Plain Damerau-Levenshtein distance (for suggestions, with no budget beyond `max`). */
function closeness(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity
  return typoDistance(a, b, false, max)
}

/**
 * A close term for a search without results ("Bedoelde je …?"): each query word no indexed word
 * matches is swapped for the nearest indexed word (at most two typos, and fewer than half the
 * word), the most common one on a tie. Null when nothing changes or the new term finds nothing.
 */
export function suggestTerm(
  term: string,
  products: readonly ProductDto[],
  webNodes: readonly WebNodeDto[],
): string | null {
  const words = searchTerms(term)
  if (words.length === 0) return null
  const categories = categoriesOf(webNodes)
  const known = new Set<string>()
  const frequency = new Map<string, number>()
  for (const product of products)
    for (const word of indexed(product, categories).all) {
      known.add(word)
      if (/[a-z]/.test(word) && word.length >= 3)
        frequency.set(word, (frequency.get(word) ?? 0) + 1)
    }
  let changed = false
  const suggested = words.map((query, i) => {
    const prefix = i === words.length - 1
    const budget = typoBudget(query)
    for (const word of known)
      if (typoDistance(query, word, prefix, budget) !== Infinity) return query
    const max = Math.min(2, Math.max(1, Math.floor((query.length - 1) / 2)))
    let best: { word: string; d: number; n: number } | null = null
    for (const [word, n] of frequency) {
      const d = closeness(query, word, max)
      if (d === Infinity) continue
      if (
        !best ||
        d < best.d ||
        (d === best.d && (n > best.n || (n === best.n && word < best.word)))
      )
        best = { word, d, n }
    }
    if (!best) return query
    changed = true
    return best.word
  })
  if (!changed) return null
  const suggestion = suggested.join(' ')
  const matches = productMatcher(suggestion, webNodes)
  return products.some((p) => matches(p) > 0) ? suggestion : null
}
