// Unit tests of the brands overview grouping.
import { describe, expect, it } from 'vitest'
import type { Brand } from '@/api/aspos/brands'
import { brandBySlug, groupBrands, indexLetter, mainBrands } from './brand-index'

const brand = (name: string, isMainBrand = false): Brand => ({
  id: name.length,
  name,
  urlSlug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: '',
  logo: null,
  isMainBrand,
  collections: [],
})

describe('brand index', () => {
  const list = [
    brand('Pokon', true),
    brand('anza'),
    brand('Éclat'),
    brand('3M'),
    brand('Flexa', true),
    brand('Bison'),
  ]

  it('puts main brands first, A–Z', () => {
    expect(mainBrands(list).map((b) => b.name)).toEqual(['Flexa', 'Pokon'])
  })

  it('groups all brands by letter, accents folded, others under # at the end', () => {
    expect(groupBrands(list).map((g) => [g.letter, g.brands.map((b) => b.name)])).toEqual([
      ['A', ['anza']],
      ['B', ['Bison']],
      ['E', ['Éclat']],
      ['F', ['Flexa']],
      ['P', ['Pokon']],
      ['#', ['3M']],
    ])
    expect(indexLetter(' harry')).toBe('H')
  })

  it('finds a brand by slug in any case', () => {
    expect(brandBySlug(list, 'FLEXA')?.name).toBe('Flexa')
    expect(brandBySlug(list, 'x')).toBeUndefined()
  })
})
