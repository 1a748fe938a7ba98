// The listing answers Field filters (food: life stage, needs) and names them as facets.
import { describe, expect, it } from 'vitest'
import { products } from '@/mocks/db/seed-catalogue'

const fieldOf = (p: { Fields: { Code: string; Value: string }[] }, code: string) =>
  p.Fields.find((f) => f.Code === code)?.Value ?? null

async function list(query: string) {
  const response = await fetch(`http://localhost/api/aspos/products?${query}`)
  return {
    status: response.status,
    body: (await response.json()) as {
      Products: { Id: number; Description: string; Fields: { Code: string; Value: string }[] }[]
      TotalCount: number
      Facets: { Fields?: { Code: string; Values: { Value: string; Count: number }[] }[] }
    },
  }
}

describe('product list Field filters', () => {
  it('lists only senior foods in cat dry food, and the facets count them', async () => {
    const all = await list('webNodeId=211&pageSize=100')
    const stage = all.body.Facets.Fields?.find((f) => f.Code === 'Levensfase')
    const seniors = stage?.Values.find((v) => v.Value === 'Senior')?.Count ?? 0
    expect(seniors).toBeGreaterThanOrEqual(3)
    expect(all.body.Facets.Fields?.map((f) => f.Code)).toEqual(['Levensfase', 'Behoeften'])

    const senior = await list('webNodeId=211&pageSize=100&field=Levensfase:senior')
    expect(senior.body.TotalCount).toBe(seniors)
    expect(senior.body.Products.every((p) => fieldOf(p, 'Levensfase') === 'Senior')).toBe(true)
    expect(senior.body.Products.map((p) => p.Description)).toContain('Royal Canin Ageing 12+')
  })

  it('takes one value of a code or another, and every code', async () => {
    const either = await list(
      'webNodeId=211&pageSize=100&field=Levensfase:Senior&field=Levensfase:Kitten',
    )
    const stages = new Set(either.body.Products.map((p) => fieldOf(p, 'Levensfase')))
    expect(stages).toEqual(new Set(['Senior', 'Kitten']))
    const both = await list(
      'webNodeId=200&pageSize=100&field=Behoeften:Indoor&field=Levensfase:Adult',
    )
    expect(both.body.TotalCount).toBeGreaterThan(0)
    for (const p of both.body.Products) {
      expect(fieldOf(p, 'Behoeften')).toContain('Indoor')
      expect(fieldOf(p, 'Levensfase')).toBe('Adult')
    }
  })

  it("counts each group over the other groups' filters, as a faceted search does", async () => {
    const count = (body: Awaited<ReturnType<typeof list>>['body'], code: string, value: string) =>
      body.Facets.Fields?.find((f) => f.Code === code)?.Values.find((v) => v.Value === value)
        ?.Count ?? 0
    const senior = await list('webNodeId=200&pageSize=100&field=Levensfase:Senior')
    const seniorIndoor = await list(
      'webNodeId=200&pageSize=100&field=Levensfase:Senior&field=Behoeften:Indoor',
    )
    // Needs are counted among the seniors: ticking "Indoor" gives what its count said.
    expect(count(senior.body, 'Behoeften', 'Indoor')).toBe(seniorIndoor.body.TotalCount)
    // The life stages are counted without the life stage itself: Senior keeps its count, and the
    // other stages theirs, so the shopper can widen the choice again.
    const all = await list('webNodeId=200&pageSize=100')
    expect(count(senior.body, 'Levensfase', 'Senior')).toBe(senior.body.TotalCount)
    expect(count(senior.body, 'Levensfase', 'Adult')).toBe(count(all.body, 'Levensfase', 'Adult'))
    expect(count(senior.body, 'Behoeften', 'Indoor')).toBeLessThan(
      count(all.body, 'Behoeften', 'Indoor'),
    )
  })

  it('leaves out a value that would give nothing, and keeps a chosen one', async () => {
    type Body = Awaited<ReturnType<typeof list>>['body'] & {
      Facets: { Brands: { UrlSlug: string; Count: number }[] }
    }
    const all = (await list('webNodeId=200&pageSize=100')).body as Body
    const senior = (await list('webNodeId=200&pageSize=100&field=Levensfase:Senior')).body as Body
    // Brands without a senior food are not offered beside "Senior"; every offered one has some.
    expect(senior.Facets.Brands.length).toBeLessThan(all.Facets.Brands.length)
    expect(senior.Facets.Brands.every((b) => b.Count > 0)).toBe(true)
    // A brand without seniors, chosen: it stays (with 0), so the shopper can undo it.
    const without = all.Facets.Brands.find(
      (b) => !senior.Facets.Brands.some((s) => s.UrlSlug === b.UrlSlug),
    )!
    const chosen = (
      await list(`webNodeId=200&pageSize=100&field=Levensfase:Senior&brands=${without.UrlSlug}`)
    ).body as Body
    expect(chosen.TotalCount).toBe(0)
    expect(chosen.Facets.Brands.find((b) => b.UrlSlug === without.UrlSlug)?.Count).toBe(0)
  })

  it('refuses a filter without a code', async () => {
    expect((await list('field=Senior')).status).toBe(400)
  })
})

describe('seed food fields', () => {
  it('gives a family one composition, table and life stage, and each bag its own content', () => {
    const children = products.filter((p) => p.ParentProductId === 1901)
    expect(children.map((c) => fieldOf(c, 'Inhoudwebshop'))).toEqual(['400 gram', '2 kg', '4 kg'])
    const parent = products.find((p) => p.Id === 1901)!
    for (const code of [
      'Samenstelling',
      'Analytische bestanddelen',
      'Voedingsadvies',
      'Levensfase',
    ])
      for (const c of children) expect(fieldOf(c, code)).toBe(fieldOf(parent, code))
  })
})

describe('related products of a food', () => {
  // A shopper review: a senior cat food got "Royal Canin Mother & Babycat" (kitten food) with it.
  it("go with its life stage: a senior's never a kitten's or an adult's food", async () => {
    const foods = products.filter(
      (p) => p.ParentProductId === null && fieldOf(p, 'Levensfase') !== null,
    )
    for (const food of foods) {
      const response = await fetch(`http://localhost/api/aspos/products/${food.Url}`)
      const { Related } = (await response.json()) as {
        Related: { Description: string; Fields: { Code: string; Value: string }[] }[]
      }
      const stages = Related.map((p) => fieldOf(p, 'Levensfase')).filter((s) => s !== null)
      expect(
        stages.filter((s) => s !== fieldOf(food, 'Levensfase')),
        food.Description,
      ).toEqual([])
    }
    const senior = products.find((p) => p.Url === 'royal-canin-ageing-12')!
    const response = await fetch(`http://localhost/api/aspos/products/${senior.Url}`)
    const { Related } = (await response.json()) as { Related: { Description: string }[] }
    expect(Related.map((p) => p.Description)).not.toContain('Royal Canin Mother & Babycat')
    expect(Related.length).toBeGreaterThan(0)
  })
})

describe('related products', () => {
  it('name a product once, even one on more than one shelf', async () => {
    const plain = products.find((p) => p.Id === 1001)!
    const response = await fetch(`http://localhost/api/aspos/products/${plain.Url}`)
    const { Related } = (await response.json()) as { Related: { Id: number }[] }
    const ids = Related.map((p) => p.Id)
    expect(ids).toEqual([...new Set(ids)])
  })
})
