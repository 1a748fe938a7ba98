// Contract tests of the brands resource: every seed brand parses and maps.
import { describe, expect, it } from 'vitest'
import { brands } from '@/mocks/db/seed-catalogue'
import { brandDtoSchema, fetchBrands, mapBrand } from './brands'

describe('brands contract', () => {
  it('parses and maps every seed brand', () => {
    for (const dto of brands) {
      const brand = mapBrand(brandDtoSchema().parse(dto))
      expect(brand).toMatchObject({
        id: dto.Id,
        name: dto.Name,
        urlSlug: dto.UrlSlug,
        isMainBrand: dto.IsMainBrand,
      })
    }
  })

  it('fetches the brands from the mock', async () => {
    const list = await fetchBrands()
    expect(list).toHaveLength(brands.length)
    expect(list.find((b) => b.urlSlug === 'flexa')?.collections.map((c) => c.urlSlug)).toContain(
      'creations',
    )
  })
})
