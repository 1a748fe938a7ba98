import { describe, expect, it } from 'vitest'
import { chooseVariant, sortVariants, stockWord, variantKind } from './variant-choice'

const v = (id: number, label: string, stock = 10) => ({
  id,
  variantLabel: label,
  title: `Product ${label}`,
  inStock: stock > 0,
  stock,
  isVirtual: false,
})

describe('variantKind', () => {
  it('tells sizes, bag sizes and other versions apart', () => {
    expect(variantKind([v(1, 'maat S'), v(2, 'maat M')])).toBe('size')
    expect(variantKind([v(1, '400 gram'), v(2, '2 kg')])).toBe('bag')
    expect(variantKind([v(1, 'Marine'), v(2, 'Zwart')])).toBe('other')
    expect(variantKind([])).toBe('other')
  })
})

describe('sortVariants', () => {
  it("puts letter sizes, numeric sizes and bags in a shop's order", () => {
    const labels = (list: ReturnType<typeof v>[]) => sortVariants(list).map((x) => x.variantLabel)
    expect(labels([v(1, 'maat XL'), v(2, 'maat S'), v(3, 'maat M'), v(4, 'maat XS')])).toEqual([
      'maat XS',
      'maat S',
      'maat M',
      'maat XL',
    ])
    expect(labels([v(1, 'maat 40'), v(2, 'maat 34'), v(3, 'maat 38')])).toEqual([
      'maat 34',
      'maat 38',
      'maat 40',
    ])
    expect(labels([v(1, '4 kg'), v(2, '400 gram'), v(3, '2 kg')])).toEqual([
      '400 gram',
      '2 kg',
      '4 kg',
    ])
    expect(labels([v(1, 'Zwart'), v(2, 'Marine')])).toEqual(['Zwart', 'Marine'])
  })
})

describe('chooseVariant', () => {
  const caps = [v(1, 'maat S'), v(2, 'maat M'), v(3, 'maat XL', 0)]
  const bags = [v(4, '400 gram', 0), v(5, '2 kg'), v(6, '4 kg')]
  it('takes the variant the URL names', () => {
    expect(chooseVariant(caps, '2')).toEqual({ chosen: caps[1], missing: false })
  })
  it('says so when the URL names a variant the family does not have', () => {
    expect(chooseVariant(caps, '999')).toEqual({ chosen: null, missing: true })
    expect(chooseVariant(caps, 'abc')).toEqual({ chosen: null, missing: true })
  })
  it("chooses no size for a rider, and a food's first bag in stock", () => {
    expect(chooseVariant(caps, null)).toEqual({ chosen: null, missing: false })
    expect(chooseVariant(bags, null).chosen?.id).toBe(5)
  })
})

describe('stockWord', () => {
  it('says in stock, how few are left, or sold out', () => {
    expect(stockWord(v(1, 'maat S', 25))).toEqual({ kind: 'inStock' })
    expect(stockWord(v(1, 'maat S', 2))).toEqual({ kind: 'few', count: 2 })
    expect(stockWord(v(1, 'maat S', 0))).toEqual({ kind: 'soldOut' })
  })
})
