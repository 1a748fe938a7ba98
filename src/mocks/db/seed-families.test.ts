import { describe, expect, it } from 'vitest'
import { products } from './seed-catalogue'
import { withFamilyPrices } from './seed-families'
import type { ProductDto } from './types'

const field = (p: ProductDto, code: string) => p.Fields.find((f) => f.Code === code)?.Value
const childrenOf = (parent: ProductDto) => products.filter((c) => c.ParentProductId === parent.Id)
const byUrl = (url: string) => products.find((p) => p.Url === url)!

describe('variant families (issue 51)', () => {
  it('sells a riding cap by size, with its head circumference, one size sold out and one nearly', () => {
    const cap = byUrl('hkm-cap-carbon-mat')
    const sizes = childrenOf(cap)
    expect(cap.VariantCount).toBe(4)
    expect(sizes.map((s) => field(s, 'Variant')).sort()).toEqual([
      'maat L',
      'maat M',
      'maat S',
      'maat XL',
    ])
    expect(sizes.every((s) => /^\d\d–\d\d cm$/.test(field(s, 'Hoofdomtrek') ?? ''))).toBe(true)
    expect(sizes.some((s) => s.Stock === 0)).toBe(true)
    expect(sizes.some((s) => s.Stock === 2)).toBe(true)
    // The product that was "maat M" on its own keeps its Id and Url, now as a variant.
    expect(sizes.find((s) => field(s, 'Variant') === 'maat M')?.Url).toBe(
      'hkm-cap-carbon-mat-maat-m',
    )
  })

  it('sells dry food by bag size, a bigger bag cheaper per kg, each with its own EAN and contents', () => {
    const food = byUrl('hills-adult-zalm')
    const bags = childrenOf(food)
    const kg = (p: ProductDto) => {
      const [n, unit] = field(p, 'Inhoudwebshop')!.split(' ')
      return Number(n!.replace(',', '.')) / (unit === 'gram' ? 1000 : 1)
    }
    const sorted = [...bags].sort((a, b) => kg(a) - kg(b))
    expect(sorted.map((b) => field(b, 'Inhoudwebshop'))).toEqual(['400 gram', '2 kg', '4 kg'])
    const perKg = sorted.map((b) => b.PriceInclTax / kg(b))
    expect(perKg[0]).toBeGreaterThan(perKg[1]!)
    expect(perKg[1]).toBeGreaterThan(perKg[2]!)
    expect(new Set(bags.map((b) => b.DefaultScanCode.Code)).size).toBe(3)
  })

  it('makes body protectors a family by size that keeps the protection level', () => {
    const vest = byUrl('hkm-bodyprotector-flex-level-3')
    expect(childrenOf(vest)).toHaveLength(4)
    for (const size of childrenOf(vest)) expect(field(size, 'Beschermingsniveau')).toMatch(/Level/)
  })

  it('gives each parent the lowest price of its variants and leaves the fixtures alone', () => {
    for (const parent of products.filter((p) => p.VariantCount)) {
      const prices = childrenOf(parent).map((c) => c.Discount?.PriceInclTax ?? c.PriceInclTax)
      expect(parent.PriceInclTax).toBe(Math.min(...prices))
    }
    expect(products.find((p) => p.Id === 1001)?.ParentProductId).toBeNull()
  })

  it('gives a parent the contents of the variant its lowest price is, none where that is not one', () => {
    const current = (p: ProductDto) => p.Discount?.PriceInclTax ?? p.PriceInclTax
    for (const parent of products.filter((p) => p.VariantCount)) {
      const lowest = childrenOf(parent).filter((c) => current(c) === parent.PriceInclTax)
      const contents = new Set(lowest.map((c) => field(c, 'Inhoudwebshop')))
      expect(field(parent, 'Inhoudwebshop'), parent.Description).toBe(
        contents.size === 1 ? [...contents][0] : undefined,
      )
    }
    expect(field(byUrl('hills-adult-zalm'), 'Inhoudwebshop')).toBe('400 gram')
    expect(field(byUrl('yarrah-light-kalkoen'), 'Inhoudwebshop')).toBe('3 kg')
    const made = (id: number, parent: number | null, price: number, contents?: string) =>
      ({
        Id: id,
        ParentProductId: parent,
        VariantCount: parent === null ? 2 : 0,
        PriceInclTax: price,
        Discount: null,
        Fields: contents ? [{ Code: 'Inhoudwebshop', Value: contents }] : [],
      }) as unknown as ProductDto
    // Two sizes at the lowest price: no one size to stand behind, no contents.
    const [tie] = withFamilyPrices([
      made(1, null, 0, '1 kg'),
      made(2, 1, 5, '1 kg'),
      made(3, 1, 5, '2 kg'),
    ])
    expect(field(tie!, 'Inhoudwebshop')).toBeUndefined()
  })
})
