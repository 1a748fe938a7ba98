// The mock's search matcher, as Meilisearch matches: typo thresholds, prefix on the last word,
// free word order, accents and apostrophes ignored, synonyms, and the suggestion for no results.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { products, webNodes } from '@/mocks/db/seed-catalogue'
import type { ProductDto } from '@/mocks/db/types'
import {
  productMatcher,
  searchWords,
  suggestTerm,
  typoBudget,
  typoDistance,
} from './product-search'

const template = products.find((p) => p.Id === 1001)!
const product = (Description: string, extra: Partial<ProductDto> = {}): ProductDto => ({
  ...template,
  Description,
  BrandName: 'Merkloos',
  ShortDescription: '',
  WebNodeIds: [],
  ...extra,
})
const finds = (term: string, p: ProductDto) => productMatcher(term, webNodes)(p) > 0
const titles = (term: string) => {
  const matches = productMatcher(term, webNodes)
  return products
    .filter((p) => p.ParentProductId === null && matches(p) > 0)
    .map((p) => p.Description)
}

describe('typo tolerance (Meilisearch defaults)', () => {
  it('allows no typo under 5 characters, one from 5, two from 9', () => {
    expect(typoBudget('kooi')).toBe(0)
    expect(typoBudget('canin')).toBe(1)
    expect(typoBudget('zadeldek')).toBe(1)
    expect(typoBudget('kattenbak')).toBe(2)
    const cage = product('Vogelkooi Deluxe')
    expect(finds('vogelkooi deluxe', cage)).toBe(true)
    // 'kooj' (4 letters) may not have a typo; 'deluxe' may have one, not two.
    expect(finds('kooj deluxe', product('Kooi Deluxe'))).toBe(false)
    expect(finds('deluxe kooi', product('Kooi Deluxe'))).toBe(true)
    expect(finds('delaxe kooi', product('Kooi Deluxe'))).toBe(true)
    expect(finds('dalaxe kooi', product('Kooi Deluxe'))).toBe(false)
    // 9+ letters: two typos, not three.
    expect(finds('kattenbekvuling', product('Kattenbakvulling'))).toBe(true)
    expect(finds('kattenbekvulinh', product('Kattenbakvulling'))).toBe(false)
  })

  it('counts a swap of neighbours as one typo and a first letter as two', () => {
    expect(typoDistance('roayl', 'royal', false, 1)).toBe(1)
    expect(typoDistance('boyal', 'royal', false, 1)).toBe(Infinity)
    expect(typoDistance('boyalcanin', 'royalcanin', false, 2)).toBe(2)
  })

  it('never finds what is more typos away than the word allows (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,12}$/),
        fc.stringMatching(/^[a-z]{1,12}$/),
        (a, b) => {
          const d = typoDistance(a, b, false, typoBudget(a))
          if (d === Infinity) return
          expect(d).toBeLessThanOrEqual(typoBudget(a))
          if (a.length < 5) expect(a).toBe(b)
        },
      ),
    )
  })

  it('finds a word with any one typo from 5 letters on (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{5,12}$/),
        fc.nat(),
        fc.constantFrom('a', 'e', 'x'),
        (word, at, letter) => {
          const i = 1 + (at % (word.length - 1)) // not the first letter (that counts twice)
          const typo = word.slice(0, i) + letter + word.slice(i + 1)
          expect(finds(`${typo} `, product(`Iets ${word}`))).toBe(true)
        },
      ),
    )
  })
})

describe('words', () => {
  it('the last word is a prefix, the others are whole words', () => {
    const litter = product('Catsan Hygiëne Kattenbakvulling')
    expect(finds('catsan katten', litter)).toBe(true)
    expect(finds('katten catsan', litter)).toBe(false)
    expect(finds('kattenb', litter)).toBe(true)
  })

  it('are found in any order (property)', () => {
    const p = product("Hill's Science Plan Adult Kip 12 kg", { BrandName: "Hill's" })
    fc.assert(
      fc.property(
        fc.shuffledSubarray(['hills', 'science', 'plan', 'adult', 'kip'], { minLength: 1 }),
        (words) => {
          expect(finds(words.join(' '), p)).toBe(true)
        },
      ),
    )
  })

  it('ignore case, accents and apostrophes', () => {
    expect(searchWords("Hill's Hygiëne CAFÉ")).toEqual(['hills', 'hygiene', 'cafe'])
    expect(finds('hygiene', product('Catsan Hygiëne'))).toBe(true)
    expect(finds('HYGIËNE', product('Catsan Hygiene'))).toBe(true)
    expect(finds('hills', product("Hill's Adult"))).toBe(true)
    expect(finds("hill's", product('Hills Adult'))).toBe(true)
  })

  it('may be one word typed apart', () => {
    expect(finds('kattenbak vulling', product('Kattenbakvulling 10 liter'))).toBe(true)
  })

  it('need every word', () => {
    expect(finds('royal xyzzy', product('Royal Canin'))).toBe(false)
  })

  it('rank fewer typos first, then the title before the rest', () => {
    const matches = productMatcher('canin', webNodes)
    expect(matches(product('Royal Canin'))).toBeGreaterThan(matches(product('Royal Canon')))
    expect(matches(product('Canin'))).toBeGreaterThan(
      matches(product('Brokken', { BrandName: 'Canin' })),
    )
  })
})

describe('the seed catalogue', () => {
  it('finds Hill’s, Royal Canin and cat food typed the way shoppers type them', () => {
    expect(titles('hills').length).toBeGreaterThan(0)
    expect(titles('hills').every((t) => t.startsWith("Hill's"))).toBe(true)
    expect(titles('royal canon').length).toBeGreaterThan(0)
    expect(titles('royal canon').every((t) => t.startsWith('Royal Canin'))).toBe(true)
    expect(titles('kattenvoor')).toEqual(titles('kattenvoer'))
    expect(titles('kattenvoor').length).toBeGreaterThan(0)
  })

  it('knows the shop’s synonyms: rijhelm finds caps, bodyprotector finds the protectors', () => {
    const caps = titles('rijhelm')
    expect(caps.length).toBeGreaterThan(0)
    expect(caps.every((t) => /cap/i.test(t))).toBe(true)
    const protectors = titles('bodyprotector')
    // Issue 51: a body protector is a family by size; search lists the family once.
    expect(protectors).toEqual(
      expect.arrayContaining(['Kentucky Horsewear Beschermvest Pro Level 3']),
    )
    expect(titles('beschermvest')).toEqual(expect.arrayContaining(protectors))
    expect(titles('brokken').length).toBeGreaterThan(0)
    expect(titles('kat voer')).toEqual(titles('kattenvoer'))
  })
})

describe('suggestTerm', () => {
  it('offers a close term that finds products', () => {
    expect(suggestTerm('hooj', products, webNodes)).toBe('hooi')
    expect(titles('hooi').length).toBeGreaterThan(0)
    expect(suggestTerm('krabpaal bazo', products, webNodes)).toBe('krabpaal baza')
  })

  it('offers nothing when nothing is close', () => {
    expect(suggestTerm('xyzzy', products, webNodes)).toBeNull()
    expect(suggestTerm('hooi', products, webNodes)).toBeNull()
  })
})
